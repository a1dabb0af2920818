import { useState } from 'react'
import { ActionIcon, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { IconCalendarPlus, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { useShared } from '~/lib/page_props'
import { SellerQuestionsSlot } from '~/components/chat/chat_slot'
import type { CloseReasonOption } from '~/components/quotations/requests/types'
import { RequestFacts } from './request_facts'
import { RequestPartsTable } from './request_parts_table'
import { ActivitySlot } from './activity_slot'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerRequestDetail } from './types'

/** The close-reason dialog of the buyer's list, loaded on its first open. */
const CloseRequestModal = lazyNamed(
  () => import('~/components/quotations/requests/close_request_modal'),
  'CloseRequestModal'
)

/**
 * 'Ver solicitud' (doc 3 §2.5): a collapsible section, open by default when there are no
 * quotations, with the request header, 'Autopartes solicitadas' and its table. Its action row
 * stays visible: the calendar button (an activity of the user's agenda pointing to this page),
 * and 'Cerrar Solicitud' for the buyer while it is open — a close reason is asked, nothing
 * happens without one; 'Solicitud cerrada' on success, the close-error alert on failure, and the
 * page reloads either way — or the red 'Solicitud cerrada' once closed.
 */
export function RequestSection({
  request,
  closeReasons,
  onChanged,
}: {
  request: BuyerRequestDetail
  closeReasons: CloseReasonOption[]
  onChanged: () => void
}) {
  const [open, setOpen] = useState(request.quotations.length === 0)
  const [closing, setClosing] = useState(false)
  const [agenda, setAgenda] = useState(false)
  const path = usePage().url
  const { user } = useShared()

  return (
    <Paper withBorder radius="md" p="md" data-testid="request-section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          px={4}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          data-testid="toggle-request"
        >
          {open ? T.hideRequest : T.viewRequest}
        </Button>
        <Group gap="xs" wrap="wrap">
          <SellerQuestionsSlot
            requestId={request.id}
            userId={user?.id ?? null}
            disabled={request.is_closed || request.quotationRequestExpired}
          />
          <ActionIcon
            variant="light"
            size="lg"
            onClick={() => setAgenda(true)}
            aria-label={T.calendar}
            title={T.calendar}
            data-testid="calendar-button"
          >
            <IconCalendarPlus size={20} />
          </ActionIcon>
          {request.is_closed ? (
            <Text fw={700} c="red.8" data-testid="request-closed">
              {T.requestClosed}
            </Text>
          ) : (
            request.permissions.canClose && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={() => setClosing(true)}
                data-testid="close-request"
              >
                {T.closeRequest}
              </Button>
            )
          )}
        </Group>
      </Group>

      <Collapse expanded={open}>
        <Stack gap="md" mt="md">
          <RequestFacts request={request} />
          <Title order={2} size="h4">
            {T.requestedParts}
          </Title>
          <RequestPartsTable parts={request.details} quoteByProduct={request.quote_by_product} />
        </Stack>
      </Collapse>

      <OnDemand when={closing}>
        <CloseRequestModal
          request={closing ? { id: request.id, code: request.code } : null}
          reasons={closeReasons}
          onCancel={() => setClosing(false)}
          onClosed={() => {
            setClosing(false)
            onChanged()
          }}
        />
      </OnDemand>
      <ActivitySlot
        opened={agenda}
        onClose={() => setAgenda(false)}
        activityUrl={path}
        defaultName={T.activityName(request.code)}
      />
    </Paper>
  )
}

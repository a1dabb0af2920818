import { Anchor, Badge, Button, Group, List, Text } from '@mantine/core'
import { IconUser } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { quotationsCountLinks } from '@rules/quotations/rules/buyer_list_links'
import type { BuyerRequest, CloseReasonOption } from './types'
import { detailText, isAvailable, quotationsText, REQUEST_TEXTS, statusText } from './texts'
import { useMobileText } from '~/components/mobile_input'

/**
 * The pieces every view of the buyer's list shows for one request: its state, its parts, the
 * buyer (staff), the quotations received and the close action.
 */
export interface RequestViewProps {
  rows: BuyerRequest[]
  isStaff: boolean
  closeReasons: CloseReasonOption[]
  onClose: (request: BuyerRequest) => void
}

export function useDates() {
  const { country } = useShared()
  return {
    dateTime: (value: string) => formatDate(value, country.locale, true),
    date: (value: string) => formatDate(value, country.locale),
  }
}

/** Green while the request takes quotations; red 'Cerrada' or 'Vencida' once it does not. */
export function StatusBadge({ request }: { request: BuyerRequest }) {
  return (
    <Badge
      color={isAvailable(request) ? 'green' : 'red'}
      variant="light"
      data-testid="status-badge"
      miw="max-content"
    >
      {statusText(request)}
    </Badge>
  )
}

/**
 * 'Tienes N cotizaciones' ('N cotizaciones' for staff) / 'Esperando cotizaciones' / 'No recibió
 * cotizaciones'. A count is a link to the request's detail page
 * (/{product}Go/quotationRequestDetail/{id}, rules/buyer_list_links.ts).
 */
export function QuotationsCount({ request, nowrap }: { request: BuyerRequest; nowrap?: boolean }) {
  const { can } = useShared()
  const text = quotationsText(request.quotationsCount, isAvailable(request), can.actAsAdmin)
  const common = {
    'size': 'sm',
    'fw': 600,
    'style': nowrap ? { whiteSpace: 'nowrap' as const } : undefined,
    'data-testid': 'quotations-count',
  }
  if (quotationsCountLinks(request.quotationsCount)) {
    return (
      <Anchor
        {...common}
        c="orange.8"
        underline="always"
        href={urlFor('QuotationRequestDetailCustomer', { id: request.id })}
      >
        {text}
      </Anchor>
    )
  }
  return (
    <Text {...common} c={request.quotationsCount > 0 ? 'orange.8' : 'dimmed'}>
      {text}
    </Text>
  )
}

export function Parts({ request, max }: { request: BuyerRequest; max?: number }) {
  const details = request.details ?? []
  const shown = max ? details.slice(0, max) : details
  const hidden = details.length - shown.length
  return (
    <List size="sm" spacing={2} listStyleType="disc" withPadding>
      {shown.map((detail) => (
        <List.Item key={detail.id}>
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            {detailText(detail)}
          </Text>
        </List.Item>
      ))}
      {hidden > 0 && (
        <List.Item>
          <Text size="sm" c="dimmed" span>
            {REQUEST_TEXTS.more(hidden)}
          </Text>
        </List.Item>
      )}
    </List>
  )
}

export function Buyer({ request }: { request: BuyerRequest }) {
  const mobileText = useMobileText()
  if (!request.user) return null
  return (
    <Group gap={6} wrap="nowrap" data-testid="request-buyer">
      <IconUser size={16} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate>
        {request.user.name} · {mobileText(request.user.mobile)}
      </Text>
    </Group>
  )
}

export function CloseButton({
  request,
  onClose,
}: {
  request: BuyerRequest
  onClose: (request: BuyerRequest) => void
}) {
  if (!request.can_close) return null
  return (
    <Button
      size="compact-xs"
      ml="auto"
      variant="subtle"
      color="red"
      onClick={() => onClose(request)}
      aria-label={`${REQUEST_TEXTS.closeRequest} ${request.code}`}
    >
      {REQUEST_TEXTS.closeRequest}
    </Button>
  )
}

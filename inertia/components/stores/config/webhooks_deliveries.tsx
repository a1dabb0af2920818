import { useState } from 'react'
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import type { DeliveryStatus } from '@rules/integrations/rules/webhook_rules'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { api, errorMessage } from '~/lib/http'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { WEBHOOKS_TEXTS as T } from './webhooks_texts'
import { DELIVERIES_PAGE_SIZE, useWebhookDeliveries } from './webhooks_data'

const STATUS_COLOR: Record<DeliveryStatus, string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
}

/**
 * 'Registro de entregas': every delivery of the store's webhooks, newest first, 20 a page,
 * filtered by status. The owner may 'Reenviar' one (the same event id, a new attempt); advisers
 * read it. `version` changes reload it.
 */
export function WebhookDeliveries({
  storeId,
  canEdit,
  version,
  onResent,
}: {
  storeId: number
  canEdit: boolean
  version: number
  onResent: () => void
}) {
  const { country } = useShared()
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<DeliveryStatus | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const { rows, count, state } = useWebhookDeliveries(storeId, page, status, version)
  const options = [
    { value: '', label: T.allStatuses },
    ...(Object.keys(T.deliveryStatus) as DeliveryStatus[]).map((value) => ({
      value,
      label: T.deliveryStatus[value],
    })),
  ]
  const resend = async (deliveryId: number) => {
    setBusy(deliveryId)
    const response = await api(
      'POST',
      urlFor('api.store.webhooks.deliveries.resend', { id: storeId, deliveryId })
    )
    setBusy(null)
    if (!response.ok) return showToast({ color: 'red', message: errorMessage(response) })
    showToast({ color: 'green', message: response.body.message })
    onResent()
  }
  const headers = [T.event, T.eventId, T.status, T.attempts, T.httpCode, T.date]

  return (
    <Stack gap="sm" data-testid="webhook-deliveries">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {T.deliveriesTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.deliveriesHelp}
          </Text>
        </div>
        <Select
          label={T.filterStatus}
          data={options}
          value={status ?? ''}
          onChange={(value) => {
            setPage(0)
            setStatus(value ? (value as DeliveryStatus) : null)
          }}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {state === 'failed' && <Alert color="red">{T.deliveriesFailed}</Alert>}
      {state === 'ready' && rows.length === 0 && <EmptyState message={T.noDeliveries} />}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {[...headers, ...(canEdit ? [''] : [])].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {delivery.event}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {delivery.eventId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[delivery.status]} variant="light">
                      {T.deliveryStatus[delivery.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td title={delivery.lastError ?? undefined}>
                    {delivery.lastStatusCode ?? (delivery.lastError ? '—' : '')}
                  </Table.Td>
                  <Table.Td>{formatDate(delivery.createdAt, country.locale, true)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === delivery.id}
                        onClick={() => void resend(delivery.id)}
                      >
                        {T.resend}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PaginationControl
        total={count}
        pageSize={DELIVERIES_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  )
}

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { WEBHOOKS_TEXTS as T } from './webhooks_texts'
import type { WebhookView } from './webhooks_data'

export type WebhookAction = 'edit' | 'delete' | 'rotate' | 'resume' | 'test'

/**
 * The store's webhooks: URL, events as badges, Activo/Pausado, failures in a row, and for the
 * owner the actions (Editar, Rotar secreto, Enviar prueba, Eliminar; 'Reactivar' when paused).
 */
export function WebhooksTable({
  webhooks,
  canEdit,
  busy,
  onAction,
}: {
  webhooks: WebhookView[]
  canEdit: boolean
  busy: number | null
  onAction: (action: WebhookAction, webhook: WebhookView) => void
}) {
  const headers = [T.url, T.events, T.status, T.failures, ...(canEdit ? [T.actions] : [])]
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" data-testid="webhooks-table">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((webhook) => (
            <Table.Tr key={webhook.id}>
              <Table.Td miw={200}>
                <Stack gap={2}>
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {webhook.url}
                  </Text>
                  {webhook.status === 'paused' && (
                    <Text size="xs" c="red">
                      {T.pausedAlert(webhook.consecutiveFailures)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td miw={170}>
                <Group gap={4}>
                  {webhook.events.map((event) => (
                    <Badge
                      key={event}
                      variant="light"
                      tt="none"
                      title={T.eventLabels[event]}
                      style={{ maxWidth: 'none', overflow: 'visible' }}
                    >
                      {event}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td miw={96}>
                <Badge
                  color={webhook.status === 'active' ? 'green' : 'red'}
                  style={{ maxWidth: 'none', overflow: 'visible' }}
                >
                  {webhook.status === 'active' ? T.active : T.paused}
                </Badge>
              </Table.Td>
              <Table.Td>{webhook.consecutiveFailures}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4}>
                    {webhook.status === 'paused' && (
                      <Button
                        size="xs"
                        loading={busy === webhook.id}
                        onClick={() => onAction('resume', webhook)}
                      >
                        {T.resume}
                      </Button>
                    )}
                    {webhook.status === 'active' && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === webhook.id}
                        onClick={() => onAction('test', webhook)}
                      >
                        {T.test}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => onAction('edit', webhook)}>
                      {T.edit}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => onAction('rotate', webhook)}>
                      {T.rotate}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => onAction('delete', webhook)}
                    >
                      {T.delete}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

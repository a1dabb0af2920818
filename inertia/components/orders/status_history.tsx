import { Paper, Text, Timeline, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { orderFormat } from './format'
import { StatusBadge } from './status_badge'
import { ORDER_TEXTS as T } from './texts'

type Order = Data.Orders.OrderDetail

/**
 * The order's life, oldest first: its creation, approved payments and every status change
 * with its date, who made it (the buyer sees the store's name) and its note (tracking note,
 * cancel reason).
 */
export function StatusHistory({ order }: { order: Order }) {
  const { date } = orderFormat(order.country_code)
  const who = (entry: Order['history'][number]) => {
    if (entry.by) return T.by(entry.by)
    if (entry.side === 'buyer' && order.side === 'buyer') return T.byYou
    return null
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {T.historyTitle}
      </Title>
      <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
        {order.history.map((entry, index) => (
          <Timeline.Item
            key={`${entry.kind}-${index}`}
            title={
              entry.kind === 'change' ? (
                <StatusBadge status={entry.status} label={entry.status_label} />
              ) : (
                <Text size="sm" fw={600}>
                  {T.history[entry.kind]}
                </Text>
              )
            }
            data-testid="history-entry"
          >
            <Text size="xs" c="dimmed">
              {date(entry.at, true)}
              {who(entry) ? ` · ${who(entry)}` : ''}
            </Text>
            {entry.note && (
              <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  )
}

import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useNarrow } from '~/lib/use_narrow'
import type { Data } from '@generated/data'
import { orderFormat } from './format'
import { ORDER_TEXTS as T } from './texts'

type Order = Data.Orders.OrderDetail

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}

/**
 * What was bought: each line (description, quantity, unit price, line total), then subtotal,
 * the shipping option and its cost, the total — and, for the store and staff, the commission
 * stored with the order and what the store receives (total − commission).
 */
export function OrderItems({ order }: { order: Order }) {
  const { money } = orderFormat(order.country_code)
  const narrow = useNarrow('(max-width: 36em)')
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {T.products}
      </Title>
      {narrow ? (
        <Stack gap="xs" data-testid="order-items">
          {order.items.map((item) => (
            <div key={item.id}>
              <Text size="sm" fw={600}>
                {item.description}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {item.quantity} × {money(item.unit_price)}
                </Text>
                <Text size="sm">{money(item.total)}</Text>
              </Group>
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" data-testid="order-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.description}</Table.Th>
                <Table.Th ta="right">{T.quantity}</Table.Th>
                <Table.Th ta="right">{T.unitPrice}</Table.Th>
                <Table.Th ta="right">{T.lineTotal}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.unit_price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={4} mt="md" ml="auto" maw={380} data-testid="order-totals">
        <Line label={T.subtotal} value={money(order.subtotal)} />
        <Line
          label={`${T.shipping} · ${order.shipping_option_label}`}
          value={money(order.shipping_cost)}
        />
        <Divider my={4} />
        <Line label={T.total} value={money(order.total)} strong />
        {order.commission !== null && order.net !== null && (
          <>
            <Line label={T.commission} value={`− ${money(order.commission)}`} />
            <Line
              label={order.side === 'staff' ? T.netStaff : T.net}
              value={money(order.net)}
              strong
            />
          </>
        )}
      </Stack>
    </Paper>
  )
}

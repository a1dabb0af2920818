import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core'
import { useNarrow } from '~/lib/use_narrow'
import { Link, router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { orderFormat } from './format'
import { StatusBadge } from './status_badge'
import { ORDER_TEXTS as T } from './texts'

type Order = Data.Orders.OrderSummary

export interface OrdersListProps {
  orders: Order[]
  metadata: { count: number; page: number; pageSize: number }
  status: string | null
  statusOptions: { value: string; label: string }[]
  /** Which party the rows name: the store (buyer's list), the buyer (store's), both (staff). */
  side: 'buyer' | 'store' | 'staff'
  /** The list's own path (query string changes only). */
  path: string
  emptyText: string
}

const NARROW = '(max-width: 48em)'

/**
 * Mis compras / Ventas: 20 orders a page, newest first — ref_venta and date, the other party,
 * items, total in the order's currency and the status badge; a status filter; the rows link to
 * the detail. Changing page or filter is an Inertia visit with the query string.
 */
export function OrdersList(props: OrdersListProps) {
  const { orders, metadata, status, statusOptions, side, path } = props
  const narrow = useNarrow(NARROW)

  const visit = (query: { page?: number; status?: string | null }) => {
    const next = { status: status ?? undefined, page: metadata.page, ...query }
    router.get(
      path,
      {
        ...(next.status ? { status: next.status } : {}),
        ...(next.page ? { page: next.page } : {}),
      },
      { preserveScroll: query.page !== undefined, preserveState: true }
    )
  }

  const filter = (
    <NativeSelect
      aria-label={T.statusFilter}
      w={220}
      value={status ?? ''}
      onChange={(event) => visit({ status: event.currentTarget.value || null, page: 0 })}
      data={[{ value: '', label: T.allStatuses }, ...statusOptions]}
      data-testid="status-filter"
    />
  )

  const party = (order: Order) =>
    side === 'buyer' ? order.store?.name : side === 'store' ? order.buyer?.name : null

  return (
    <Stack gap="md">
      <Group justify="flex-end">{filter}</Group>
      {orders.length === 0 ? (
        <EmptyState message={status ? T.emptyFiltered : props.emptyText} />
      ) : narrow ? (
        <Stack gap="sm">
          {orders.map((order) => {
            const { money, date } = orderFormat(order.country_code)
            return (
              <Paper key={order.id} withBorder radius="md" p="md" data-testid="order-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0}>
                    <Anchor component={Link} href={order.url} fw={700}>
                      {order.ref_venta}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {date(order.created_at, true)}
                    </Text>
                  </Stack>
                  <StatusBadge status={order.status} label={order.status_label} />
                </Group>
                <Text size="sm" mt={4}>
                  {party(order) ?? `${order.store?.name} · ${order.buyer?.name}`}
                </Text>
                <Group justify="space-between" mt={4}>
                  <Text size="sm" c="dimmed">
                    {T.itemsCount(order.items_count)}
                  </Text>
                  <Text fw={700}>{money(order.total)}</Text>
                </Group>
              </Paper>
            )
          })}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.columns.order}</Table.Th>
                  {side !== 'store' && <Table.Th>{T.columns.store}</Table.Th>}
                  {side !== 'buyer' && <Table.Th>{T.columns.buyer}</Table.Th>}
                  <Table.Th>{T.columns.items}</Table.Th>
                  <Table.Th>{T.columns.total}</Table.Th>
                  <Table.Th>{T.columns.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((order) => {
                  const { money, date } = orderFormat(order.country_code)
                  return (
                    <Table.Tr key={order.id} data-testid="order-row">
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Anchor component={Link} href={order.url} fw={700} size="sm">
                            {order.ref_venta}
                          </Anchor>
                          {side === 'store' && !order.is_read && (
                            <Badge size="xs" color="orange">
                              {T.newSale}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {date(order.created_at, true)}
                        </Text>
                      </Table.Td>
                      {side !== 'store' && (
                        <Table.Td>
                          <Text size="sm">{order.store?.name ?? '--'}</Text>
                        </Table.Td>
                      )}
                      {side !== 'buyer' && (
                        <Table.Td>
                          <Text size="sm">{order.buyer?.name ?? '--'}</Text>
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Text size="sm">{T.itemsCount(order.items_count)}</Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm" fw={600}>
                          {money(order.total)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={order.status} label={order.status_label} />
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <PaginationControl
        total={metadata.count}
        pageSize={metadata.pageSize}
        page={metadata.page}
        onChange={(page) => visit({ page })}
      />
    </Stack>
  )
}

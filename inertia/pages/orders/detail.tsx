import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link, router } from '@inertiajs/react'
import { IconArrowLeft } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { AppLayout } from '~/layouts/app_layout'
import { orderFormat } from '~/components/orders/format'
import { OrderItems } from '~/components/orders/order_items'
import { OrderRecords } from '~/components/orders/order_records'
import { StatusActions } from '~/components/orders/status_actions'
import { StatusBadge } from '~/components/orders/status_badge'
import { StatusHistory } from '~/components/orders/status_history'
import { ORDER_TEXTS as T } from '~/components/orders/texts'
import { CHAT_ANCHOR, ChatSlot, useChatSection } from '~/components/chat/chat_slot'
import { useOrderStream } from '~/components/orders/use_order_stream'
import { RatePurchaseCard } from '~/components/reports/nps/rate_purchase_card'

/**
 * One order (/{product}Go/compras/{id} for its buyer, /{product}Go/ventas/{id} for the store
 * that sold it and, read-only, for staff): header with status, the status actions, items and
 * amounts (commission and net for the store), shipping and billing data, comment, quotation and
 * history, and the chat between the buyer and the store (`?section=chat` scrolls to it).
 * The buyer's and the store's pages follow the order's status live (its channel): the badge,
 * the actions ('Cancelar mi pedido' only while pending) and the history change without a reload.
 * The buyer of a delivered order is asked to rate it ('Califica tu compra'; opened at once from
 * the delivered notice's link, `?calificar=1`).
 */
export default function OrderDetailPage({ order }: { order: Data.Orders.OrderDetail }) {
  const { date } = orderFormat(order.country_code)
  useChatSection(true)
  useOrderStream(order.id, order.side !== 'staff', () => router.reload({ only: ['order'] }))
  const buyerSide = order.side === 'buyer'
  return (
    <AppLayout title={T.orderTitle(order.ref_venta)}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Group>
            <Button
              component={Link}
              href={order.back_url}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              px={0}
            >
              {buyerSide ? T.backToPurchases : T.backToSales}
            </Button>
          </Group>
          <Group justify="space-between" align="flex-start">
            <div>
              <Group gap="sm">
                <Title order={1} size="h2">
                  {T.orderTitle(order.ref_venta)}
                </Title>
                <StatusBadge status={order.status} label={order.status_label} />
              </Group>
              <Text c="dimmed" size="sm">
                {T.createdOn(date(order.created_at, true))} ·{' '}
                {T.salesModel[order.sales_model] ?? order.sales_model}
              </Text>
            </div>
            <Stack gap={0} align="flex-end">
              {order.side !== 'store' && order.store && (
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {T.storeLabel}:{' '}
                  </Text>
                  {order.store.name}
                </Text>
              )}
              {!buyerSide && order.buyer && (
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {T.buyerLabel}:{' '}
                  </Text>
                  {order.buyer.name}
                </Text>
              )}
              {order.adviser && (
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {T.adviserLabel}:{' '}
                  </Text>
                  {order.adviser.name}
                </Text>
              )}
            </Stack>
          </Group>
          {order.cancel_reason && (
            <Alert color="red" variant="light" title={T.cancelReason}>
              {order.cancel_reason}
            </Alert>
          )}
          <StatusActions order={order} />
          {buyerSide && <RatePurchaseCard orderId={order.id} status={order.status} />}
          <OrderItems order={order} />
          <OrderRecords order={order} />
          <StatusHistory order={order} />
          <ChatSlot
            kind="order"
            transactionId={order.id}
            storeId={order.store?.id}
            anchor={CHAT_ANCHOR}
          />
          <Anchor component={Link} href={order.back_url} size="sm">
            {T.back}
          </Anchor>
        </Stack>
      </Container>
    </AppLayout>
  )
}

import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconBan, IconReceipt } from '@tabler/icons-react'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotation } from './types'

/** 'Cotización descartada': the buyer's reason and date (doc 3 §3 buyerIgnoreQuotation). */
export function DiscardedNote({ quotation }: { quotation: BuyerQuotation }) {
  const { country } = useShared()
  const ignore = quotation.buyerIgnoreQuotation
  if (!ignore) return null
  return (
    <Alert color="gray" variant="light" icon={<IconBan />} title={T.discardedTitle}>
      <Text size="sm" data-testid="discarded-note">
        {T.discardedText(
          ignore.reason_label ?? ignore.reason,
          formatDate(ignore.created_at, country.locale)
        )}
      </Text>
    </Alert>
  )
}

/**
 * The orders made from the quotation (doc 3 §3 cartShoppingHeader): reference, total, what was
 * bought, and the link to the buyer's order page; a cancelled one is marked.
 */
export function OrdersNote({ quotation }: { quotation: BuyerQuotation }) {
  const { country } = useShared()
  if (quotation.orders.length === 0) return null
  return (
    <Paper withBorder radius="md" p="md" data-testid="quotation-orders">
      <Group gap={6} mb="xs">
        <IconReceipt size={18} />
        <Text fw={700} size="sm">
          {T.ordersTitle}
        </Text>
      </Group>
      <Stack gap="xs">
        {quotation.orders.map((order) => (
          <div key={order.id}>
            <Group gap="xs" wrap="wrap">
              <Anchor href={order.url} fw={600} size="sm">
                {T.orderLink(order.ref_venta)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDate(order.created_at, country.locale)} ·{' '}
                {formatMoney(order.total, country.locale, country.currency)}
              </Text>
              {order.cancelled && (
                <Badge color="gray" variant="light">
                  {T.cancelledOrder}
                </Badge>
              )}
            </Group>
            {order.items.length > 0 && (
              <Stack component="ul" gap={0} my={4} pl="lg">
                {order.items.map((item, index) => (
                  <Text component="li" size="sm" key={index}>
                    {item.description} × {item.quantity}
                  </Text>
                ))}
              </Stack>
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  )
}

/** Staff only: the infractions registered on the quotation (type, detail, date). */
export function InfractionsNote({ quotation }: { quotation: BuyerQuotation }) {
  const { country } = useShared()
  if (!quotation.infractions || quotation.infractions.length === 0) return null
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={T.infractionsTitle}
      data-testid="quotation-infractions"
    >
      <Stack component="ul" gap={4} m={0} pl="md">
        {quotation.infractions.map((infraction) => (
          <Text component="li" size="sm" key={infraction.id}>
            {formatDate(infraction.created_at, country.locale)} —{' '}
            <strong>{infraction.infractionTypeLabel}</strong>: {infraction.infraction_detail}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

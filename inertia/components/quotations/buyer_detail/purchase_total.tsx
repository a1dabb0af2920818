import { Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { ShippingPolicyPopover } from '~/components/checkout/shipping_policy_popover'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { BuyerQuotation } from './types'

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string
  value: string
  strong?: boolean
  testId: string
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}

/**
 * The total box of a purchase option (doc 3 §2.3): subtotal, shipping — its value by the one
 * shipping rule (the vendor's value capped by the store's tiers), 'Envío gratis' when the
 * store's tiers make it free, otherwise the option's text ('Costo de envío incluido') — and
 * total, in the country's money (es-CO / es-MX), with the store's 'Política de envíos' naming
 * this purchase's shipping. `totals` are what the buyer chose, or the whole offer when they
 * cannot buy (decimal texts).
 */
export function PurchaseTotal({
  quotation,
  totals,
  chosen,
}: {
  quotation: BuyerQuotation
  totals: { subtotal: string; shipping: string; total: string }
  /** The totals are the buyer's choice (else: the whole offer). */
  chosen: boolean
}) {
  const { country } = useShared()
  const money = (value: string) => formatMoney(value, country.locale, country.currency)
  const charged = Number(totals.shipping) > 0
  const byTiers =
    quotation.shipping_option !== 'included' && (quotation.store?.shippingRules.length ?? 0) > 0
  const shipping = charged
    ? money(totals.shipping)
    : byTiers
      ? T.freeShipping
      : (quotation.shipping_option_label ?? '')
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="purchase-total">
      <Stack gap={6}>
        <Line label={T.subtotal} value={money(totals.subtotal)} testId="purchase-subtotal" />
        <Line label={T.shipping} value={shipping} testId="purchase-shipping" />
        {quotation.store && quotation.shipping_option !== 'included' && (
          <Group justify="flex-end">
            <ShippingPolicyPopover
              storeId={quotation.store.id}
              purchase={{
                subtotal: totals.subtotal,
                shippingOption: quotation.shipping_option,
                shippingCost: quotation.shipping_cost,
              }}
            />
          </Group>
        )}
        <Divider my={2} />
        <Line label={T.total} value={money(totals.total)} strong testId="purchase-total-value" />
        <Text size="xs" c="dimmed">
          {chosen ? T.totalHelp : T.taxesIncluded}
        </Text>
      </Stack>
    </Paper>
  )
}

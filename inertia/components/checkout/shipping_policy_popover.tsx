/**
 * The shipping policy popover (doc 1 §2 "Shipping policy popover listing price tiers", §3
 * "Shipping cost rules"): the store's tiers — 'Compras desde $ 100.000' → '$ 6.000', a cost of
 * 0 as 'Envío gratis' — in the country's money (es-CO / es-MX), then the store's policy text.
 * A purchase below the first tier pays nothing (the rule of app/stores/rules/shipping_rules.ts,
 * the same the order uses), so that row shows too when the first tier does not start at 0.
 *
 * Props (`ShippingPolicyPopoverProps`), one of:
 * - `{ storeId: number }` — loads GET /api/store/store/{id}/shippingCostRulesAndDiscounts the
 *   first time it opens;
 * - `{ data: Data.Stores.StoreShipping }` — the answer already loaded (the checkout wizard has
 *   it), nothing is fetched.
 * And optionally `label?: string` — the text of the button that opens it (default 'Política de
 * envíos') — and `purchase?: PolicyPurchase` — the purchase at hand: its shipping shows first
 * ('Tu compra de $ 210.947' → 'Envío gratis'), computed by the one shipping rule
 * (`deliveryShippingCents`, app/quotations/rules/pricing.ts) the checkout and the order use.
 */
import { useState } from 'react'
import { Alert, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { formatCents, moneyOf } from '@rules/core/rules/money'
import { shippingTiers } from '@rules/stores/rules/shipping_rules'
import { deliveryShippingCents, type PricingInput } from '@rules/quotations/rules/pricing'
import { Loading } from '~/components/loading'
import { api } from '~/lib/http'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { SHIPPING_POLICY_TEXTS as T } from './texts'

export type StoreShipping = Data.Stores.StoreShipping

/** The purchase whose shipping the popover names (decimal texts). */
export interface PolicyPurchase {
  subtotal: string
  shippingOption: PricingInput['shippingOption']
  shippingCost: string | null
}

export type ShippingPolicyPopoverProps = ({ storeId: number } | { data: StoreShipping }) & {
  label?: string
  purchase?: PolicyPurchase
}

export function ShippingPolicyPopover(props: ShippingPolicyPopoverProps) {
  const given = 'data' in props ? props.data : null
  const [loaded, setLoaded] = useState<StoreShipping | null>(null)
  const [failed, setFailed] = useState(false)
  const data = given ?? loaded

  const load = async () => {
    if (given || loaded || !('storeId' in props)) return
    setFailed(false)
    const response = await api<{ data: StoreShipping }>(
      'GET',
      urlFor('api.store.shippingCostRulesAndDiscounts', { id: props.storeId })
    )
    if (response.ok) setLoaded(response.body.data)
    else setFailed(true)
  }

  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md" onOpen={() => void load()}>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconTruckDelivery size={16} />}
          data-testid="shipping-policy"
        >
          {props.label ?? T.button}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {data ? (
          <ShippingPolicyContent data={data} purchase={props.purchase} />
        ) : failed ? (
          <Alert color="red" variant="light">
            {T.loadError}
          </Alert>
        ) : (
          <Loading />
        )}
      </Popover.Dropdown>
    </Popover>
  )
}

/** The tiers and the policy text (also usable inside the wizard's shipping step). */
export function ShippingPolicyContent({
  data,
  purchase,
}: {
  data: StoreShipping
  purchase?: PolicyPurchase
}) {
  const { country } = useShared()
  const money = (cents: bigint) => formatMoney(formatCents(cents), country.locale, country.currency)
  const tiers = shippingTiers(data.rules)
  const purchaseShipping = purchase
    ? deliveryShippingCents({
        shippingOption: purchase.shippingOption,
        shippingCost: purchase.shippingCost,
        storeRules: data.rules,
        subtotal: moneyOf(purchase.subtotal),
      })
    : null
  const rows: { label: string; cost: string }[] = []
  if (tiers.length > 0 && tiers[0].from > 0n) {
    rows.push({ label: T.below(money(tiers[0].from)), cost: T.free })
  }
  for (const tier of tiers) {
    rows.push({
      label: T.from(money(tier.from)),
      cost: tier.cost === 0n ? T.free : money(tier.cost),
    })
  }
  return (
    <Stack gap="xs" data-testid="shipping-policy-content">
      <Text fw={700} size="sm">
        {T.title}
      </Text>
      {purchase && purchaseShipping !== null && (
        <Group
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          data-testid="shipping-policy-purchase"
        >
          <Text size="sm" fw={600}>
            {T.yourPurchase(money(moneyOf(purchase.subtotal)))}
          </Text>
          <Text size="sm" fw={700} c={purchaseShipping === 0n ? 'green' : undefined}>
            {purchaseShipping === 0n ? T.free : money(purchaseShipping)}
          </Text>
        </Group>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noRules}
        </Text>
      ) : (
        rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{row.label}</Text>
            <Text size="sm" fw={600} c={row.cost === T.free ? 'green' : undefined}>
              {row.cost}
            </Text>
          </Group>
        ))
      )}
      {data.shippingPolicy && (
        <>
          <Divider />
          <Text size="xs" fw={600}>
            {T.policy}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'pre-line' }}>
            {data.shippingPolicy}
          </Text>
        </>
      )}
    </Stack>
  )
}

import { Group, Radio, Stack, Text } from '@mantine/core'
import type { SelectedOption } from '@rules/orders/rules/checkout'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ShippingPolicyPopover, type PolicyPurchase } from './shipping_policy_popover'
import { WIZARD_TEXTS as T } from './texts'
import type { Checkout } from './use_checkout'

/**
 * 'Costo de envío', step 1 of the checkout wizard (doc 1 §2, §3 "Shipping option values", §4):
 * delivery with its cost (the quotation's own shipping, or the store's tier rules), store
 * pickup and payment against delivery when the store allows them; the store's shipping policy
 * in a popover.
 */
export function ShippingStep({
  checkout,
  purchase,
}: {
  checkout: Checkout
  purchase?: PolicyPurchase
}) {
  const { country } = useShared()
  const money = (value: string) => formatMoney(value, country.locale, country.currency)
  const { store, options, choice, setChoice, costOf } = checkout

  const hint = (option: SelectedOption) => {
    if (option === 'storePickup') return T.optionHints.storePickup
    if (option === 'paymentAgainstDelivery') return T.optionHints.paymentAgainstDelivery
    const cost = costOf(option)
    return Number(cost) > 0 ? T.optionHints.shippingCost(money(cost)) : T.optionHints.shippingFree
  }

  return (
    <Stack gap="sm">
      <Radio.Group
        label={T.optionsLegend}
        value={choice.option}
        onChange={(value) => setChoice({ option: value as SelectedOption })}
      >
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio
              key={option}
              value={option}
              data-testid={`shipping-option-${option}`}
              label={
                <Text fw={600} size="sm">
                  {T.options[option]}
                </Text>
              }
              description={hint(option)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {store && (
        <Group justify="flex-end">
          <ShippingPolicyPopover data={store} purchase={purchase} />
        </Group>
      )}
    </Stack>
  )
}

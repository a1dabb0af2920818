import { useState } from 'react'
import { Button, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { parseMoney } from '@rules/core/rules/money'
import { suggestedPrice, type ServiceCosts } from '@rules/quotations/rules/pricing'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { percentText, separators } from './quotation_values'
import { PRODUCT_TEXTS as T } from './texts'

/**
 * 'Calcular precio' (doc 3 §9): the unit price that leaves the vendor the value they want after
 * the percentage of the commission — desired net ÷ (1 − serviceCostPercent), truncated to 2
 * decimals by the server's own function, rounded to the peso in COP (whole pesos; MXN keeps
 * the cents). 'Usar este precio' puts it in the product.
 */
export function PriceCalculatorModal({
  opened,
  costs,
  onClose,
  onUse,
}: {
  opened: boolean
  costs: ServiceCosts
  onClose: () => void
  onUse: (price: string) => void
}) {
  const { country } = useShared()
  const { thousand, decimal } = separators(country.locale)
  const [net, setNet] = useState('')
  const money = (value: string | number) => formatMoney(value, country.locale, country.currency)
  const percent = percentText(costs.serviceCostPercent, country.locale)
  const valid = net !== '' && (parseMoney(net) ?? 0n) > 0n
  const price = valid ? suggestedPrice(net, costs.serviceCostPercent, country.currency) : null

  return (
    <Modal opened={opened} onClose={onClose} title={T.calculatorTitle} centered>
      <Stack gap="sm">
        <Text size="sm">{T.calculatorHelp(percent)}</Text>
        <NumberInput
          label={T.desiredNet}
          prefix="$ "
          thousandSeparator={thousand}
          decimalSeparator={decimal}
          decimalScale={country.currency === 'COP' ? 0 : 2}
          allowNegative={false}
          value={net}
          onChange={(value) => setNet(value === '' ? '' : String(value))}
          error={net !== '' && !valid ? T.invalidNet : undefined}
          data-autofocus
        />
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {T.suggested}
            </Text>
            <Text fw={700} data-testid="suggested-price">
              {price ? money(price) : '--'}
            </Text>
          </Group>
        </Paper>
        {Number(costs.serviceCost) > 0 && (
          <Text size="xs" c="dimmed">
            {T.calculatorFixed(money(costs.serviceCost))}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button disabled={!price} onClick={() => price && onUse(price)}>
            {T.useSuggested}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

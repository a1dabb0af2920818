import { Divider, Group, Paper, Stack, Text } from '@mantine/core'
import type { Pricing, ServiceCosts } from '@rules/quotations/rules/pricing'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { percentText } from './quotation_values'
import { QUOTE_TEXTS as T } from './texts'

function Line({
  label,
  value,
  help,
  strong,
  testId,
}: {
  label: string
  value: string
  help?: string
  strong?: boolean
  testId: string
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={strong ? 700 : 400}>
          {label}
        </Text>
        {help && (
          <Text size="xs" c="dimmed">
            {help}
          </Text>
        )}
      </div>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  )
}

/**
 * The totals of a quotation (doc 3 §9), as rules/pricing.ts computes them on the server:
 * subtotal, shipping, total, the platform's 'Comisión' ((subtotal + shipping) × percentage +
 * fixed cost, or the stored one once linked to an order) and what the vendor receives
 * ('Recibirás'). Without the service costs (still loading) the last two wait.
 */
export function TotalsBox({
  pricing,
  costs,
  staff = false,
}: {
  pricing: Pricing
  /** Null while loading, or for a viewer who does not see them. */
  costs: ServiceCosts | null
  /** Staff read what the vendor receives ('Recibe el vendedor'), not 'Recibirás'. */
  staff?: boolean
}) {
  const { country } = useShared()
  const money = (value: string | number) => formatMoney(value, country.locale, country.currency)
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="quotation-totals">
      <Stack gap={6}>
        <Line label={T.subtotal} value={money(pricing.subtotal)} testId="total-subtotal" />
        <Line label={T.shippingLine} value={money(pricing.shipping)} testId="total-shipping" />
        <Line label={T.total} value={money(pricing.total)} strong testId="total-total" />
        <Divider my={4} />
        {costs && pricing.total === '0.00' ? (
          <Text size="sm" c="dimmed">
            {T.commissionPending}
          </Text>
        ) : costs ? (
          <>
            <Line
              label={T.commission}
              help={
                pricing.commissionSource === 'stored'
                  ? undefined
                  : T.commissionHelp(
                      percentText(costs.serviceCostPercent, country.locale),
                      money(costs.serviceCost)
                    )
              }
              value={`− ${money(pricing.commission)}`}
              testId="total-commission"
            />
            <Line
              label={staff ? T.netForStaff : T.net}
              value={money(pricing.vendorReceives)}
              strong
              testId="total-net"
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {T.costsLoading}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

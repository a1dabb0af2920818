import { useState, type ReactNode } from 'react'
import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Pricing } from '@rules/quotations/rules/pricing'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ProductsTable } from './products_table'
import { TotalsBox } from './totals_box'
import { lazyNamed } from '~/lib/lazy'
import { OnDemand } from '~/components/on_demand'
import { quotationValues, type ItemValues } from './quotation_values'
import type { VendorQuotation } from './types'
import { QUOTE_TEXTS as T } from './texts'
import { QuotationStaffTools } from '~/components/moderation/quotation_staff_tools'

const ImageViewer = lazyNamed(() => import('./image_viewer'), 'ImageViewer')

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

/**
 * A quotation read-only (staff, or the store's own once closed or linked to an order): its
 * products, shipping, validity, seller, observations and the totals as the server computed
 * them (commission and what the vendor receives for the store and staff).
 */
export function QuotationSummary({
  quotation,
  staff = false,
  children,
}: {
  quotation: VendorQuotation
  staff?: boolean
  /** The store's actions on it ('Cerrar' once linked to an order). */
  children?: ReactNode
}) {
  const { country } = useShared()
  const [viewing, setViewing] = useState<ItemValues | null>(null)
  const money = (value: string) => formatMoney(value, country.locale, country.currency)
  const pricing: Pricing = {
    subtotal: quotation.subtotal,
    shipping: quotation.shipping,
    total: quotation.total,
    commission: quotation.commission ?? '0.00',
    vendorReceives: quotation.vendorReceives ?? quotation.total,
    commissionSource: quotation.commissionSource ?? 'computed',
  }
  const costs =
    quotation.service_cost !== null && quotation.service_cost_percent !== null
      ? { serviceCost: quotation.service_cost, serviceCostPercent: quotation.service_cost_percent }
      : null

  return (
    <Stack gap="sm">
      <QuotationStaffTools quotationId={quotation.id} />
      <ProductsTable items={quotationValues(quotation).items} readOnly onPhoto={setViewing} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact
          label={T.shipping}
          value={
            quotation.shipping_option !== 'included' && Number(quotation.shipping) > 0
              ? money(quotation.shipping)
              : quotation.shipping_option !== 'included' && quotation.shipping_rules?.length
                ? T.freeShipping
                : (quotation.shipping_option_label ?? '--')
          }
        />
        <Fact label={T.validUntil} value={quotation.validUntilFormatted} />
        {quotation.adviser && <Fact label={T.seller} value={quotation.adviser.name} />}
        {quotation.observations && <Fact label={T.observations} value={quotation.observations} />}
      </SimpleGrid>
      {costs ? (
        <TotalsBox pricing={pricing} costs={costs} staff={staff} />
      ) : (
        <Text fw={700} ta="right">
          {T.total}: {money(quotation.total)}
        </Text>
      )}
      {children && <Group justify="flex-end">{children}</Group>}
      <OnDemand when={viewing !== null}>
        <ImageViewer photo={viewing} onClose={() => setViewing(null)} />
      </OnDemand>
    </Stack>
  )
}

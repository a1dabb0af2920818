import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IndicatorSections, Later, SummaryState } from './summary_view'
import type { SellerSettings } from './types'
import { INDICATOR_TEXTS as I, VENDOR_TEXTS as T } from './texts'

/**
 * 'Mis indicadores' → the large modal 'Indicadores' (doc 2 §2 "Seller area"): Indicadores de
 * Oportunidad de ventas, Indicadores de operación, Estado de cotizaciones, Indicador de
 * conversión, closed with 'Entendido'. Each section shows the store's real figures that exist so
 * far and says where a figure comes with the reports issue. The content is for vendors and
 * store advisers; staff (who do not see the counters nor the efficiency indicators, doc 2 §6)
 * get the shell with that explanation.
 */
export function IndicatorsModal({
  opened,
  onClose,
  seller,
}: {
  opened: boolean
  onClose: () => void
  seller: SellerSettings
}) {
  const forVendor = seller.can.viewIndicators && seller.storeId !== null
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{T.indicatorsTitle}</Text>}
      size="xl"
      centered
    >
      <Stack gap="md" data-testid="indicators-modal">
        {!forVendor ? (
          <Later>{seller.readOnly ? I.staffOnly : (seller.inactiveNotice ?? I.needsStore)}</Later>
        ) : (
          opened && (
            <SummaryState storeId={seller.storeId} enabled={opened}>
              {(summary) => <IndicatorSections summary={summary} />}
            </SummaryState>
          )
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.understood}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

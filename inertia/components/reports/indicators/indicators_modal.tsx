import { Alert, Button, CloseButton, Group, Modal, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Loading } from '~/components/loading'
import type { SellerSettings } from '~/components/quotations/vendor/types'
import { INDICATOR_TEXTS as I } from '../texts'
import { IndicatorSections } from './indicator_sections'
import { useStoreIndicators } from './use_store_indicators'
import { StoreNpsGauge } from '../nps/store_nps_gauge'

/** The store's indicators once read (or the loading and error states). */
export function StoreIndicatorsView({
  seller,
  enabled,
}: {
  seller: SellerSettings
  enabled: boolean
}) {
  const { data, error } = useStoreIndicators(seller.storeId, {
    enabled,
    counters: seller.can.viewOpportunityCounters,
  })
  if (error) return <Alert color="red">{error}</Alert>
  if (!data) return <Loading />
  return <IndicatorSections indicators={data} />
}

/** Why there is nothing to show (staff, a store without the module). */
export function IndicatorsNotice({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs">
      <Text size="sm">{children}</Text>
    </Alert>
  )
}

/**
 * 'Mis indicadores' → the large modal 'Indicadores' on every seller tab (doc 2 §2 "Seller
 * area"), closed with 'Entendido'. "The indicators modal content shows for vendors and store
 * advisers" (doc 2 §6): staff and a store without the GO module get the reason instead. The
 * figures are read when it opens (useStoreIndicators, 200 ms debounce).
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
    // Our own heading instead of Mantine's title bar: that bar is a <header>, which axe counts
    // as a second banner landmark of the page.
    <Modal opened={opened} onClose={onClose} size="xl" centered withCloseButton={false}>
      <Stack gap="md" data-testid="indicators-modal">
        <Group justify="space-between" wrap="nowrap">
          {/* Modal.Title names the dialog (aria-labelledby) */}
          <Modal.Title fw={700} fz="lg">
            {I.title}
          </Modal.Title>
          <CloseButton aria-label={I.close} onClick={onClose} />
        </Group>
        {forVendor ? (
          <>
            {opened && <StoreNpsGauge storeId={seller.storeId} />}
            {opened && <StoreIndicatorsView seller={seller} enabled={opened} />}
          </>
        ) : (
          <IndicatorsNotice>
            {seller.readOnly ? I.staffOnly : (seller.inactiveNotice ?? I.needsStore)}
          </IndicatorsNotice>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{I.understood}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

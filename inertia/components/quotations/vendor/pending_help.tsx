import { useState } from 'react'
import { Button, Group, Stack } from '@mantine/core'
import { IconHelpCircle, IconUsers } from '@tabler/icons-react'
import { ViewModeSwitch, type ViewMode } from '~/components/view_mode_switch'
import { OnDemand } from '~/components/on_demand'
import { lazyNamed } from '~/lib/lazy'
import { IndicatorsButton } from './shared'
import type { SellerSettings } from './types'
import { VENDOR_TEXTS as T } from './texts'

/** The three dialogs load on their first open. */
const HowItWorksModal = lazyNamed(() => import('./how_it_works_modal'), 'HowItWorksModal')
const WaitingCustomersModal = lazyNamed(
  () => import('./waiting_customers_modal'),
  'WaitingCustomersModal'
)
const IndicatorsModal = lazyNamed(
  () => import('~/components/reports/indicators/indicators_modal'),
  'IndicatorsModal'
)

/**
 * What a vendor asks about from Pendientes' toolbar: '¿Cómo funciona?', 'Clientes esperando'
 * and 'Mis indicadores', each opening its modal; and, wide, the view mode (cards, list, table).
 * Stacked full width at 769 px or narrower, where cards are the only view.
 */
export function PendingHelp({
  seller,
  storeId,
  moduleName,
  narrow,
  onModeChange,
}: {
  seller: SellerSettings
  storeId: number | null
  moduleName: string
  narrow: boolean
  onModeChange: (mode: ViewMode) => void
}) {
  const [modal, setModal] = useState<'how' | 'waiting' | 'indicators' | null>(null)
  const close = () => setModal(null)

  const buttons = (
    <>
      <Button
        variant="default"
        leftSection={<IconHelpCircle size={16} />}
        onClick={() => setModal('how')}
        fullWidth={narrow}
      >
        {T.howItWorks}
      </Button>
      <Button
        variant="default"
        leftSection={<IconUsers size={16} />}
        onClick={() => setModal('waiting')}
        fullWidth={narrow}
      >
        {T.waitingCustomers}
      </Button>
      <IndicatorsButton onClick={() => setModal('indicators')} fullWidth={narrow} />
    </>
  )

  return (
    <>
      {narrow ? (
        <Stack gap="xs" w="100%">
          {buttons}
        </Stack>
      ) : (
        <Group gap="xs" wrap="wrap">
          {buttons}
          <ViewModeSwitch onChange={onModeChange} />
        </Group>
      )}
      <OnDemand when={modal === 'how'}>
        <HowItWorksModal opened={modal === 'how'} onClose={close} moduleName={moduleName} />
      </OnDemand>
      <OnDemand when={modal === 'waiting'}>
        <WaitingCustomersModal
          opened={modal === 'waiting'}
          onClose={close}
          seller={seller}
          storeId={storeId}
        />
      </OnDemand>
      <OnDemand when={modal === 'indicators'}>
        <IndicatorsModal opened={modal === 'indicators'} onClose={close} seller={seller} />
      </OnDemand>
    </>
  )
}

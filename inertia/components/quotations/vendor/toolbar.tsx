import { Suspense, useState, type ReactNode } from 'react'
import { Alert, Button, Group, TextInput } from '@mantine/core'
import { IconBuildingStore, IconChartBar, IconSearch } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import type { SellerSettings } from './types'
import { VENDOR_TEXTS as T } from './texts'

/*
 * The toolbar of the seller tabs: what a vendor (or staff) uses to narrow a list — the store
 * picker, the code search — and the buttons and notices every tab shares.
 */

/** The store picker is for staff only: vendors do not load Mantine's Select. */
const Select = lazyNamed(() => import('~/components/mantine_on_demand'), 'OnDemandSelect')

/**
 * Staff pick the store whose lists they read (read-only). Until the Select arrives (a few
 * milliseconds) the same field shows, inert.
 */
export function StorePicker({
  seller,
  chosen,
  onChoose,
}: {
  seller: SellerSettings
  chosen: string | null
  onChoose: (value: string | null) => void
}) {
  if (!seller.readOnly) return null
  const width = { base: '100%', sm: 260 }
  const placeholder = (
    <TextInput
      aria-label={T.storeLabel}
      placeholder={T.allStores}
      leftSection={<IconBuildingStore size={16} />}
      value={seller.stores.find((store) => store.value === chosen)?.label ?? ''}
      readOnly
      w={width}
    />
  )
  return (
    <Suspense fallback={placeholder}>
      <Select
        aria-label={T.storeLabel}
        placeholder={T.allStores}
        leftSection={<IconBuildingStore size={16} />}
        data={seller.stores}
        value={chosen}
        onChange={onChoose}
        clearable
        searchable
        nothingFoundMessage={T.noResults}
        w={width}
        comboboxProps={{ withinPortal: true }}
      />
    </Suspense>
  )
}

/** 'Buscar por código' (SC-000123, or CT-… on Cotizadas): applied on Enter or on blur. */
export function CodeSearch({ onSearch }: { onSearch: (code: string) => void }) {
  const [value, setValue] = useState('')
  const apply = () => onSearch(value.trim())
  return (
    <TextInput
      aria-label={T.searchByCode}
      placeholder={T.searchByCode}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value)
        if (!event.currentTarget.value.trim()) onSearch('')
      }}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
      onBlur={apply}
      w={{ base: '100%', sm: 200 }}
    />
  )
}

export function IndicatorsButton({
  onClick,
  fullWidth,
}: {
  onClick: () => void
  fullWidth?: boolean
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconChartBar size={16} />}
      onClick={onClick}
      fullWidth={fullWidth}
    >
      {T.myIndicators}
    </Button>
  )
}

export function ReadOnlyNotice({ seller }: { seller: SellerSettings }) {
  if (!seller.readOnly) return null
  return (
    <Alert variant="light" color="gray" mb="md">
      {T.readOnly}
    </Alert>
  )
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={T.loadError}>
      {message}{' '}
      <Button size="xs" variant="light" color="red" ml="xs" onClick={onRetry}>
        {T.retry}
      </Button>
    </Alert>
  )
}

export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" mb="md" wrap="wrap" align="flex-end">
      {children}
    </Group>
  )
}

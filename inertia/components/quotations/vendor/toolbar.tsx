import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Alert, Button, Group, TextInput } from '@mantine/core'
import { IconBuildingStore, IconChartBar, IconSearch } from '@tabler/icons-react'
import { lazyNamed } from '~/lib/lazy'
import type { SellerSettings } from './types'
import { VENDOR_TEXTS as T } from './texts'

/*
 * The toolbar of the seller tabs: what a vendor (or staff) uses to narrow a list — the store
 * picker, the search box — and the buttons and notices every tab shares.
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

/** The search box waits this long after the last key before it reads the list again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The text of a tab's search box: `typed` follows every key, `search` (what the list is read
 * with) follows it 300 ms after the last key, at once on Enter or when the box is emptied.
 */
export function useListSearch() {
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const text = typed.trim()
    if (text === search) return
    const timer = setTimeout(() => setSearch(text), text ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [typed, search])
  return {
    typed,
    setTyped,
    search,
    apply: () => setSearch(typed.trim()),
    clear: () => {
      setTyped('')
      setSearch('')
    },
  }
}

export type ListSearchBox = ReturnType<typeof useListSearch>

/**
 * The seller tabs' search box: a fragment of the code (SC-000123, or CT-… on Cotizadas), the
 * brand, model, a part or its number, or the city; the list follows as the vendor types.
 */
export function ListSearch({ box }: { box: ListSearchBox }) {
  return (
    <TextInput
      type="search"
      aria-label={T.searchLabel}
      placeholder={T.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={box.typed}
      onChange={(event) => box.setTyped(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && box.apply()}
      w={{ base: '100%', sm: 320 }}
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

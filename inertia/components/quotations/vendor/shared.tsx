import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Group, Select, TextInput } from '@mantine/core'
import { IconBuildingStore, IconChartBar, IconSearch } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
import type { Paged, SellerSettings } from './types'
import { VENDOR_TEXTS as T } from './texts'

/** The six vendor scopes: Pendientes (doc 2 §7). */
export const PENDING_SCOPES = JSON.stringify([
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
])

/** Cards are the only view at 769 px or narrower (doc 2 §2, §9). */
export const NARROW = '(max-width: 769px)'

export interface SellerTabProps {
  seller: SellerSettings
  pageSize: number
}

/** The API paths of the seller side, under the route prefix and the product slug. */
export function useSellerApi() {
  const { product } = useShared()
  const path = usePath()
  const go = `/api/${product.goPath}`
  return {
    requests: (query: URLSearchParams) => path(`${go}/QuotationRequest?${query}`),
    opportunities: (storeId: number) =>
      path(`${go}/QuotationRequest/${storeId}/countSalesOpportunities`),
    summary: (storeId: number) => path(`${go}/QuotationRequest/${storeId}/vendorSummary`),
    discards: (query: URLSearchParams) => path(`${go}/vendorIgnoresQuotationRequest?${query}`),
    quotations: (query: URLSearchParams) => path(`${go}/Quotation?${query}`),
    requestPage: (id: number) => path(`/${product.goPath}/quotationRequest/${id}`),
  }
}

/**
 * The store whose lists are shown: the vendor's own, or for staff the one chosen in the picker
 * (kept in `?storeId=` so that it survives changing tabs; empty = every store).
 */
export function useStoreChoice(seller: SellerSettings) {
  const [chosen, setChosen] = useState<string | null>(() => {
    if (!seller.readOnly || typeof window === 'undefined') return null
    const value = new URLSearchParams(window.location.search).get('storeId')
    return value && seller.stores.some((store) => store.value === value) ? value : null
  })
  const choose = (value: string | null) => {
    setChosen(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('storeId', value)
    else url.searchParams.delete('storeId')
    window.history.replaceState(window.history.state, '', url)
  }
  const storeId = seller.readOnly ? (chosen ? Number(chosen) : null) : seller.storeId
  return { storeId, chosen, choose }
}

/** Adds `storeId` for staff who chose a store (a vendor's own store is implied by the server). */
export function withStore(query: URLSearchParams, seller: SellerSettings, storeId: number | null) {
  if (seller.readOnly && storeId) query.set('storeId', String(storeId))
  return query
}

/** Staff pick the store whose lists they read (read-only). */
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
  return (
    <Select
      aria-label={T.storeLabel}
      placeholder={T.allStores}
      leftSection={<IconBuildingStore size={16} />}
      data={seller.stores}
      value={chosen}
      onChange={onChoose}
      clearable
      searchable
      nothingFoundMessage="Sin resultados"
      w={{ base: '100%', sm: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
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

interface PagedState<T> {
  key: string | null
  rows: T[]
  count: number
  /** The server stopped counting at `count`: there are more. */
  countCapped: boolean
  error: string | null
}

/**
 * A zero-based paged list read from the API: `url(page)` builds the address; `key` names the
 * parameters (a change reloads from page 0). `reload(true)` reads again without showing the
 * loading state (live updates).
 */
export function usePagedList<T>(url: (page: number) => string, key: string, pageSize: number) {
  const [page, setPage] = useState(0)
  const [version, setVersion] = useState(0)
  const [quiet, setQuiet] = useState(false)
  const [state, setState] = useState<PagedState<T>>({
    key: null,
    rows: [],
    count: 0,
    countCapped: false,
    error: null,
  })
  const [previousKey, setPreviousKey] = useState(key)
  if (previousKey !== key) {
    setPreviousKey(key)
    setPage(0)
  }
  const fullKey = `${key}|${page}|${version}`
  const urlRef = useRef(url)
  useEffect(() => {
    urlRef.current = url
  })

  useEffect(() => {
    let current = true
    void api<Paged<T>>('GET', urlRef.current(page)).then((response) => {
      if (!current) return
      if (!response.ok) {
        setState({
          key: fullKey,
          rows: [],
          count: 0,
          countCapped: false,
          error: errorMessage(response),
        })
      } else if (response.body.data.length === 0 && page > 0) {
        setPage(Math.max(0, Math.ceil(response.body.metadata.count / pageSize) - 1))
      } else {
        setState({
          key: fullKey,
          rows: response.body.data,
          count: response.body.metadata.count,
          countCapped: Boolean(response.body.metadata.countCapped),
          error: null,
        })
      }
      setQuiet(false)
    })
    return () => {
      current = false
    }
  }, [fullKey, page, pageSize])

  const reload = useCallback((silently = false) => {
    setQuiet(silently)
    setVersion((value) => value + 1)
  }, [])

  const loading = state.key !== fullKey && !(quiet && state.key !== null)
  return {
    page,
    setPage: (next: number) => {
      setPage(next)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    },
    rows: state.rows,
    count: state.count,
    countCapped: state.countCapped,
    error: state.error,
    loading,
    reload,
    /** Local changes (a row added by the push channel, a row discarded). */
    update: (change: (rows: T[], count: number) => { rows: T[]; count: number }) =>
      setState((current) => ({ ...current, ...change(current.rows, current.count) })),
  }
}

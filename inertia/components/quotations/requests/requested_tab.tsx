import { useEffect, useState } from 'react'
import { Alert, Box, Button, Group, Stack, Tabs } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLink, IconSearch } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { useShared } from '~/lib/page_props'
import type { Paged } from '~/types'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { useViewMode, ViewModeSwitch, type ViewMode } from '~/components/view_mode_switch'
import { OnDemand } from '~/components/on_demand'
import { lazyNamed } from '~/lib/lazy'
import { RequestCards, RequestList } from './request_views'
import { RequestTable } from './request_table'
import { REQUEST_TEXTS } from './texts'
import { SCOPE_OF_TAB, type BuyerRequest, type CloseReasonOption, type RequestScope } from './types'
import { useQuotationPushes } from './use_quotation_pushes'

/** The dialogs load on their first open. */
const CloseRequestModal = lazyNamed(() => import('./close_request_modal'), 'CloseRequestModal')
const SuppliersModal = lazyNamed(() => import('./suppliers_modal'), 'SuppliersModal')

/** Cards are the view at 769 px or narrower (doc 2 §2, §9). */
const NARROW = '(max-width: 769px)'

export interface RequestedTabProps {
  isStaff: boolean
  pageSize: number
  closeReasons: CloseReasonOption[]
}

const scopeFromHash = (): RequestScope => (window.location.hash === '#close' ? 'close' : 'open')

interface ListState {
  /** The parameters these rows were loaded for (see `key` below). */
  key: string | null
  rows: BuyerRequest[]
  count: number
  error: string | null
}

/**
 * Tab 'Solicitadas': the buyer's request list (doc 2 §2 "Buyer request list"). Two sub-tabs by
 * URL hash, #open (quotationRequestOpen) and #close (quotationRequestClosed); cards, list or
 * table; 20 per page; the close action and 'Vincular proveedor'. Staff see every request with
 * the buyer's name and mobile. Rows come from GET /api/{product}Go/QuotationRequest, and again
 * when a vendor sends or changes a quotation on one of the buyer's requests (live push).
 */
export function RequestedTab({ isStaff, pageSize, closeReasons }: RequestedTabProps) {
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false })
  const preferredMode = useViewMode()
  const [mode, setMode] = useState<ViewMode>(preferredMode)
  const [scope, setScope] = useState<RequestScope>(scopeFromHash)
  const [page, setPage] = useState(0)
  const [reloads, setReloads] = useState(0)
  const [list, setList] = useState<ListState>({ key: null, rows: [], count: 0, error: null })
  const [closing, setClosing] = useState<BuyerRequest | null>(null)
  const [suppliersOpen, setSuppliersOpen] = useState(false)

  /* The rows shown belong to one scope, page and reload: anything else is loading. */
  const key = `${scope}:${page}:${reloads}`
  const loading = list.key !== key
  const reload = () => setReloads((count) => count + 1)
  /* A quotation arrived ('Tienes 1 cotización'): read the rows again, keeping them meanwhile. */
  const [refreshes, setRefreshes] = useState(0)
  const { user } = useShared()
  useQuotationPushes(isStaff ? null : (user?.id ?? null), () => setRefreshes((count) => count + 1))

  /* The hash chooses the sub-tab; back and forward follow it. */
  useEffect(() => {
    const follow = () => {
      setScope(scopeFromHash())
      setPage(0)
    }
    window.addEventListener('hashchange', follow)
    window.addEventListener('popstate', follow)
    return () => {
      window.removeEventListener('hashchange', follow)
      window.removeEventListener('popstate', follow)
    }
  }, [])

  useEffect(() => {
    let current = true
    const query = {
      with: isStaff ? 'brand,city,details,user' : 'brand,city,details',
      scopes: [SCOPE_OF_TAB[scope]],
      page,
      pageSize,
    }
    const url = urlFor('api.buyerRequests.index', {}, { qs: query })
    void api<Paged<BuyerRequest>>('GET', url).then((response) => {
      if (!current) return
      if (!response.ok) {
        setList({ key, rows: [], count: 0, error: errorMessage(response) })
      } else if (response.body.data.length === 0 && page > 0) {
        // The page emptied (e.g. its last request was closed): show the last page with rows.
        setPage(Math.max(0, Math.ceil(response.body.metadata.count / pageSize) - 1))
      } else {
        setList({
          key,
          rows: response.body.data,
          count: response.body.metadata.count,
          error: null,
        })
      }
    })
    return () => {
      current = false
    }
    // `key` stands for scope, page and reloads; `refreshes` reads the same rows again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, refreshes, pageSize, isStaff])

  const changeScope = (value: string | null) => {
    const next: RequestScope = value === 'close' ? 'close' : 'open'
    if (next === scope) return
    window.history.pushState(null, '', `#${next}`)
    setScope(next)
    setPage(0)
  }

  const view = narrow ? 'cards' : mode
  // the buyer's own actions; staff read every buyer's requests here
  const actions = isStaff ? null : (
    <>
      <Button
        variant="default"
        leftSection={<IconLink size={16} />}
        onClick={() => setSuppliersOpen(true)}
        fullWidth={narrow}
      >
        {REQUEST_TEXTS.linkSupplier}
      </Button>
      <Button
        component="a"
        href={urlFor('quotations.wizard')}
        leftSection={<IconSearch size={16} />}
        fullWidth={narrow}
      >
        {REQUEST_TEXTS.requestQuotation}
      </Button>
    </>
  )
  const Rows = view === 'table' ? RequestTable : view === 'list' ? RequestList : RequestCards

  const content = loading ? (
    <Loading />
  ) : list.error ? (
    <Alert color="red" title={isStaff ? REQUEST_TEXTS.staffLoadError : REQUEST_TEXTS.loadError}>
      {list.error}{' '}
      <Button size="xs" variant="light" color="red" ml="xs" onClick={reload}>
        {REQUEST_TEXTS.retry}
      </Button>
    </Alert>
  ) : list.rows.length === 0 ? (
    <EmptyState
      message={
        scope !== 'open'
          ? REQUEST_TEXTS.emptyClosed
          : isStaff
            ? REQUEST_TEXTS.staffEmptyOpen
            : REQUEST_TEXTS.emptyOpen
      }
    />
  ) : (
    <>
      <Rows
        rows={list.rows}
        isStaff={isStaff}
        closeReasons={closeReasons}
        onClose={(request) => setClosing(request)}
      />
      <PaginationControl
        total={list.count}
        pageSize={pageSize}
        page={page}
        onChange={(next) => {
          setPage(next)
          window.scrollTo({ top: 0, behavior: 'smooth' })
        }}
      />
    </>
  )

  return (
    <Box data-testid="requested-tab">
      <Tabs value={scope} onChange={changeScope} variant="pills" keepMounted={false}>
        <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
          <Tabs.List>
            <Tabs.Tab value="open">{REQUEST_TEXTS.open}</Tabs.Tab>
            <Tabs.Tab value="close">{REQUEST_TEXTS.closed}</Tabs.Tab>
          </Tabs.List>
          {narrow ? (
            <Stack gap="xs" w="100%">
              {actions}
            </Stack>
          ) : (
            <Group gap="xs" wrap="wrap">
              {actions}
              <ViewModeSwitch onChange={setMode} />
            </Group>
          )}
        </Group>
        <Tabs.Panel value="open">{scope === 'open' && content}</Tabs.Panel>
        <Tabs.Panel value="close">{scope === 'close' && content}</Tabs.Panel>
      </Tabs>
      <OnDemand when={closing !== null}>
        <CloseRequestModal
          request={closing}
          reasons={closeReasons}
          onCancel={() => setClosing(null)}
          onClosed={() => {
            setClosing(null)
            reload()
          }}
        />
      </OnDemand>
      <OnDemand when={suppliersOpen}>
        <SuppliersModal opened={suppliersOpen} onClose={() => setSuppliersOpen(false)} />
      </OnDemand>
    </Box>
  )
}

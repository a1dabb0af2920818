import { useCallback, useState } from 'react'
import { Alert, Box, Group, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useShared } from '~/lib/page_props'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { useViewMode, type ViewMode } from '~/components/view_mode_switch'
import { PendingCards, PendingList, PendingTable } from './pending_views'
import { OpportunityCounters, useOpportunities } from './pending_counters'
import { LiveNotices, usePendingLive } from './pending_live'
import { PendingHelp } from './pending_help'
import { PendingTriageModals, usePendingTriage } from './pending_triage'
import {
  ListSearch,
  useListSearch,
  LoadError,
  NARROW,
  PENDING_SCOPES,
  ReadOnlyNotice,
  StorePicker,
  Toolbar,
  usePagedList,
  useSellerApi,
  useStoreChoice,
  withStore,
  type SellerTabProps,
} from './shared'
import type { VendorRequest } from './types'
import { VENDOR_TEXTS as T } from './texts'

/**
 * Tab 'Pendientes' (doc 2 §2 "Seller area", §4 "Real-time"): the requests this store can still
 * quote (the six vendor scopes), newest first, 20 per page, searched as the vendor types; cards (the default,
 * and the only view at 769 px or narrower), list or table. Around the list, one file per thing
 * the vendor does: the opportunity counters (pending_counters.tsx, not for staff), the help
 * and indicators modals (pending_help.tsx), new requests arriving live on the store's channel
 * (pending_live.tsx) and discarding or marking in process (pending_triage.tsx). Staff see the
 * list read-only ('Ver' only), with no live channel.
 */
export function PendingTab({ seller, pageSize }: SellerTabProps) {
  const { user, product } = useShared()
  const urls = useSellerApi()
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false })
  const preferred = useViewMode()
  const [mode, setMode] = useState<ViewMode>(preferred)
  const { storeId, chosen, choose } = useStoreChoice(seller)
  const searchBox = useListSearch()
  const search = searchBox.search
  const counters = useOpportunities(seller)

  const query = useCallback(
    (extra: Record<string, string>) =>
      withStore(
        new URLSearchParams({
          scopes: PENDING_SCOPES,
          with: seller.readOnly ? 'brand,city,details,user' : 'brand,city,details',
          ...extra,
        }),
        seller,
        storeId
      ),
    [seller, storeId]
  )

  const list = usePagedList<VendorRequest>(
    (page) =>
      urls.requests(
        query({
          page: String(page),
          pageSize: String(pageSize),
          ...(search ? { filter: JSON.stringify({ search }) } : {}),
        })
      ),
    `${storeId ?? 'all'}|${search}`,
    pageSize
  )

  const rowUrl = useCallback(
    (requestId: number) => urls.requests(query({ filter: JSON.stringify({ id: requestId }) })),
    // The paths never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query]
  )
  const live = !seller.readOnly && seller.canQuote
  const arrivals = usePendingLive({
    userId: user?.id,
    storeId: seller.storeId,
    enabled: live,
    list,
    search,
    pageSize,
    rowUrl,
    onChange: counters.refresh,
  })
  const triage = usePendingTriage(list, pageSize, counters.refresh)

  const view = narrow ? 'cards' : mode
  const Rows = view === 'table' ? PendingTable : view === 'list' ? PendingList : PendingCards

  if (seller.inactiveNotice && !seller.readOnly) {
    return (
      <Alert color="blue" variant="light" title="Módulo inactivo">
        {seller.inactiveNotice}
      </Alert>
    )
  }

  return (
    <Box data-testid="pending-tab" data-stream={arrivals.stream}>
      <ReadOnlyNotice seller={seller} />
      {counters.show && <OpportunityCounters opportunities={counters.opportunities} />}
      <Toolbar>
        <Group gap="xs" wrap="wrap" w={narrow ? '100%' : undefined}>
          <StorePicker seller={seller} chosen={chosen} onChoose={choose} />
          <ListSearch box={searchBox} />
        </Group>
        <PendingHelp
          seller={seller}
          storeId={storeId}
          moduleName={product.moduleName}
          narrow={narrow}
          onModeChange={setMode}
        />
      </Toolbar>
      <LiveNotices
        live={live}
        stream={arrivals.stream}
        arrivals={arrivals.arrivals}
        onShowLatest={() => {
          arrivals.clearArrivals()
          searchBox.clear()
          list.setPage(0)
        }}
      />
      {list.loading ? (
        <Loading />
      ) : list.error ? (
        <LoadError message={list.error} onRetry={() => list.reload()} />
      ) : list.rows.length === 0 ? (
        <EmptyState message={search ? T.emptyResults : T.emptyPending} />
      ) : (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed" data-testid="pending-count">
              {list.countCapped
                ? `Más de ${list.count} solicitudes`
                : list.count === 1
                  ? '1 solicitud'
                  : `${list.count} solicitudes`}
            </Text>
          </Group>
          <Rows
            rows={list.rows}
            readOnly={seller.readOnly}
            storeId={seller.storeId}
            requestHref={urls.requestPage}
            onDiscard={triage.discard}
            onObserve={triage.observe}
          />
          <PaginationControl
            total={list.count}
            pageSize={pageSize}
            page={list.page}
            onChange={list.setPage}
          />
        </>
      )}
      <PendingTriageModals triage={triage} seller={seller} list={list} />
    </Box>
  )
}

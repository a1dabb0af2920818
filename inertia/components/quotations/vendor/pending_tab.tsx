import { useCallback, useEffect, useState } from 'react'
import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconHelpCircle, IconUsers } from '@tabler/icons-react'
import { api } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { usePendingStream, type PendingMessage } from '~/lib/use_pending_stream'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { useViewMode, ViewModeSwitch, type ViewMode } from '~/components/view_mode_switch'
import { DiscardModal, type DiscardModalRequest } from './discard_modal'
import { ProcessObservationModal } from './process_observation_modal'
import { HowItWorksModal } from './how_it_works_modal'
import { WaitingCustomersModal } from './waiting_customers_modal'
import { IndicatorsModal } from './indicators_modal'
import { PendingCards, PendingList, PendingTable } from './pending_views'
import {
  CodeSearch,
  IndicatorsButton,
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
import type { Opportunities, Paged, VendorRequest } from './types'
import { VENDOR_TEXTS as T } from './texts'

/**
 * Tab 'Pendientes' (doc 2 §2 "Seller area", §4 "Real-time"): the requests this store can still
 * quote (the six vendor scopes), newest first, 20 per page; opportunity counters (not for
 * staff); cards (the default, and the only view at 769 px or narrower), list or table; '¿Cómo
 * funciona?', 'Clientes esperando' and 'Mis indicadores'; 'Cotizar', 'Marcar en proceso' and
 * 'Descartar' on each row (staff: 'Ver' only).
 *
 * Live: a vendor's page listens to `vendors/{userId}/pending`; each new request is read through
 * the list API (filter by id + the Pendientes scopes, so nothing the vendor may not see is
 * shown), put at the top of the first page once, and the counters are read again. When the
 * stream reconnects or the browser tab becomes visible the list is read again (missed events
 * are not replayed).
 */
export function PendingTab({ seller, pageSize }: SellerTabProps) {
  const { user, product } = useShared()
  const urls = useSellerApi()
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false })
  const preferred = useViewMode()
  const [mode, setMode] = useState<ViewMode>(preferred)
  const { storeId, chosen, choose } = useStoreChoice(seller)
  const [code, setCode] = useState('')
  const [opportunities, setOpportunities] = useState<Opportunities | null>(null)
  const [discarding, setDiscarding] = useState<DiscardModalRequest | null>(null)
  const [observing, setObserving] = useState<VendorRequest | null>(null)
  const [modal, setModal] = useState<'how' | 'waiting' | 'indicators' | null>(null)
  const [arrivals, setArrivals] = useState(0)

  const live = !seller.readOnly && seller.canQuote
  const showCounters = !seller.readOnly && seller.canQuote && seller.storeId !== null

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
          ...(code ? { filter: JSON.stringify({ code }) } : {}),
        })
      ),
    `${storeId ?? 'all'}|${code}`,
    pageSize
  )

  const refreshCounters = useCallback(() => {
    if (!showCounters || !seller.storeId) return
    void api<{ data: Opportunities }>('GET', urls.opportunities(seller.storeId)).then(
      (response) => {
        if (response.ok) setOpportunities(response.body.data)
      }
    )
    // The paths never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showCounters, seller.storeId])

  useEffect(() => {
    refreshCounters()
  }, [refreshCounters])

  /* A new request from the push channel: read it as this vendor may see it, add it once. */
  const onRequest = useCallback(
    (message: PendingMessage) => {
      refreshCounters()
      if (list.page !== 0 || code) {
        setArrivals((count) => count + 1)
        return
      }
      void api<Paged<VendorRequest>>(
        'GET',
        urls.requests(query({ filter: JSON.stringify({ id: message.requestId }) }))
      ).then((response) => {
        const row = response.ok ? response.body.data[0] : undefined
        if (!row) return
        list.update((rows, count) =>
          rows.some((existing) => existing.id === row.id)
            ? { rows, count }
            : { rows: [row, ...rows].slice(0, pageSize), count: count + 1 }
        )
      })
    },
    // `list.update` and the paths are stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.page, code, query, refreshCounters, pageSize]
  )

  const onResync = useCallback(() => {
    setArrivals(0)
    list.reload(true)
    refreshCounters()
    // `list.reload` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshCounters])

  const stream = usePendingStream({ userId: user?.id, enabled: live, onRequest, onResync })

  const removeRow = (id: number) => {
    list.update((rows, count) =>
      rows.some((row) => row.id === id)
        ? { rows: rows.filter((row) => row.id !== id), count: Math.max(0, count - 1) }
        : { rows, count }
    )
    // the rest of the page moves up: read it again (an emptied page falls back to the last one)
    if (list.page > 0 || list.count > pageSize) list.reload(true)
    refreshCounters()
  }

  const view = narrow ? 'cards' : mode
  const Rows = view === 'table' ? PendingTable : view === 'list' ? PendingList : PendingCards

  if (seller.inactiveNotice && !seller.readOnly) {
    return (
      <Alert color="blue" variant="light" title="Módulo inactivo">
        {seller.inactiveNotice}
      </Alert>
    )
  }

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
    <Box data-testid="pending-tab" data-stream={stream}>
      <ReadOnlyNotice seller={seller} />
      {showCounters && (
        <SimpleGrid cols={{ base: 2 }} spacing="sm" mb="md" maw={520}>
          <Counter
            label={T.requestsCounter}
            value={opportunities?.requests}
            testId="counter-requests"
          />
          <Counter
            label={T.detailsCounter}
            value={opportunities?.details}
            testId="counter-details"
          />
        </SimpleGrid>
      )}
      <Toolbar>
        <Group gap="xs" wrap="wrap" w={narrow ? '100%' : undefined}>
          <StorePicker seller={seller} chosen={chosen} onChoose={choose} />
          <CodeSearch onSearch={setCode} />
        </Group>
        {narrow ? (
          <Stack gap="xs" w="100%">
            {buttons}
          </Stack>
        ) : (
          <Group gap="xs" wrap="wrap">
            {buttons}
            <ViewModeSwitch onChange={setMode} />
          </Group>
        )}
      </Toolbar>
      {live && stream === 'disconnected' && (
        <Alert color="yellow" variant="light" mb="md">
          Perdimos la conexión en vivo. Las solicitudes nuevas aparecerán al volver a esta pestaña o
          al recargar la página.
        </Alert>
      )}
      {arrivals > 0 && (
        <Alert color="orange" variant="light" mb="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {arrivals === 1
                ? 'Llegó 1 solicitud nueva.'
                : `Llegaron ${arrivals} solicitudes nuevas.`}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setArrivals(0)
                setCode('')
                list.setPage(0)
              }}
            >
              Ver las más recientes
            </Button>
          </Group>
        </Alert>
      )}
      {list.loading ? (
        <Loading />
      ) : list.error ? (
        <LoadError message={list.error} onRetry={() => list.reload()} />
      ) : list.rows.length === 0 ? (
        <EmptyState message={code ? T.emptyResults : T.emptyPending} />
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
            onDiscard={(request) =>
              setDiscarding({
                id: request.id,
                code: request.code,
                available: !request.is_closed && !request.is_expired,
              })
            }
            onObserve={setObserving}
          />
          <PaginationControl
            total={list.count}
            pageSize={pageSize}
            page={list.page}
            onChange={list.setPage}
          />
        </>
      )}

      <DiscardModal
        request={discarding}
        onClose={() => setDiscarding(null)}
        onDiscarded={({ alreadyDiscarded }) => {
          const id = discarding?.id
          setDiscarding(null)
          if (id) removeRow(id)
          if (alreadyDiscarded) list.reload(true)
        }}
      />
      {seller.storeId !== null && (
        <ProcessObservationModal
          request={observing ? { id: observing.id, code: observing.code } : null}
          storeId={seller.storeId}
          initial={observing?.quotationRequestToVendor?.process_observation_by_seller ?? null}
          onClose={() => setObserving(null)}
          onSaved={(observation) => {
            const id = observing?.id
            setObserving(null)
            list.update((rows, count) => ({
              count,
              rows: rows.map((row) =>
                row.id === id
                  ? {
                      ...row,
                      isNewQuotationRequest: false,
                      quotationRequestToVendor: {
                        process_observation_by_seller: observation,
                        updated_at: new Date().toISOString(),
                      },
                    }
                  : row
              ),
            }))
          }}
        />
      )}
      <HowItWorksModal
        opened={modal === 'how'}
        onClose={() => setModal(null)}
        moduleName={product.moduleName}
      />
      <WaitingCustomersModal
        opened={modal === 'waiting'}
        onClose={() => setModal(null)}
        seller={seller}
        storeId={storeId}
      />
      <IndicatorsModal
        opened={modal === 'indicators'}
        onClose={() => setModal(null)}
        seller={seller}
      />
    </Box>
  )
}

function Counter({
  label,
  value,
  testId,
}: {
  label: string
  value: number | undefined
  testId: string
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={6} align="baseline">
        <Text fw={800} size="xl" data-testid={testId}>
          {value ?? '—'}
        </Text>
        {value !== undefined && value > 0 && (
          <Badge size="xs" color="orange" variant="light">
            oportunidades
          </Badge>
        )}
      </Group>
    </Paper>
  )
}

import { useState } from 'react'
import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Link } from '@inertiajs/react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { OnDemand } from '~/components/on_demand'
import { lazyNamed } from '~/lib/lazy'
import { NARROW, useSellerApi, useStoreChoice, withStore, type SellerTabProps } from './shared'
import {
  ListSearch,
  useListSearch,
  IndicatorsButton,
  LoadError,
  ReadOnlyNotice,
  StorePicker,
  Toolbar,
} from './toolbar'
import { usePagedList } from './use_paged_list'
import type { Discard, RequestSummary } from './types'
import { VENDOR_TEXTS as T } from './texts'

/** 'Mis indicadores' loads on its first open. */
const IndicatorsModal = lazyNamed(
  () => import('~/components/reports/indicators/indicators_modal'),
  'IndicatorsModal'
)

const RELATIONS = [
  'quotationRequest',
  'quotationRequest.brand',
  'quotationRequest.city',
  'quotationRequest.details',
  'adviser',
]

export function summaryVehicle(request: RequestSummary | null | undefined) {
  if (!request) return '--'
  return [request.brand?.name, request.vehicle_model, request.vehicle_year]
    .filter(Boolean)
    .join(' ')
}

/**
 * Tab 'Descartadas' (doc 2 §2, §7 GET vendorIgnoresQuotationRequest): the store's discards,
 * newest first, 20 per page, with the request, the reason and the seller; staff pick the store
 * (or see every store's, with the store column). 'Mis indicadores' opens the 'Indicadores'
 * modal.
 */
export function DiscardedTab({ seller, pageSize }: SellerTabProps) {
  const { country } = useShared()
  const urls = useSellerApi()
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false })
  const { storeId, chosen, choose } = useStoreChoice(seller)
  const searchBox = useListSearch()
  const search = searchBox.search
  const [indicators, setIndicators] = useState(false)
  const withStoreColumn = seller.readOnly && !storeId

  const list = usePagedList<Discard>(
    (page) =>
      urls.discards(
        withStore(
          new URLSearchParams({
            with: [...RELATIONS, ...(withStoreColumn ? ['store'] : [])].join(','),
            page: String(page),
            pageSize: String(pageSize),
            ...(search ? { filter: JSON.stringify({ search }) } : {}),
          }),
          seller,
          storeId
        )
      ),
    `${storeId ?? 'all'}|${search}`,
    pageSize
  )
  const date = (value: string) => formatDate(value, country.locale, true)

  return (
    <Box data-testid="discarded-tab">
      <ReadOnlyNotice seller={seller} />
      <Toolbar>
        <Group gap="xs" wrap="wrap" w={narrow ? '100%' : undefined}>
          <StorePicker seller={seller} chosen={chosen} onChoose={choose} />
          <ListSearch box={searchBox} />
        </Group>
        <IndicatorsButton onClick={() => setIndicators(true)} fullWidth={narrow} />
      </Toolbar>
      {list.loading ? (
        <Loading />
      ) : list.error ? (
        <LoadError message={list.error} onRetry={() => list.reload()} />
      ) : list.rows.length === 0 ? (
        <EmptyState message={search ? T.emptyResults : T.emptyDiscarded} />
      ) : (
        <>
          {narrow ? (
            <Stack gap="sm">
              {list.rows.map((discard) => (
                <Paper
                  key={discard.id}
                  withBorder
                  radius="md"
                  p="md"
                  data-testid="discard-row"
                  data-code={discard.quotationRequest?.code}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Anchor
                      component={Link}
                      href={urls.requestPage(discard.quotation_request_id)}
                      fw={700}
                      c="dark"
                    >
                      {discard.quotationRequest?.code}
                    </Anchor>
                    <Badge color="red" variant="light" style={{ flexShrink: 1 }} maw="60%">
                      {discard.reasonLabel}
                    </Badge>
                  </Group>
                  <Text size="sm" fw={600} mt={4}>
                    {summaryVehicle(discard.quotationRequest)}
                  </Text>
                  <Text size="sm">
                    {(discard.quotationRequest?.details ?? []).map((d) => d.name).join(', ')}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {T.discardedOn(
                      date(discard.created_at),
                      discard.adviser?.name ?? null,
                      discard.store?.name ?? null
                    )}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{T.columns.request}</Table.Th>
                      <Table.Th>{T.columns.vehicle}</Table.Th>
                      <Table.Th>{T.columns.parts}</Table.Th>
                      <Table.Th>{T.columns.reason}</Table.Th>
                      <Table.Th>{T.columns.seller}</Table.Th>
                      {withStoreColumn && <Table.Th>{T.columns.store}</Table.Th>}
                      <Table.Th>{T.columns.discarded}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.rows.map((discard) => (
                      <Table.Tr
                        key={discard.id}
                        data-testid="discard-row"
                        data-code={discard.quotationRequest?.code}
                      >
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Anchor
                            component={Link}
                            href={urls.requestPage(discard.quotation_request_id)}
                            fw={700}
                            c="dark"
                          >
                            {discard.quotationRequest?.code}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{summaryVehicle(discard.quotationRequest)}</Text>
                          <Text size="xs" c="dimmed">
                            {discard.quotationRequest?.city?.full_name ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td maw={260}>
                          <Text size="sm">
                            {(discard.quotationRequest?.details ?? [])
                              .map((detail) => `${detail.name} (${detail.amount})`)
                              .join(', ')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            color="red"
                            variant="light"
                            style={{ whiteSpace: 'normal' }}
                            h="auto"
                          >
                            {discard.reasonLabel}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{discard.adviser?.name ?? '--'}</Text>
                        </Table.Td>
                        {withStoreColumn && (
                          <Table.Td>
                            <Text size="sm">{discard.store?.name ?? '--'}</Text>
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {date(discard.created_at)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          <PaginationControl
            total={list.count}
            pageSize={pageSize}
            page={list.page}
            onChange={list.setPage}
          />
        </>
      )}
      <OnDemand when={indicators}>
        <IndicatorsModal opened={indicators} onClose={() => setIndicators(false)} seller={seller} />
      </OnDemand>
    </Box>
  )
}

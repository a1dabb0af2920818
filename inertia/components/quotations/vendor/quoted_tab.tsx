import { useState } from 'react'
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Link } from '@inertiajs/react'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { OnDemand } from '~/components/on_demand'
import { lazyNamed } from '~/lib/lazy'
import { summaryVehicle } from './discarded_tab'
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
import { QuotationState } from './quotation_state'
import type { VendorQuotation } from './types'
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
  'quotationDetails',
  'buyerIgnoreQuotation',
  'vendor.store',
]

/**
 * Tab 'Cotizadas' (doc 2 §2, §7 GET Quotation with scope ownedByVendor): the store's
 * quotations, newest first, 20 per page: code and date, the request (a link to its page, where
 * the store edits the quotation), vehicle, parts offered, total, validity and state (bought,
 * discarded by the buyer with the reason, closed, valid, expired). Staff pick the store.
 */
export function QuotedTab({ seller, pageSize }: SellerTabProps) {
  const { country } = useShared()
  const urls = useSellerApi()
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false })
  const { storeId, chosen, choose } = useStoreChoice(seller)
  const searchBox = useListSearch()
  const search = searchBox.search
  const [indicators, setIndicators] = useState(false)
  const money = (value: number | string) => formatMoney(value, country.locale, country.currency)
  const date = (value: string) => formatDate(value, country.locale, true)

  const list = usePagedList<VendorQuotation>(
    (page) =>
      urls.quotations(
        withStore(
          new URLSearchParams({
            scopes: 'ownedByVendor',
            with: RELATIONS.join(','),
            order: 'desc',
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

  const reason = (quotation: VendorQuotation) =>
    quotation.buyerIgnoreQuotation
      ? T.buyerReason(quotation.buyerIgnoreQuotation.reasonLabel)
      : null

  return (
    <Box data-testid="quoted-tab">
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
        <EmptyState message={search ? T.emptyResults : T.emptyQuoted} />
      ) : (
        <>
          {narrow ? (
            <SimpleGrid cols={1} spacing="sm">
              {list.rows.map((quotation) => (
                <Paper key={quotation.id} withBorder radius="md" p="md" data-testid="quotation-row">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={0}>
                      <Text fw={700}>{quotation.code}</Text>
                      <Anchor
                        component={Link}
                        href={urls.requestPage(quotation.quotationRequest?.id ?? 0)}
                        size="sm"
                      >
                        {quotation.quotationRequest?.code}
                      </Anchor>
                    </Stack>
                    <QuotationState quotation={quotation} />
                  </Group>
                  <Text size="sm" fw={600} mt={4}>
                    {summaryVehicle(quotation.quotationRequest)}
                  </Text>
                  <Text size="sm">
                    {(quotation.quotationDetails ?? []).map((d) => d.name).join(', ')}
                  </Text>
                  <Group justify="space-between" mt={6}>
                    <Text fw={700}>{money(quotation.total)}</Text>
                    <Text size="xs" c="dimmed">
                      {T.validUntil(quotation.validUntilFormatted)}
                    </Text>
                  </Group>
                  {reason(quotation) && (
                    <Text size="xs" c="red.8">
                      {reason(quotation)}
                    </Text>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={960}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{T.columns.quotation}</Table.Th>
                      <Table.Th>{T.columns.request}</Table.Th>
                      <Table.Th>{T.columns.vehicle}</Table.Th>
                      <Table.Th>{T.columns.products}</Table.Th>
                      <Table.Th>{T.columns.total}</Table.Th>
                      <Table.Th>{T.columns.validUntil}</Table.Th>
                      {seller.readOnly && <Table.Th>{T.columns.store}</Table.Th>}
                      <Table.Th>{T.columns.status}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.rows.map((quotation) => (
                      <Table.Tr key={quotation.id} data-testid="quotation-row">
                        <Table.Td>
                          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {quotation.code}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {date(quotation.created_at)}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Anchor
                            component={Link}
                            href={urls.requestPage(quotation.quotationRequest?.id ?? 0)}
                            size="sm"
                          >
                            {quotation.quotationRequest?.code}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{summaryVehicle(quotation.quotationRequest)}</Text>
                        </Table.Td>
                        <Table.Td maw={260}>
                          <Text size="sm">
                            {(quotation.quotationDetails ?? [])
                              .map((detail) => `${detail.name} (${detail.amount})`)
                              .join(', ')}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm" fw={600}>
                            {money(quotation.total)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{quotation.validUntilFormatted}</Text>
                        </Table.Td>
                        {seller.readOnly && (
                          <Table.Td>
                            <Text size="sm">{quotation.vendor?.store?.name ?? '--'}</Text>
                          </Table.Td>
                        )}
                        <Table.Td>
                          <QuotationState quotation={quotation} />
                          {reason(quotation) && (
                            <Text size="xs" c="red.8">
                              {reason(quotation)}
                            </Text>
                          )}
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

import type { RecordTab } from '@rules/staff/rules/records'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { router } from '@inertiajs/react'
import { STAFF_RECORDS_TEXTS as T } from '~/components/staff/texts'
import { RecordTabs } from '~/components/staff/records/record_tabs'
import { RecordFilters } from '~/components/staff/records/record_filters'
import { RequestsTable } from '~/components/staff/records/requests_table'
import { QuotationsTable } from '~/components/staff/records/quotations_table'
import { OrdersTable } from '~/components/staff/records/orders_table'
import {
  recordsUrl,
  type OrderRow,
  type QuotationRow,
  type RecordLinks,
  type RecordSearch,
  type RequestRow,
} from '~/components/staff/records/types'

type Paged<Row> = { data: Row[]; metadata: { count: number; page: number; pageSize: number } }

/**
 * Staff section 'Solicitudes y pedidos' (issue 23): one page, three tabs that are links —
 * /staff/solicitudes, /staff/cotizaciones, /staff/pedidos — each the host country's records,
 * newest first, 20 a page from 1, searched as the person types; every row leads to the
 * read-only page staff already have, as `links` allows.
 */
export default function StaffRecordsPage({
  tab,
  filters,
  statusOptions,
  records,
  links,
  canSearchBuyer,
}: {
  tab: RecordTab
  filters: RecordSearch
  statusOptions: { value: string; label: string }[]
  records: Paged<RequestRow> | Paged<QuotationRow> | Paged<OrderRow>
  links: RecordLinks
  canSearchBuyer: boolean
}) {
  const { count, page, pageSize } = records.metadata
  const goTo = (zeroBased: number) =>
    router.visit(recordsUrl(tab, filters, zeroBased + 1), { preserveScroll: false })

  return (
    <StaffLayout title={T.title} description={T.description}>
      <RecordTabs current={tab} search={filters} />
      <RecordFilters
        key={tab}
        tab={tab}
        search={filters}
        statusOptions={statusOptions}
        canSearchBuyer={canSearchBuyer}
        count={count}
      />
      {records.data.length === 0 ? (
        <EmptyState message={T.empty[tab]} />
      ) : tab === 'requests' ? (
        <RequestsTable rows={records.data as RequestRow[]} links={links} />
      ) : tab === 'quotations' ? (
        <QuotationsTable rows={records.data as QuotationRow[]} links={links} />
      ) : (
        <OrdersTable rows={records.data as OrderRow[]} links={links} />
      )}
      <PaginationControl total={count} pageSize={pageSize} page={page - 1} onChange={goTo} />
    </StaffLayout>
  )
}

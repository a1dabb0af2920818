import { router } from '@inertiajs/react'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { LogFilters, type LogFilterValues } from '~/components/staff/log/log_filters'
import { LogTable } from '~/components/staff/log/log_table'
import { STAFF_LOG_TEXTS as T } from '~/components/staff/texts'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

type Filters = {
  actor: number | null
  action: string
  subject: string
  from: string
  to: string
  q: string
}

/** A line of the log (StaffActionTransformer), spelled here: page props name no `~/` types. */
type LogLine = {
  id: number
  createdAt: string | null
  actor: { id: number | null; name: string }
  action: string
  subject: { type: string; id: number | null; label: string | null; href: string | null }
  before: Record<string, string | number | boolean | null> | null
  after: Record<string, string | number | boolean | null> | null
}

type Props = {
  lines: { data: LogLine[]; metadata: { count: number; page: number; pageSize: number } }
  actors: { id: number; name: string }[]
  filters: Filters
  timeZone: string
}

/** The filters as the query string: only those set. */
function queryOf(values: LogFilterValues, page?: number) {
  const qs: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) if (value.trim()) qs[name] = value.trim()
  if (page && page > 1) qs.page = page
  return qs
}

/**
 * Staff section /staff/registro (issue 23, admins only): the log of staff actions, newest
 * first, 20 a page (the server's pages count from 1), read-only, with its filters.
 */
export default function StaffLogPage({ lines, actors, filters, timeZone }: Props) {
  const { country, errors } = useShared()
  const values: LogFilterValues = {
    actor: filters.actor ? String(filters.actor) : '',
    action: filters.action,
    subject: filters.subject,
    from: filters.from,
    to: filters.to,
    q: filters.q,
  }
  const visit = (next: LogFilterValues, page?: number) =>
    router.visit(urlFor('staff.log.index', {}, { qs: queryOf(next, page) }), {
      preserveScroll: true,
    })
  const { count, page, pageSize } = lines.metadata

  return (
    <StaffLayout title={T.title} description={T.description}>
      <LogFilters
        initial={values}
        actors={actors}
        errors={(errors ?? {}) as Record<string, string | undefined>}
        onApply={(next) => visit(next)}
      />
      {lines.data.length === 0 ? (
        <EmptyState message={T.empty} />
      ) : (
        <LogTable lines={lines.data} locale={country.locale} timeZone={timeZone} />
      )}
      <PaginationControl
        total={count}
        pageSize={pageSize}
        page={page - 1}
        onChange={(zeroBased) => visit(values, zeroBased + 1)}
      />
    </StaffLayout>
  )
}

import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import {
  ModerationFilters,
  type ModerationFilterValues,
} from '~/components/staff/moderation/moderation_filters'
import { ModerationTable } from '~/components/staff/moderation/moderation_table'
import { STAFF_MODERATION_TEXTS as T } from '~/components/staff/texts'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

type Props = {
  items: {
    data: Data.Staff.ModerationItem[]
    metadata: { count: number; page: number; pageSize: number }
  }
  /** Inline (not the component's type): the server reads these props without the `~` paths. */
  filters: { estado: 'pendientes' | 'resueltos'; tipo: string | null }
}

/**
 * Staff section /staff/moderacion (issue 23, area 'moderation'): the chat's contact-data record
 * as a queue — pending items oldest first, or the resolved ones —, filtered by type, 20 a page
 * (the server's pages count from 1). Each item opens in its conversation with its actions.
 */
export default function StaffModerationPage({ items, filters }: Props) {
  const { country } = useShared()
  const visit = (next: ModerationFilterValues, page?: number) => {
    const qs: Record<string, string | number> = {}
    if (next.estado !== 'pendientes') qs.estado = next.estado
    if (next.tipo) qs.tipo = next.tipo
    if (page && page > 1) qs.page = page
    router.visit(urlFor('staff.moderation.index', {}, { qs }), { preserveScroll: true })
  }
  const { count, page, pageSize } = items.metadata

  return (
    <StaffLayout title={T.title} description={T.description}>
      <ModerationFilters values={filters} onChange={(next) => visit(next)} />
      {items.data.length === 0 ? (
        <EmptyState message={filters.estado === 'pendientes' ? T.empty : T.emptyResolved} />
      ) : (
        <ModerationTable items={items.data} locale={country.locale} />
      )}
      <PaginationControl
        total={count}
        pageSize={pageSize}
        page={page - 1}
        onChange={(zeroBased) => visit(filters, zeroBased + 1)}
      />
    </StaffLayout>
  )
}

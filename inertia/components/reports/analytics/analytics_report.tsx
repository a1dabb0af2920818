import { useState, type ReactNode } from 'react'
import { Group, Stack, Text } from '@mantine/core'
import type { AnalyticsFilter } from '@rules/reports/validators/analytics_filter'
import { analyticsColumns, ANALYTICS_PAGE_SIZE } from '@rules/reports/rules/analytics_columns'
import { urlFor } from '~/lib/routes'
import { EmptyState } from '~/components/empty_state'
import { Loading } from '~/components/loading'
import { PaginationControl } from '~/components/pagination_control'
import { LoadError } from '~/components/quotations/vendor/toolbar'
import { usePagedList } from '~/components/quotations/vendor/use_paged_list'
import { AnalyticsFilters, type StoreOption } from './analytics_filters'
import { AnalyticsTable, type AnalyticsRow } from './analytics_table'
import { ANALYTICS_TEXTS as T } from '../texts'

/**
 * The analytics report (doc 2 §2 "Analytics report", §6, §9): filters, the table of
 * GET completeAnalytics 20 rows a page, and 'No hay información por mostrar' when empty.
 *
 * - `stores`: staff only (the staff page /staff/reportes): the store filter's options; staff
 *   also get the store, VIN, plate and identification columns (the server sends them only to
 *   staff). A vendor (the Reportes tab) reads their own store's report.
 * - `actions(filter)`: what goes next to the filters with the filter in force (the
 *   'Exportar a Excel' button).
 */
export function AnalyticsReport({
  stores,
  actions,
}: {
  stores?: StoreOption[]
  actions?: (filter: AnalyticsFilter) => ReactNode
}) {
  const [filter, setFilter] = useState<AnalyticsFilter>({})
  const staff = stores !== undefined
  const columns = analyticsColumns(staff)
  const key = JSON.stringify(filter)
  const list = usePagedList<AnalyticsRow>(
    (page) =>
      urlFor(
        'api.reports.completeAnalytics',
        {},
        {
          qs: {
            page,
            pageSize: ANALYTICS_PAGE_SIZE,
            ...(Object.keys(filter).length > 0 ? { filter } : {}),
          },
        }
      ),
    key,
    ANALYTICS_PAGE_SIZE
  )

  return (
    <Stack gap="md" data-testid="analytics-report">
      <Group justify="space-between" align="end" wrap="wrap">
        <AnalyticsFilters filter={filter} onChange={setFilter} stores={stores} />
        {actions?.(filter)}
      </Group>
      {list.error ? (
        <LoadError message={list.error} onRetry={() => list.reload()} />
      ) : list.loading ? (
        <Loading label={T.loading} />
      ) : list.rows.length === 0 ? (
        <EmptyState message={T.empty} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="analytics-count">
            {T.rows(list.count, list.countCapped)}
          </Text>
          <AnalyticsTable columns={columns} rows={list.rows} />
          <PaginationControl
            total={list.count}
            pageSize={ANALYTICS_PAGE_SIZE}
            page={list.page}
            onChange={list.setPage}
          />
        </>
      )}
    </Stack>
  )
}

import type User from '#users/models/user'
import AnalyticsQuery, {
  analyticsScope,
  type AnalyticsCursor,
} from '#reports/queries/analytics_query'
import { analyticsColumns } from '#reports/rules/analytics_columns'
import { visibleCells } from '#reports/rules/analytics_rows'
import type { ExportCell, ExportSource } from '#reports/rules/export_source'
import type { AnalyticsFilter } from '#reports/validators/analytics_filter'

/** Rows read per statement by the export (keyset: each chunk starts after the last row). */
export const EXPORT_CHUNK = 1000

/**
 * The analytics report as an Excel export reads it (rules/export_source.ts): the same columns
 * as the page for this viewer (analytics_columns.ts: staff get the store, VIN, plate and
 * identification), the same rows built by the same rule (analytics_rows.ts: customer cells
 * '--' without the right), in the page's order, read in chunks of EXPORT_CHUNK with a keyset
 * on (date, kind, id): never all at once, never with an offset. `total` is the capped count
 * when the report is small enough to be counted exactly, null past the cap.
 *
 * `chunkSize`: rows per statement (EXPORT_CHUNK; the tests read one row at a time).
 *
 * The viewer's access is checked again here (the export runs later, on the worker): a vendor
 * reads their own store; a store they no longer act for answers 404.
 */
export async function analyticsExportSource(
  filter: AnalyticsFilter,
  viewer: User,
  { chunkSize = EXPORT_CHUNK }: { chunkSize?: number } = {}
): Promise<ExportSource> {
  const scope = await analyticsScope(viewer, filter)
  const query = new AnalyticsQuery()
  const counted = await query.count(scope, filter)

  // the next chunk is asked for before this one is handed out: the database reads it while the
  // export writes this one (half of a 100,000-row export was spent waiting for the database)
  async function* rows(): AsyncGenerator<Record<string, ExportCell>> {
    // a chunk asked for ahead and never awaited (the export stopped) must not reject unhandled
    const ahead = (cursor?: AnalyticsCursor) => {
      const next = query.chunk(scope, filter, chunkSize, cursor)
      next.catch(() => undefined)
      return next
    }
    let pending = ahead()
    for (;;) {
      const chunk = await pending
      const more = chunk.rows.length === chunkSize && chunk.next !== null
      if (more) pending = ahead(chunk.next as AnalyticsCursor)
      for (const row of chunk.rows) yield visibleCells(row, scope.staff)
      if (!more) return
    }
  }

  return {
    sheetName: 'Reporte analítico',
    columns: analyticsColumns(scope.staff).map(({ key, header, group, width, kind }) => ({
      key,
      header,
      group,
      width,
      kind,
    })),
    total: counted.capped ? null : counted.count,
    rows: rows(),
  }
}

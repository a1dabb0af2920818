import type User from '#users/models/user'
import AnalyticsQuery, {
  analyticsScope,
  type AnalyticsCursor,
} from '#reports/queries/analytics_query'
import { analyticsColumns } from '#reports/rules/analytics_columns'
import { visibleCells } from '#reports/rules/analytics_rows'
import type { ExportCell, ExportSource } from '#reports/rules/export_source'
import type { AnalyticsFilter } from '#reports/validators/analytics_filter'
import { keysetRows } from '#reports/queries/keyset_rows'

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

  // keysetRows reads the next chunk while this one is written; the chunk's cursor rides on its
  // last row
  type Row = { cells: Record<string, ExportCell>; next: AnalyticsCursor | null }
  const chunks = keysetRows<Row, AnalyticsCursor | null>(
    async (after, size) => {
      const chunk = await query.chunk(scope, filter, size, after ?? undefined)
      return chunk.rows.map((row, index) => ({
        cells: visibleCells(row, scope.staff),
        next: index === chunk.rows.length - 1 ? chunk.next : null,
      }))
    },
    (row) => row.next,
    chunkSize
  )
  async function* rows(): AsyncGenerator<Record<string, ExportCell>> {
    for await (const row of chunks) yield row.cells
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

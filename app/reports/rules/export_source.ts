/**
 * The contract between a report and its Excel export (doc 2 §2 "Analytics report", §7
 * `completeAnalytics/excel`): a report describes its columns and yields its rows; the export
 * (app/reports/services/excel_export.ts and its background job) writes them with exceljs's
 * streaming writer, whatever the report.
 *
 * - `kind` decides the cell's number format: `money` (whole pesos in the viewer's country
 *   format), `integer`, `percent` (a value in % with one decimal, e.g. 12.5), `date` and
 *   `datetime` (JavaScript Date in UTC, shown in the country's time zone), `text` (written as
 *   text: a value that starts with `=`, `+`, `-` or `@` never becomes a formula).
 * - `group`: the header group the column sits under (VEHÍCULO, CLIENTE, …): the export writes
 *   it as a first header row with merged cells.
 * - `rows`: read in chunks from the database by the source (keyset), never all at once.
 * - `total`: how many rows the export will write when the source knows it cheaply (progress),
 *   null otherwise.
 */
export type ExportCellKind = 'text' | 'money' | 'integer' | 'percent' | 'date' | 'datetime'

export type ExportCell = string | number | Date | null

export interface ExportColumn {
  key: string
  header: string
  group?: string
  width: number
  kind: ExportCellKind
}

export interface ExportSource {
  sheetName: string
  columns: ExportColumn[]
  total: number | null
  rows: AsyncIterable<Record<string, ExportCell>>
}

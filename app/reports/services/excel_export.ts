import type { Writable } from 'node:stream'
import type { CountryCode } from '#core/country/country'
import { XlsxStream, type XlsxValue } from '#core/services/xlsx_stream'
import type { ExportSource } from '#reports/rules/export_source'
import { excelCellValue, excelNumberFormat } from '#reports/rules/excel_formats'

export interface ExcelExportOptions {
  country: CountryCode
  /** Told the rows written so far, every `progressEvery` rows and once at the end. */
  onProgress?: (rowsDone: number) => unknown
  progressEvery?: number
}

/** Rows between two progress reports (one UPDATE of the export record each). */
export const PROGRESS_EVERY = 2000

/**
 * Writes a report's rows as an .xlsx (doc 2 §2 'Exportar a Excel', issue 22 item 4) with the
 * app's streaming writer (XlsxStream): the group header row (merged) and the header row, frozen;
 * the columns' widths; each kind's es-CO / es-MX format (rules/excel_formats.ts); text cells as
 * strings, never formulas. Rows are pulled from `source.rows` one at a time as the source reads
 * them in chunks, each committed at once: memory stays flat whatever the size. Returns the rows
 * written. `onProgress` may be async: it is awaited, so a slow progress write slows the reader,
 * never piles up.
 */
export async function writeExcelExport(
  source: ExportSource,
  target: Writable | string,
  options: ExcelExportOptions
): Promise<number> {
  const { country } = options
  const every = options.progressEvery ?? PROGRESS_EVERY
  const columns = source.columns
  const writer = new XlsxStream(target, {
    sheetName: source.sheetName,
    columns: columns.map((column) => ({
      key: column.key,
      header: column.header,
      group: column.group,
      width: column.width,
      numFmt: excelNumberFormat(column.kind, country),
    })),
  })
  const values: Record<string, XlsxValue> = {}
  for await (const row of source.rows) {
    for (const column of columns) {
      values[column.key] = excelCellValue(row[column.key], column.kind, country)
    }
    writer.addRow(values)
    if (options.onProgress && writer.rows % every === 0) await options.onProgress(writer.rows)
  }
  await writer.finish()
  await options.onProgress?.(writer.rows)
  return writer.rows
}

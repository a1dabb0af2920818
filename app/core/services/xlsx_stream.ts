import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'

/** One column of a streamed sheet: `numFmt` applies to every data cell of the column. */
export interface XlsxColumn {
  key: string
  header: string
  width: number
  /** Excel number format of the column's cells ('@' keeps them text). */
  numFmt?: string
  /** A header group: consecutive columns of one group share one merged cell above the headers. */
  group?: string
}

export interface XlsxSheetOptions {
  sheetName: string
  columns: readonly XlsxColumn[]
}

export type XlsxValue = string | number | Date | null | undefined

/** A run of consecutive columns under one group name (1-based, inclusive). */
export interface HeaderGroup {
  name: string
  from: number
  to: number
}

/** The merged cells of the group header row: consecutive columns with the same group. */
export function headerGroups(columns: readonly Pick<XlsxColumn, 'group'>[]): HeaderGroup[] {
  const groups: HeaderGroup[] = []
  columns.forEach((column, index) => {
    const last = groups.at(-1)
    const name = column.group ?? ''
    if (last && last.name === name && last.to === index) last.to = index + 1
    else groups.push({ name, from: index + 1, to: index + 1 })
  })
  return groups
}

/**
 * The one way the app writes .xlsx files: exceljs's STREAMING writer (`stream.xlsx.
 * WorkbookWriter`), one sheet, each row committed as soon as it is added, so memory stays flat
 * however many rows go out. Used by the product photos report (served while written) and the
 * reports' Excel exports (written by the queue worker, app/reports/services/excel_export.ts).
 *
 * - `target`: a writable stream (an HTTP response) or a file path.
 * - Header: when some column has a `group`, a first row with the group names (each merged over
 *   its columns), then the row of headers; both bold; the header rows stay frozen on scroll.
 * - Widths and number formats come from the columns. Values are written as they are: a string is
 *   always a string cell (exceljs makes a formula only from a `{ formula }` object, which this
 *   writer never receives), and a text column formatted '@' stays text when edited in Excel.
 */
export class XlsxStream {
  #workbook: ExcelJS.stream.xlsx.WorkbookWriter
  #sheet: ExcelJS.Worksheet
  #keys: string[]
  /** One style object per column, shared by all its cells (exceljs caches a style by object). */
  #styles: Partial<ExcelJS.Style>[]
  rows = 0

  constructor(target: Writable | string, options: XlsxSheetOptions) {
    this.#workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      ...(typeof target === 'string' ? { filename: target } : { stream: target }),
      useStyles: true,
      useSharedStrings: false,
    })
    this.#workbook.creator = 'Repuestos'
    const grouped = options.columns.some((column) => column.group)
    const headerRows = grouped ? 2 : 1
    this.#sheet = this.#workbook.addWorksheet(options.sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: headerRows, xSplit: 0 }],
    })
    this.#keys = options.columns.map((column) => column.key)
    this.#styles = options.columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : {}))
    // widths go out with the sheet's start (the first committed row): the columns come first
    this.#sheet.columns = options.columns.map((column) => ({
      key: column.key,
      width: column.width,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }))
    if (grouped) {
      const row = this.#sheet.getRow(1)
      for (const group of headerGroups(options.columns)) {
        const cell = row.getCell(group.from)
        cell.value = group.name
        cell.numFmt = '@'
        cell.alignment = { horizontal: 'center' }
        if (group.to > group.from) this.#sheet.mergeCells(1, group.from, 1, group.to)
      }
      row.font = { bold: true }
      row.commit()
    }
    const header = this.#sheet.getRow(headerRows)
    options.columns.forEach((column, index) => {
      const cell = header.getCell(index + 1)
      cell.value = column.header
      cell.numFmt = '@'
    })
    header.font = { bold: true }
    header.commit()
  }

  /**
   * Adds one row (values by column key) and commits it: it leaves memory at once. Each cell gets
   * its column's shared style object: exceljs looks a style up by object (a WeakMap), so a shared
   * one is resolved once per column instead of once per cell (about twice as fast in all).
   */
  addRow(values: Record<string, XlsxValue>) {
    const row = this.#sheet.addRow(this.#keys.map((key) => values[key] ?? null))
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.style = this.#styles[column - 1]
    })
    row.commit()
    this.rows++
  }

  /** Ends the sheet and the file (the stream ends, or the file is complete on disk). */
  async finish() {
    this.#sheet.commit()
    await this.#workbook.commit()
  }
}

import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { writeExcelExport } from '#reports/services/excel_export'
import { excelCellValue, excelNumberFormat, looksLikeFormula } from '#reports/rules/excel_formats'
import { exportPercent, exportFileName } from '#reports/rules/export_status'
import { headerGroups } from '#core/services/xlsx_stream'
import type { ExportCell, ExportSource } from '#reports/rules/export_source'

/** A source of fixed rows, read as a real one is (an async iterable). */
function sourceOf(rows: Record<string, ExportCell>[]): ExportSource {
  return {
    sheetName: 'Reporte analítico',
    total: rows.length,
    columns: [
      { key: 'brand', header: 'Marca', group: 'VEHÍCULO', width: 16, kind: 'text' },
      { key: 'year', header: 'Año', group: 'VEHÍCULO', width: 8, kind: 'integer' },
      { key: 'name', header: 'Nombre', group: 'CLIENTE', width: 30, kind: 'text' },
      { key: 'at', header: 'Fecha', group: 'PEDIDO', width: 18, kind: 'datetime' },
      { key: 'day', header: 'Día', group: 'PEDIDO', width: 12, kind: 'date' },
      { key: 'total', header: 'Total', group: 'PEDIDO', width: 14, kind: 'money' },
      { key: 'rate', header: 'Conversión', group: 'PEDIDO', width: 12, kind: 'percent' },
    ],
    rows: (async function* () {
      yield* rows
    })(),
  }
}

const ROWS: Record<string, ExportCell>[] = [
  {
    brand: 'Mazda',
    year: 2019,
    name: '=HYPERLINK("http://x","clic")',
    at: new Date('2026-11-29T03:30:00Z'),
    day: new Date('2026-11-29T03:30:00Z'),
    total: 170000.4,
    rate: 12.5,
  },
  { brand: '+57 300', year: 2020, name: '-1+1', at: null, day: null, total: 0, rate: null },
  { brand: '@SUM(A1)', year: null, name: '--', at: null, day: null, total: -5000, rate: 100 },
]

async function written(country: 'CO' | 'MX', rows = ROWS) {
  const folder = await mkdtemp(join(tmpdir(), 'excel-export-'))
  const file = join(folder, 'export.xlsx')
  const progress: number[] = []
  const count = await writeExcelExport(sourceOf(rows), file, {
    country,
    progressEvery: 2,
    onProgress: (done) => progress.push(done),
  })
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  await rm(folder, { recursive: true, force: true })
  return { count, progress, sheet: workbook.getWorksheet('Reporte analítico')! }
}

test.group('Excel export: the file', () => {
  test('group header merged over its columns, the header row, both frozen, widths', async ({
    assert,
  }) => {
    const { sheet, count, progress } = await written('CO')
    assert.equal(count, 3)
    assert.deepEqual(progress, [2, 3])
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [
      'VEHÍCULO',
      'VEHÍCULO',
      'CLIENTE',
      'PEDIDO',
      'PEDIDO',
      'PEDIDO',
      'PEDIDO',
    ])
    assert.isTrue(sheet.getCell('A1').isMerged)
    assert.equal(sheet.getCell('B1').master.address, 'A1')
    assert.equal(sheet.getCell('C1').master.address, 'C1')
    assert.equal(sheet.getCell('G1').master.address, 'D1')
    assert.deepEqual((sheet.getRow(2).values as unknown[]).slice(1), [
      'Marca',
      'Año',
      'Nombre',
      'Fecha',
      'Día',
      'Total',
      'Conversión',
    ])
    assert.isTrue(sheet.getRow(2).font?.bold)
    assert.equal(sheet.views[0].state, 'frozen')
    assert.equal((sheet.views[0] as { ySplit?: number }).ySplit, 2)
    assert.deepEqual(
      sheet.columns.map((column) => column.width),
      [16, 8, 30, 18, 12, 14, 12]
    )
    assert.equal(sheet.rowCount, 5)
  })

  test('cells starting with =, +, - or @ are text, never formulas', async ({ assert }) => {
    const { sheet } = await written('CO')
    for (const address of ['C3', 'A4', 'C4', 'A5', 'C5']) {
      const cell = sheet.getCell(address)
      assert.equal(cell.type, ExcelJS.ValueType.String, address)
      assert.isUndefined(cell.formula, address)
      assert.equal(cell.numFmt, '@', address)
    }
    assert.equal(sheet.getCell('C3').value, '=HYPERLINK("http://x","clic")')
    assert.equal(sheet.getCell('A4').value, '+57 300')
    assert.equal(sheet.getCell('A5').value, '@SUM(A1)')
    assert.equal(sheet.getCell('C5').value, '--')
  })

  test('Colombia: money in whole pesos, dates on Bogotá time, es-CO formats', async ({
    assert,
  }) => {
    const { sheet } = await written('CO')
    assert.equal(sheet.getCell('F3').value, 170000)
    assert.equal(sheet.getCell('F3').numFmt, excelNumberFormat('money', 'CO'))
    assert.equal(sheet.getCell('F3').numFmt, '[$$-240A] #,##0;-[$$-240A] #,##0')
    assert.equal(sheet.getCell('B3').numFmt, '#,##0')
    assert.equal(sheet.getCell('G3').value, 12.5)
    assert.equal(sheet.getCell('G3').numFmt, '0.0"%"')
    // 03:30 UTC is 22:30 of the day before in Bogotá (UTC−5)
    assert.deepEqual(sheet.getCell('D3').value, new Date('2026-11-28T22:30:00Z'))
    assert.equal(sheet.getCell('D3').numFmt, '[$-240A]dd/mm/yyyy hh:mm')
    assert.deepEqual(sheet.getCell('E3').value, new Date('2026-11-28T00:00:00Z'))
    assert.equal(sheet.getCell('E3').numFmt, '[$-240A]dd/mm/yyyy')
    assert.isNull(sheet.getCell('D4').value)
    assert.equal(sheet.getCell('F5').value, -5000)
  })

  test('Mexico: es-MX formats, money with cents, Mexico City time', async ({ assert }) => {
    const { sheet } = await written('MX')
    assert.equal(sheet.getCell('F3').numFmt, '[$$-80A] #,##0.00;-[$$-80A] #,##0.00')
    assert.equal(sheet.getCell('F3').value, 170000.4)
    // Mexico City is UTC−6 (no daylight saving since 2022)
    assert.deepEqual(sheet.getCell('D3').value, new Date('2026-11-28T21:30:00Z'))
    assert.equal(sheet.getCell('D3').numFmt, '[$-80A]dd/mm/yyyy hh:mm')
  })

  test('no rows: the two header rows only', async ({ assert }) => {
    const { sheet, count, progress } = await written('CO', [])
    assert.equal(count, 0)
    assert.deepEqual(progress, [0])
    assert.equal(sheet.rowCount, 2)
  })
})

test.group('Excel export: rules', () => {
  test('looksLikeFormula', ({ assert }) => {
    for (const text of ['=1+1', '+57', '-3', '@A1', '\t=1']) assert.isTrue(looksLikeFormula(text))
    for (const text of ['Mazda', '1=1', ' =1', '']) assert.isFalse(looksLikeFormula(text))
  })

  test('excelCellValue', ({ assert }) => {
    assert.equal(excelCellValue(12, 'text', 'CO'), '12')
    assert.equal(excelCellValue('1499.5', 'money', 'CO'), 1500)
    assert.equal(excelCellValue(1499.456, 'money', 'MX'), 1499.46)
    assert.equal(excelCellValue(7.6, 'integer', 'MX'), 8)
    assert.isNull(excelCellValue('abc', 'integer', 'CO'))
    assert.isNull(excelCellValue(undefined, 'text', 'CO'))
    assert.isNull(excelCellValue('no es fecha', 'date', 'CO'))
  })

  test('headerGroups: consecutive columns of a group, a repeated group apart', ({ assert }) => {
    assert.deepEqual(
      headerGroups([{ group: 'A' }, { group: 'A' }, { group: 'B' }, { group: 'A' }]),
      [
        { name: 'A', from: 1, to: 2 },
        { name: 'B', from: 3, to: 3 },
        { name: 'A', from: 4, to: 4 },
      ]
    )
  })

  test('progress percent and file name', ({ assert }) => {
    assert.isNull(exportPercent('running', 10, null))
    assert.equal(exportPercent('running', 50, 200), 25)
    assert.equal(exportPercent('running', 200, 200), 99)
    assert.equal(exportPercent('ready', 0, 0), 100)
    assert.equal(
      exportFileName('analytics', new Date('2026-11-29T10:00:00Z')),
      'reporte-analitico-2026-11-29.xlsx'
    )
  })
})

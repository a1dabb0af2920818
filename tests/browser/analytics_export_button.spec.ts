import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin } from '#tests/helpers/requests'
import { analyticsFixture } from '#tests/functional/reports/analytics_helpers'

/**
 * 'Exportar a Excel' of the analytics report (/staff/reportes): an admin filters by store,
 * exports, follows the export's page to the file, and the file read back holds exactly that
 * store's rows (the fixture's three rows of 'Repuestos Andes').
 */
test.group('Analytics report: the Excel button', (group) => {
  freshDatabase(group)

  test('an admin filters by store, exports and downloads exactly its rows', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const f = await analyticsFixture()
    await browserContext.loginAs(await makeAdmin())
    const page = await visit('/staff/reportes')
    await page.getByText('VEHÍCULO', { exact: true }).waitFor()
    await page.getByTestId('analytics-store').click()
    await page.getByRole('option', { name: 'Repuestos Andes' }).click()
    await page.getByRole('button', { name: 'Exportar a Excel' }).click()
    await page.getByText('El archivo está listo.').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar archivo' }).click(),
    ])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const rows: string[][] = []
    workbook.worksheets[0].eachRow((row, number) => {
      if (number > 2) rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')))
    })
    assert.lengthOf(rows, 3)
    for (const row of rows) assert.include(row, 'Repuestos Andes')
    assert.notInclude(rows.flat(), 'Bodega Bogotá')
    assert.include(rows.flat(), f.q1.code!)
  })
})

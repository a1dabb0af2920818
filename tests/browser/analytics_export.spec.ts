import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * An admin exports the analytics report filtered by one store (doc 2 §7: the export "opened in
 * a new window" with the admin's filter): the export's page shows it ready, 'Descargar archivo'
 * downloads it, and the file read back with exceljs holds exactly that store's rows, the customer
 * cells masked ('--': the admin lacks showCustomerData).
 */
test.group('Analytics report: Excel export', (group) => {
  freshDatabase(group)

  test('an admin exports one store and downloads exactly its rows, masked', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const north = await makeGoStore({ name: 'Repuestos Norte' })
    const south = await makeGoStore({ name: 'Repuestos Sur' })
    const ana = await makeBuyer({ fullName: 'Ana Gómez', mobile: '3001112233' })
    const first = await makeRequest(ana, { storeId: north.store.id, vehicleModel: 'Mazda 3' })
    const second = await makeRequest(ana, { storeId: north.store.id, vehicleModel: 'Sandero' })
    await makeRequest(ana, { storeId: south.store.id, vehicleModel: 'Spark' })
    await makeRequest(ana, { vehicleModel: 'Logan' })
    const admin = await makeAdmin()
    await browserContext.loginAs(admin)

    const filter = encodeURIComponent(JSON.stringify({ storeId: north.store.id }))
    const page = await visit(`/api/repuestosGo/completeAnalytics/excel?filter=${filter}`)
    await page.getByRole('heading', { name: 'Reporte analítico en Excel' }).waitFor()
    assert.match(page.url(), /\/repuestosGo\/reportes\/exportaciones\/\d+$/)
    await page.getByText('El archivo está listo.').waitFor()
    await page.getByText('2 de 2 filas').waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar archivo' }).click(),
    ])
    assert.match(download.suggestedFilename(), /^reporte-analitico-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const sheet = workbook.worksheets[0]
    assert.equal(sheet.getCell('A1').value, 'VEHÍCULO')
    assert.equal(sheet.getCell('A2').value, 'Marca')
    const rows: unknown[][] = []
    sheet.eachRow((row, number) => {
      if (number > 2) rows.push((row.values as unknown[]).slice(1))
    })
    assert.deepEqual(
      rows.map((row) => [row[1], row[3], row[4], row[5], row[7]]),
      [
        ['Mazda 3', '--', '--', first.code, 'Tienda'],
        ['Sandero', '--', '--', second.code, 'Tienda'],
      ]
    )
  })
})

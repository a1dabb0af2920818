import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright'
import type User from '#users/models/user'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * The analytics report's Excel export as doc 2 §7 opens it ("in a new window", the admin's
 * filter when not empty): the export's page shows it ready, 'Descargar archivo' downloads it,
 * and the file read back with exceljs holds exactly the rows asked for — an admin's store
 * filter; a store's own rows with its customer cells masked ('--': no showCustomerData).
 */
async function world() {
  const north = await makeGoStore({ name: 'Repuestos Norte' })
  const south = await makeGoStore({ name: 'Repuestos Sur' })
  const ana = await makeBuyer({ fullName: 'Ana Gómez', mobile: '3001112233' })
  const luis = await makeBuyer({ fullName: 'Luis Pérez', mobile: '3004445566' })
  const quoted = async (buyer: User, seller: typeof north, vehicleModel: string) => {
    const request = await makeRequest(buyer, { storeId: seller.store.id, vehicleModel })
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: seller.store.id,
      userId: seller.owner.id,
      subtotal: 100000,
      total: 100000,
    }).create()
  }
  await quoted(ana, north, 'Mazda 3')
  await quoted(ana, north, 'Sandero')
  await quoted(luis, south, 'Spark')
  return { north, south }
}

/** Opens the export (`filter` when given), waits for the file and reads its data rows back. */
async function exportAndRead(
  browserContext: BrowserContext,
  visit: (url: string) => Promise<Page>,
  user: User,
  filter: Record<string, unknown> | null
) {
  await browserContext.loginAs(user)
  const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
  const page = await visit(`/api/repuestosGo/completeAnalytics/excel${query}`)
  await page.getByRole('heading', { name: 'Reporte analítico en Excel' }).waitFor()
  await page.getByText('El archivo está listo.').waitFor()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar archivo' }).click(),
  ])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]
  const rows: string[][] = []
  sheet.eachRow((row, number) => {
    if (number > 2) rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')))
  })
  return { page, download, sheet, rows }
}

test.group('Analytics report: Excel export', (group) => {
  freshDatabase(group)

  test('an admin exports one store: exactly its rows', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { north } = await world()
    const { page, download, sheet, rows } = await exportAndRead(
      browserContext,
      visit,
      await makeAdmin(),
      { storeId: north.store.id }
    )
    assert.match(page.url(), /\/repuestosGo\/reportes\/exportaciones\/\d+$/)
    await page.getByText('2 de 2 filas').waitFor()
    assert.match(download.suggestedFilename(), /^reporte-analitico-\d{4}-\d{2}-\d{2}\.xlsx$/)
    assert.includeMembers(sheet.getRow(1).values as unknown[], ['VEHÍCULO', 'CLIENTE'])
    assert.lengthOf(rows, 2)
    const cells = rows.flat()
    assert.includeMembers(cells, ['Mazda 3', 'Sandero', 'Ana Gómez'])
    assert.notInclude(cells, 'Spark')
    assert.notInclude(cells, 'Luis Pérez')
  })

  test("a store's owner exports its rows, the customer cells masked", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { south } = await world()
    const { rows } = await exportAndRead(browserContext, visit, south.owner, null)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], 'Spark')
    assert.include(rows[0], '--')
    const cells = rows.flat()
    for (const hidden of ['Luis Pérez', '3004445566', 'Mazda 3']) assert.notInclude(cells, hidden)
  })
})

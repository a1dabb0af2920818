import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import type { Page } from 'playwright'
import ProductImage from '#stores/models/product_image'
import { ProductImageFactory } from '#database/factories/product_image_factory'
import { freshDatabase } from '#tests/helpers/database'
import { makeGoStore } from '#tests/helpers/vendors'

/**
 * 'Fotos de productos' (/tienda/{storeUrl}/fotos): a vendor opens it from the user menu, adds a
 * photo (uploaded, then chosen among their earlier photos), finds it by searching, edits it, exports the list to Excel and deletes it. With
 * SCREENSHOTS=1 it also saves the page at 1280 and 375 px wide in tmp/screens/.
 */
async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return
  await mkdir(app.tmpPath('screens'), { recursive: true })
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: app.tmpPath(`screens/${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.group('Fotos de productos', (group) => {
  freshDatabase(group)

  test('a vendor adds, finds, edits, exports and deletes a product photo', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const big = app.tmpPath('photos-600.png')
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(big)
    const { store, owner } = await makeGoStore({ name: 'Repuestos La 80' })
    await ProductImageFactory.merge({
      storeId: store.id,
      imageId: 'BJ-9',
      name: 'Bujía iridio',
    }).create()
    await browserContext.loginAs(owner)
    const page = await visit(`/tienda/${store.urlPath}/fotos`)
    await page.getByRole('heading', { name: 'Fotos de productos' }).waitFor()
    assert.include(page.url(), `/tienda/${store.urlPath}/fotos`)
    await page.getByRole('cell', { name: 'BJ-9', exact: true }).waitFor()

    // add
    await page.getByRole('button', { name: 'Agregar foto' }).click()
    const form = page.getByRole('dialog', { name: 'Crear foto de producto' })
    await form.getByLabel('Número de parte principal').fill('fa-1234')
    await form.getByLabel('Nombre del producto').fill('Filtro de aceite')
    await form.getByLabel('Números de parte sustitutos (opcional)').fill('wix51348 ph2')
    const chooser = page.waitForEvent('filechooser')
    await form.getByRole('button', { name: 'Subir foto principal' }).click()
    await (await chooser).setFiles(big)
    await form.getByTestId('product-photo').waitFor()
    // taken out, then chosen again among the vendor's earlier photos
    await form.getByRole('button', { name: 'Quitar foto 1' }).click()
    await form.getByTestId('product-photo').waitFor({ state: 'detached' })
    await form.getByRole('button', { name: 'Elegir de mis fotos' }).click()
    const mine = page.getByRole('dialog', { name: 'Mis fotos de productos' })
    await mine.getByRole('button', { name: 'Elegir foto 1' }).click()
    await mine.waitFor({ state: 'hidden' })
    await form.getByTestId('product-photo').waitFor()
    await form.getByRole('button', { name: 'Guardar foto' }).click()
    await page.getByText('¡Foto guardada satisfactoriamente!').first().waitFor()
    await form.waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: 'FA-1234', exact: true }).waitFor()
    await screenshot(page, 'fotos-de-productos')

    // search as you type
    await page.getByLabel('Buscar por número de parte o nombre').fill('filtro')
    await page.getByRole('cell', { name: 'BJ-9', exact: true }).waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: 'FA-1234', exact: true }).waitFor()
    assert.equal(await page.getByTestId('product-photos').locator('tbody tr').count(), 1)

    // edit
    await page.getByRole('button', { name: 'Editar Filtro de aceite' }).click()
    const edit = page.getByRole('dialog', { name: 'Editar foto de producto' })
    await edit.getByLabel('Nombre del producto').fill('Filtro de aceite sintético')
    await screenshot(page, 'fotos-de-productos-editar')
    await edit.getByRole('button', { name: 'Guardar foto' }).click()
    await edit.waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: 'Filtro de aceite sintético', exact: true }).waitFor()

    // export, with the same search
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar a Excel' }).click(),
    ])
    assert.match(download.suggestedFilename(), /^fotos-de-productos-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const sheet = workbook.getWorksheet('Fotos de productos')!
    assert.equal(sheet.getCell('A1').value, 'Número de parte principal')
    assert.equal(sheet.getCell('A2').value, 'FA-1234')
    assert.equal(sheet.getCell('B2').value, 'Filtro de aceite sintético')
    assert.equal(sheet.getCell('C2').value, 'WIX51348,PH2')
    assert.equal(sheet.actualRowCount, 2)

    // delete, asked first
    await page.getByRole('button', { name: 'Eliminar Filtro de aceite sintético' }).click()
    await page.getByRole('dialog', { name: 'Eliminar foto de producto' }).waitFor()
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click()
    await page.getByText('No encontramos fotos para "filtro".').waitFor()
    assert.isNull(await ProductImage.query().where('image_id', 'FA-1234').first())
    await page.getByLabel('Buscar por número de parte o nombre').fill('')
    await page.getByRole('cell', { name: 'BJ-9', exact: true }).waitFor()

    // the user menu leads here
    await page.getByTestId('user-menu').click({ timeout: 90_000 })
    const link = page.getByRole('menuitem', { name: 'Fotos de productos' })
    assert.equal(await link.getAttribute('href'), `/tienda/${store.urlPath}/fotos`)
  }).timeout(240_000)
})

import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import Infraction from '#moderation/models/infraction'
import { freshDatabase } from '#tests/helpers/database'
import { DETAIL_PAGE, detailFixtures } from '#tests/helpers/vendor_detail'
import { quote } from '#tests/functional/quotations/buyer_detail_helpers'
import { UserFactory } from '#database/factories/user_factory'
import { MAIN_AREA } from '#tests/helpers/requests'

/**
 * Issue 11, the staff side in Chromium: an admin with the infractions right opens the request
 * detail page, downloads a quotation as PDF (its text read with pdftotext) and registers an
 * infraction with evidence, which then shows on the quotation.
 */
test.group('Admin view of a quotation in the browser', (group) => {
  freshDatabase(group)

  test('an admin downloads the PDF and registers an infraction', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store, { amount: 2, shipping: 'added' })
    const admin = await UserFactory.apply('admin').merge({ manageInfractionsModule: true }).create()

    await browserContext.loginAs(admin)
    const page = await visit(DETAIL_PAGE(request.id))
    const card = page.locator('[data-testid="quotation-card"]').first()
    await card.waitFor()
    const tools = card.getByTestId('quotation-staff-tools')
    if (!(await tools.isVisible())) await card.getByRole('button').first().click()
    await tools.waitFor()
    // read-only: staff never get the vendor's send buttons
    assert.equal(await page.getByRole('button', { name: 'Enviar Cotización' }).count(), 0)

    // the PDF, read back as text
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tools.getByTestId('export-pdf').click(),
    ])
    assert.equal(download.suggestedFilename(), `cotizacion-${quotation.code}.pdf`)
    const file = await download.path()
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    assert.include(text, quotation.code)
    assert.include(text, request.code)
    // staff read the whole quotation, the vendor's part numbers too (the buyer's copy leaves them out)
    assert.include(text, 'BP-SECRET')
    assert.include(text, 'Bosch')

    // the infraction form: everything is required
    await tools.getByTestId('register-infraction').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await dialog.getByText('Todos los datos son obligatorios').first().waitFor()
    await dialog
      .getByTestId('infraction-type')
      .selectOption({ label: 'Compartir información de contacto' })
    await dialog.getByLabel('Detalle').fill('El vendedor escribió su número de celular en la foto.')
    const evidence = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByTestId('evidence-pick').click(),
    ])
    await chooser.setFiles({ name: 'evidencia.png', mimeType: 'image/png', buffer: evidence })
    await dialog.getByText('Cambiar archivo').waitFor()
    // the preview reads the evidence through its guarded route (never /uploads), and shows it
    const preview = dialog.getByAltText('Imagen de la evidencia')
    assert.match(
      (await preview.getAttribute('src')) ?? '',
      /^\/api\/store\/infractions\/evidence\/[0-9a-f-]{36}\.webp$/
    )
    await page.waitForFunction(
      (image) => {
        const loaded = image as unknown as { complete: boolean; naturalWidth: number }
        return loaded.complete && loaded.naturalWidth > 0
      },
      await preview.elementHandle()
    )
    await dialog.getByLabel('Notificar al vendedor').check()
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Infracción registrada').first().waitFor()

    const infraction = await Infraction.query().where('quotation_id', quotation.id).firstOrFail()
    assert.equal(infraction.infractionType, 'share_contact_information')
    assert.equal(infraction.storeId, vendor.store.id)
    assert.isTrue(Boolean(infraction.notifyTheSeller))
    await card.getByTestId('infractions').getByText('Compartir información de contacto').waitFor()
    assert.isAbove(readFileSync(file).length, 1000)
  }).timeout(90000)

  test("an admin goes from the requests list to 'Exportar PDF' and 'Registrar infracción' by clicks only", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1 })
    const quotation = await quote(request, vendor.store, { amount: 2, shipping: 'added' })
    const admin = await UserFactory.apply('admin').merge({ manageInfractionsModule: true }).create()

    await browserContext.loginAs(admin)
    // the staff's list of every request ('Solicitadas'), then the request's '1 cotización'
    const page = await visit(MAIN_AREA)
    await page.getByTestId('quotations-count').first().click()
    await page.waitForURL(`**/repuestosGo/quotationRequestDetail/${request.id}`)
    // the purchase option's staff link, to the quotation's staff view
    await page.getByTestId('staff-quotation-link').first().click()
    await page.waitForURL(`**/repuestosGo/quotationRequest/${request.id}?section=quotation-*`)
    const card = page.locator(`#quotation-${quotation.id}`)
    const tools = card.getByTestId('quotation-staff-tools')
    await tools.waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tools.getByTestId('export-pdf').click(),
    ])
    assert.equal(download.suggestedFilename(), `cotizacion-${quotation.code}.pdf`)
    await tools.getByTestId('register-infraction').click()
    await page.getByRole('dialog').getByText(`Registrar infracción · ${quotation.code}`).waitFor()
  }).timeout(90000)
})

import { test } from '@japa/runner'
import OutboxMessage from '#core/models/outbox_message'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import VendorIgnore from '#quotations/models/vendor_ignore'
import ProcessObservation from '#quotations/models/process_observation'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { makeBrand } from '#tests/helpers/garage'
import { makeModuleManager } from '#tests/helpers/requests'
import {
  DETAIL_PAGE,
  detailFixtures,
  makeMailedAdmin,
  makeVendorStore,
  PENDING_URL,
} from '#tests/helpers/vendor_detail'

test.group('Request detail page in the browser', (group) => {
  freshDatabase(group)

  test("a vendor marks both parts 'Agotado': discarded automatically, back on Pendientes", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 2, advisers: 2 })
    const [first, second] = request.details
    first.image = 'requests/pastillas.webp'
    await first.save()

    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('heading', { name: 'Detalle de solicitud de cotización' }).waitFor()
    await page.getByTestId('request-code').getByText(request.code).waitFor()
    await page.getByText('Chevrolet Spark GT 2015').waitFor()
    await page.getByRole('heading', { name: 'Tu cotización' }).waitFor()
    assert.equal(await page.getByTestId('request-customer').count(), 0, 'no customer data')

    await page.getByRole('button', { name: '¿Cómo funciona?' }).click()
    await page.getByTestId('how-it-works').getByText('60 minutos', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByTestId('how-it-works').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: `Ver foto: ${first.name}` }).click()
    const photo = page.getByRole('dialog').getByRole('img', { name: first.name })
    await photo.waitFor({ state: 'attached' })
    assert.equal(await photo.getAttribute('src'), '/uploads/requests/pastillas.webp')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const row = (id: number) =>
      page.locator(`[data-testid="request-detail"][data-detail-id="${id}"]`)
    await row(first.id).getByRole('switch').click()
    await page.getByText('Autoparte marcada como agotada').waitFor()
    assert.isTrue(await row(first.id).getByRole('switch').isChecked())
    assert.equal(await countOf(QuotationRequestDetailUnavailable), 1)
    assert.equal(page.url().endsWith(DETAIL_PAGE(request.id)), true, 'still on the detail')

    await row(second.id).getByRole('switch').click()
    await page.getByText(`Solicitud Nº ${request.code} descartada`).waitFor()
    await page.getByText('Producto no disponible').first().waitFor()
    await page.waitForURL(`**${PENDING_URL}`)

    const discard = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(discard.reason, 'g')
    assert.equal(discard.storeId, vendor.store.id)
    assert.isNotNull(discard.adviserId)
  })

  test('a vendor whose store lacks the brand asks the admins to enable it', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request } = await detailFixtures()
    const mazdaOnly = await makeVendorStore({ brands: [await makeBrand('Mazda')] })
    await makeMailedAdmin('admin@repuestos.test')

    await browserContext.loginAs(mazdaOnly.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page
      .getByText(
        'No puedes visualizar esta solicitud porque tu tienda virtual no tiene habilitada la marca Chevrolet'
      )
      .waitFor()
    assert.equal(await page.getByTestId('request-detail').count(), 0, 'no details')

    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByText('Completa el campo requerido').waitFor()
    assert.equal(await countOf(BrandGroupRequest), 0)

    await page
      .getByLabel('Marcas o grupos que quieres habilitar')
      .fill('Habilitar Chevrolet y el grupo de frenos')
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByText('Solicitud enviada exitosamente').first().waitFor()

    const row = await BrandGroupRequest.firstOrFail()
    assert.equal(row.storeId, mazdaOnly.store.id)
    assert.equal(row.quotationRequestId, request.id)
    assert.equal(row.requirement, 'Habilitar Chevrolet y el grupo de frenos')
    const mail = await OutboxMessage.query()
      .where('recipient', 'admin@repuestos.test')
      .firstOrFail()
    assert.include(mail.body, 'Habilitar Chevrolet y el grupo de frenos')
  })

  test('without advisers, the last part marked opens the discard dialog', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures({ parts: 1 })
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    const row = page.locator(
      `[data-testid="request-detail"][data-detail-id="${request.details[0].id}"]`
    )
    await row.getByRole('switch').click()
    await page
      .getByText(
        'Marcaste todas las autopartes como agotadas. Indica el motivo para descartar la solicitud.'
      )
      .waitFor()
    const dialog = page.getByTestId('discard-modal')
    await dialog.waitFor()
    assert.equal(await countOf(VendorIgnore), 0)

    await dialog.getByLabel('Producto no disponible').check()
    await dialog.getByTestId('confirm-discard').click()
    await page.getByText(`Solicitud Nº ${request.code} descartada`).waitFor()
    await page.waitForURL(`**${PENDING_URL}`)
    const discard = await VendorIgnore.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(discard.reason, 'g')
    assert.isNull(discard.adviserId)
  })

  test("'Marcar en proceso' saves the observation and goes back to Pendientes", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor } = await detailFixtures()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByRole('button', { name: 'Marcar en proceso' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').fill('Consultando disponibilidad con bodega')
    await dialog.getByTestId('save-observation').click()
    await page.getByText('La solicitud de cotización se ha marcado en proceso').waitFor()
    await page.waitForURL(`**${PENDING_URL}`)
    await page.getByText('Consultando disponibilidad con bodega').first().waitFor()
    const observation = await ProcessObservation.query()
      .where('quotation_request_id', request.id)
      .firstOrFail()
    assert.equal(observation.storeId, vendor.store.id)
  })

  test('a module manager reads the request with the customer WhatsApp and no triage', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request } = await detailFixtures()
    const manager = await makeModuleManager()
    await browserContext.loginAs(manager)
    const page = await visit(DETAIL_PAGE(request.id))
    await page.getByText('Vista de solo lectura', { exact: false }).waitFor()
    await page.getByTestId('request-customer').getByText('Ana Gómez').waitFor()
    assert.equal(
      await page.getByTestId('customer-whatsapp').getAttribute('href'),
      'https://wa.me/573001112233'
    )
    assert.equal(await page.getByRole('switch').count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Descartar' }).count(), 0)
    assert.equal(await page.getByRole('button', { name: '¿Cómo funciona?' }).count(), 0)
  })

  test('an unknown request shows the error text', async ({ browserContext, visit }) => {
    const { vendor } = await detailFixtures()
    await browserContext.loginAs(vendor.owner)
    const page = await visit(DETAIL_PAGE(987654))
    await page.getByText('¡ERROR! la transacción es inexistente.').waitFor()
  })
})

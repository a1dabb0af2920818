import { test } from '@japa/runner'
import BillingData from '#orders/models/billing_data'
import { freshDatabase } from '#tests/helpers/database'
import { detailFixtures } from '#tests/helpers/vendor_detail'
import { BUYER_PAGE, quote } from '#tests/functional/quotations/buyer_detail_helpers'

/**
 * The checkout's third step starts a new delivery address with the identification the buyer
 * has just typed in the billing step (it was empty, to be typed again).
 */
test.group('Checkout records in the browser', (group) => {
  freshDatabase(group)

  test('a new address starts with the identification just saved in billing', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { request, vendor, buyer } = await detailFixtures({ parts: 1 })
    await buyer.merge({ cityId: request.cityId, email: 'ana@example.com' }).save()
    await quote(request, vendor.store, { amount: 1 })
    await browserContext.loginAs(buyer)
    const page = await visit(BUYER_PAGE(request.id))
    await page.getByTestId('buy-button').first().click()
    const wizard = page.getByRole('dialog')
    await wizard.getByTestId('checkout-step-shipping').waitFor()
    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-billing').waitFor()

    await wizard.getByRole('button', { name: 'Agregar datos de facturación' }).click()
    await wizard.getByLabel('Número de identificación').fill('900123456')
    await wizard.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 10 # 43-12')
    await wizard.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Nuevos datos de facturación').waitFor({ state: 'detached' })
    const billing = await BillingData.query().where('user_id', buyer.id).firstOrFail()
    assert.equal(billing.identification, '900123456')

    await wizard.getByTestId('checkout-next').click()
    await wizard.getByTestId('checkout-step-address').waitFor()
    await wizard.getByRole('button', { name: 'Agregar dirección' }).click()
    assert.equal(await wizard.getByLabel('Número de identificación').inputValue(), '900123456')
  })
})

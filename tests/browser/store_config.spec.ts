import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { addShippingRule, chooseBrandAndDepartment } from '#tests/helpers/store_browser'
import { VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import ShippingCostRule from '#stores/models/shipping_cost_rule'

/**
 * Issue 20 item 3: the owner opens 'Configurar tienda' from the user menu, chooses Chevrolet and
 * Antioquia, adds a shipping rule, saves, and finds all of it after a reload.
 */
test.group('Store configuration in the browser', (group) => {
  freshDatabase(group)

  test('the owner sets Chevrolet + Antioquia and a shipping rule; saved after reload', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await VehicleBrandFactory.merge({ name: 'Chevrolet' }).create()
    await VehicleBrandFactory.merge({ name: 'Mazda' }).create()
    await makeCity('Medellín', 'Antioquia', '05001')
    await makeCity('Bogotá', 'Cundinamarca', '11001')
    const { store, owner } = await makeGoStore()

    await browserContext.loginAs(owner)
    const page = await visit('/')
    await page.getByTestId('user-menu').click()
    await page.getByTestId('menu-store-config').click()
    await page.waitForURL(`**/tienda/${store.urlPath}/store/page`)

    await chooseBrandAndDepartment(page, 'Chevrolet', 'Antioquia')
    await addShippingRule(page, '150000', '0')
    // the save answered: the rule is in the table
    for (let tries = 0; tries < 50; tries++) {
      if ((await ShippingCostRule.query().where('store_id', store.id)).length === 1) break
      await page.waitForTimeout(100)
    }
    assert.lengthOf(await ShippingCostRule.query().where('store_id', store.id), 1)

    await page.reload()
    const reloaded = page.locator('#storeConfigSection-brands')
    await reloaded.getByText('Chevrolet').waitFor()
    await reloaded.getByText('Antioquia').waitFor()
    assert.equal(
      await page.locator('#storeConfigSection-shipping').getByTestId('rule-from-0').inputValue(),
      '$ 150.000'
    )
  })
})

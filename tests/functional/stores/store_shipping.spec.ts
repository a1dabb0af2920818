import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { StoreFactory } from '#database/factories/store_factory'
import { ShippingCostRuleFactory } from '#database/factories/shipping_cost_rule_factory'

const url = (id: number) => `/api/store/store/${id}/shippingCostRulesAndDiscounts`

test.group('Store shipping rules and options', (group) => {
  freshDatabase(group)

  test('any signed-in user reads the policy, the rules ascending, options and payment info', async ({
    client,
    assert,
  }) => {
    const store = await StoreFactory.apply('pickupAndCod')
      .merge({
        shippingPolicy: 'Despachamos en 24 horas hábiles.',
        paymentName: 'Repuestos El Poblado S.A.S.',
        paymentMobileNumber: '3001110000',
        addressingAfterTransaction: true,
        addressingButtonName: 'Pagar con Nequi',
        transactionClosingForm: 'Transfiere a la cuenta 123 y envía el comprobante.',
      })
      .create()
    const free = await ShippingCostRuleFactory.apply('free').merge({ storeId: store.id }).create()
    const base = await ShippingCostRuleFactory.merge({ storeId: store.id }).create()
    const middle = await ShippingCostRuleFactory.merge({
      storeId: store.id,
      lowerPurchasePrice: 100000.5,
      addShippingCost: 6000,
    }).create()
    await ShippingCostRuleFactory.create()

    const response = await client
      .get(url(store.id))
      .loginAs(await makeUser())
      .accept('json')
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      data: {
        store_id: store.id,
        shippingPolicy: 'Despachamos en 24 horas hábiles.',
        rules: [
          { id: base.id, lower_purchase_price: '0.00', add_shipping_cost: '12000.00' },
          { id: middle.id, lower_purchase_price: '100000.50', add_shipping_cost: '6000.00' },
          { id: free.id, lower_purchase_price: '200000.00', add_shipping_cost: '0.00' },
        ],
        allowStorePickup: true,
        allowPaymentAgainstDelivery: true,
        salesModel: 'orders',
        paymentInfo: {
          name: 'Repuestos El Poblado S.A.S.',
          mobile_number: '3001110000',
          addressing_after_transaction: true,
          addressing_button_name: 'Pagar con Nequi',
          transaction_closing_form: 'Transfiere a la cuenta 123 y envía el comprobante.',
        },
      },
    })
  })

  test('a store without rules or options', async ({ client }) => {
    const store = await StoreFactory.apply('cart').merge({ shippingPolicy: null }).create()
    const response = await client
      .get(url(store.id))
      .loginAs(await makeUser())
      .accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: {
        shippingPolicy: null,
        rules: [],
        allowStorePickup: false,
        allowPaymentAgainstDelivery: false,
        salesModel: 'cart',
      },
    })
  })

  test('an unknown or switched-off store: 404; guests: 401', async ({ client }) => {
    const buyer = await makeUser()
    const off = await StoreFactory.merge({ isActive: false }).create()
    for (const id of [off.id, 999999]) {
      const response = await client.get(url(id)).loginAs(buyer).accept('json')
      response.assertStatus(404)
    }
    const store = await StoreFactory.create()
    const guest = await client.get(url(store.id)).accept('json')
    guest.assertStatus(401)
  })
})

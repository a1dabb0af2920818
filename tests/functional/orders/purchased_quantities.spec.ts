import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import QuotationDetail from '#quotations/models/quotation_detail'
import { freshDatabase } from '#tests/helpers/database'
import { CHECKOUT, checkoutWorld, orderBody, post, rows } from './checkout_helpers.js'
import { ORDER_PATHS as P } from './orders_helpers.js'

/**
 * Issue 19, "dead column": what a buyer bought of a quotation item lives on the order lines
 * only — `quotation_details.purchased_amount`, never written, is gone — and a cancelled order
 * gives its units back.
 */
test.group('Purchased quantities: the order lines hold them', (group) => {
  freshDatabase(group)

  test('quotation_details has no purchased_amount column, nor its model', async ({ assert }) => {
    assert.isFalse(await db.connection().schema.hasColumn('quotation_details', 'purchased_amount'))
    assert.isFalse(QuotationDetail.$hasColumn('purchasedAmount'))
  })

  test('bought units come from the lines; cancelling the order gives them back', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const first = await post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world))
    first.assertStatus(201)
    const [line] = await rows('cart_shopping_details', { header_id: first.body().id })
    assert.equal(Number(line.quantity), 2)
    assert.equal(Number(line.quotation_detail_id), world.items[0].id)

    const again = await post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world))
    again.assertStatus(422)
    assert.equal(
      again.body().errors[0].message,
      'La cantidad disponible es de 0 unidades. Intenta con una cantidad menor.'
    )
    await client
      .patch(P.orderStatus(first.body().id))
      .json({ status: 'cancelled', cancel_reason: 'Me equivoqué de referencia' })
      .loginAs(world.buyer)
      .withCsrfToken()
      .accept('json')
      .then((response: any) => response.assertStatus(200))
    const afterCancel = await post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world))
    afterCancel.assertStatus(201)
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { CHECKOUT, checkoutWorld, orderBody, post, rows } from './checkout_helpers.js'

/**
 * Buyers press 'Enviar pedido' at the same moment (real HTTP calls in parallel): the checks and
 * the insert run in one transaction behind the quotation row's lock (MySQL/MariaDB) or SQLite's
 * single writer. Run on both databases.
 */
test.group('Checkout under a race', (group) => {
  freshDatabase(group)

  test('50 identical submits with one idempotency key: one order, 49 replays, one event', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const key = '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f'
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(client, world.buyer, CHECKOUT.createNewOrder, orderBody(world), key)
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, String(statuses))
    assert.equal(statuses.filter((status) => status === 200).length, 49, String(statuses))
    assert.equal(new Set(responses.map((response) => response.body().id)).size, 1)
    assert.isTrue(
      responses
        .filter((response) => response.status() === 200)
        .every((response) => response.body().replayed === true)
    )
    assert.lengthOf(await rows('cart_shopping_headers'), 1)
    assert.lengthOf(await rows('cart_shopping_details'), 1)
    assert.lengthOf(await rows('outbox_events', { name: 'order.created' }), 1)
    assert.lengthOf(
      await rows('queue_notifications', {
        user_id: world.seller.owner.id,
        topic: 'CART.newOrder.',
      }),
      1
    )
  }).timeout(180_000)

  test('two keys buying every unit at once: one order, the other the quantity message', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld()
    const body = orderBody(world)
    const responses = await Promise.all([
      post(
        client,
        world.buyer,
        CHECKOUT.createNewOrder,
        body,
        '11111111-1111-4111-8111-111111111111'
      ),
      post(
        client,
        world.buyer,
        CHECKOUT.createNewOrder,
        body,
        '22222222-2222-4222-8222-222222222222'
      ),
    ])
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [201, 422])
    const loser = responses.find((response) => response.status() === 422)!
    assert.deepEqual(loser.body().errors, [
      {
        field: 'quotationDetails.0.purchased_amount',
        message: 'La cantidad disponible es de 0 unidades. Intenta con una cantidad menor.',
        rule: 'max',
      },
    ])
    assert.lengthOf(await rows('cart_shopping_headers'), 1)
    const [bought] = await rows('cart_shopping_details')
    assert.equal(Number(bought.quantity), 2)
  }).timeout(120_000)
})

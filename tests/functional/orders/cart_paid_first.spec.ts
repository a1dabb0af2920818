import { test } from '@japa/runner'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin } from '#tests/helpers/requests'
import { outboxTo } from '#tests/helpers/vendor_world'
import {
  CHECKOUT,
  checkoutWorld,
  orderBody,
  post,
  rows,
  type CheckoutWorld,
} from './checkout_helpers.js'
import { ORDER_PATHS as P, relayEverything } from './orders_helpers.js'

/**
 * Issue 19, "Cart stores are paid first": a store of the cart sales model sells through the
 * payment gateway. 'Enviar pedido' is refused for it; a payment link (or 'Continuar compra')
 * stays the buyer's alone until a payment is approved: the store is not told of it, does not
 * list it, cannot open it (404, no customer data), and is not told when the buyer cancels it.
 */

const CART_STORE = { sales_model: 'cart', allow_store_pickup: true }
const CHAT = '/api/repuestosGo/chat'

/** The store's people of the world: the owner and the quotation's adviser. */
const storePeople = (world: CheckoutWorld) => [world.seller.owner, world.seller.advisers[0].account]

/** Everything a person of the store was told about orders (in the app, WhatsApp, e-mail). */
async function toldOf(user: User) {
  const notices = await rows('queue_notifications', { user_id: user.id })
  return {
    notices: notices.filter((notice) => String(notice.topic).startsWith('CART.')).length,
    whatsapp: (await outboxTo(`57${user.mobile}`, 'whatsapp')).length,
    email: (await outboxTo(user.email, 'email')).length,
  }
}

/** The buyer makes a payment link of both units of the first item, terms accepted. */
function makeLink(client: any, world: CheckoutWorld, overrides: Record<string, unknown> = {}) {
  const { quotation_id: quotationId, ...rest } = orderBody(world)
  return post(client, world.buyer, CHECKOUT.createPaymentLink, {
    quotationId,
    ...rest,
    ...overrides,
  })
}

/** 'Pagar' on the local gateway's page of a link just made. */
function payLocally(client: any, created: { body(): any }) {
  const token = String(created.body().data).split('/').pop()!
  return client.post(CHECKOUT.localPage(token)).withCsrfToken().accept('json')
}

test.group('Cart stores are paid first: Enviar pedido', (group) => {
  freshDatabase(group)

  test('a cart store refuses an order (store pickup too) in Spanish, writing nothing', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    for (const selectedOption of ['storePickup', 'shippingCost']) {
      const response = await post(
        client,
        world.buyer,
        CHECKOUT.createNewOrder,
        orderBody(world, { selectedOption })
      )
      response.assertStatus(409)
      assert.equal(
        response.body().message,
        'Esta tienda vende con pago en línea: usa «Continuar compra» para pagar tu pedido en la pasarela de pagos de la plataforma.'
      )
      assert.equal(response.body().data.reason, 'cartStore')
    }
    assert.lengthOf(await rows('cart_shopping_headers'), 0)
    assert.lengthOf(await rows('outbox_events'), 0)
    for (const person of storePeople(world)) {
      assert.deepEqual(await toldOf(person), { notices: 0, whatsapp: 0, email: 0 })
    }
  })

  test('an orders store takes the same order, and its people are told', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ store: { allow_store_pickup: true } })
    const response = await post(
      client,
      world.buyer,
      CHECKOUT.createNewOrder,
      orderBody(world, { selectedOption: 'storePickup' })
    )
    response.assertStatus(201)
    assert.equal(response.body().data.sales_model, 'orders')
    for (const person of storePeople(world)) {
      assert.equal((await toldOf(person)).notices, 1, person.fullName)
    }
  })
})

test.group('Cart stores are paid first: an unpaid payment link', (group) => {
  freshDatabase(group)

  test('the store neither lists, opens, moves nor chats on it; staff read it', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    const created = await makeLink(client, world)
    created.assertStatus(201)
    const id = created.body().id

    for (const person of storePeople(world)) {
      const list = await client.get(P.sales).loginAs(person).accept('json')
      list.assertStatus(200)
      assert.equal(list.body().metadata.count, 0, person.fullName)
      assert.lengthOf(list.body().data, 0)
      const page = await client.get(P.salesPage).loginAs(person).withInertia()
      assert.lengthOf((page.inertiaProps as any).orders, 0)

      const sale = await client.get(P.sale(id)).loginAs(person).accept('json')
      sale.assertStatus(404)
      assert.notInclude(JSON.stringify(sale.body()), world.buyer.identification!)
      assert.notInclude(JSON.stringify(sale.body()), world.buyer.email!)
      const salePage = await client.get(P.salePage(id)).loginAs(person)
      assert.equal(salePage.status(), 404)
      assert.notInclude(salePage.text(), world.buyer.identification!)
      assert.notInclude(salePage.text(), world.buyer.email!)

      const confirm = await client
        .patch(P.saleStatus(id))
        .json({ status: 'confirmed' })
        .loginAs(person)
        .withCsrfToken()
        .accept('json')
      confirm.assertStatus(404)
      const chat = await client
        .get(CHAT)
        .qs({ kind: 'order', transactionId: id })
        .loginAs(person)
        .accept('json')
      chat.assertStatus(404)
    }
    const buyerChat = await client
      .get(CHAT)
      .qs({ kind: 'order', transactionId: id })
      .loginAs(world.buyer)
      .accept('json')
    buyerChat.assertStatus(200)
    assert.isFalse(buyerChat.body().data.conversation.canSend, 'nobody at the store would read it')

    const staff = await client
      .get(P.sale(id))
      .loginAs(await makeAdmin())
      .accept('json')
    staff.assertStatus(200)
    const [order] = await rows('cart_shopping_headers', { id })
    assert.equal(order.status, 'pending')
  })

  test('the buyer cancels it before paying: nobody at the store is told', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    const created = await makeLink(client, world)
    created.assertStatus(201)
    const id = created.body().id
    const cancelled = await client
      .patch(P.orderStatus(id))
      .json({ status: 'cancelled', cancel_reason: 'Ya no lo necesito', from: 'pending' })
      .loginAs(world.buyer)
      .withCsrfToken()
      .accept('json')
    cancelled.assertStatus(200)
    await relayEverything(true)
    for (const person of storePeople(world)) {
      assert.deepEqual(await toldOf(person), { notices: 0, whatsapp: 0, email: 0 }, person.fullName)
      ;(await client.get(P.sale(id)).loginAs(person).accept('json')).assertStatus(404)
      const list = await client.get(P.sales).loginAs(person).accept('json')
      assert.equal(list.body().metadata.count, 0)
    }
  })

  test('once paid the store is told once, lists it and opens it', async ({ client, assert }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    const created = await makeLink(client, world)
    created.assertStatus(201)
    const id = created.body().id
    ;(await payLocally(client, created)).assertStatus(200)
    await relayEverything(true)

    for (const person of storePeople(world)) {
      assert.deepEqual(await toldOf(person), { notices: 1, whatsapp: 1, email: 1 }, person.fullName)
      const list = await client.get(P.sales).loginAs(person).accept('json')
      assert.deepEqual(
        list.body().data.map((row: any) => row.id),
        [id]
      )
      const sale = await client.get(P.sale(id)).loginAs(person).accept('json')
      sale.assertStatus(200)
      assert.equal(sale.body().data.status, 'paid')
    }
    const confirm = await client
      .patch(P.saleStatus(id))
      .json({ status: 'confirmed' })
      .loginAs(world.seller.owner)
      .withCsrfToken()
      .accept('json')
    confirm.assertStatus(200)
    // the local page still says paid (with its links to the order) once the store confirmed
    const token = String(created.body().data).split('/').pop()!
    const page = await client.get(CHECKOUT.localPage(token)).withInertia()
    assert.deepInclude((page.inertiaProps as any).order, { id, status: 'confirmed', paid: true })
  })
})

test.group('Continuar compra: terms and comment, as Enviar pedido', (group) => {
  freshDatabase(group)

  test('a marketplace purchase needs the terms; the comment reaches the store once paid', async ({
    client,
    assert,
  }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    const withoutTerms = await makeLink(client, world, { termsAccepted: false })
    withoutTerms.assertStatus(422)
    withoutTerms.assertBodyContains({
      errors: [
        {
          field: 'termsAccepted',
          message: 'Debes aceptar los términos y condiciones para continuar con el pedido',
        },
      ],
    })
    assert.lengthOf(await rows('cart_shopping_headers'), 0)

    const created = await makeLink(client, world, { comment: '  Entregar en la portería  ' })
    created.assertStatus(201)
    assert.equal(created.body().order.comment, 'Entregar en la portería')
    ;(await payLocally(client, created)).assertStatus(200)
    const sale = await client
      .get(P.sale(created.body().id))
      .loginAs(world.seller.owner)
      .accept('json')
    assert.equal(sale.body().data.comment, 'Entregar en la portería')
  })

  test('a store request needs no terms, as its order does not', async ({ client }) => {
    const world = await checkoutWorld({ store: CART_STORE })
    await world.request.merge({ storeId: world.seller.store.id }).save()
    const created = await makeLink(client, world, { termsAccepted: false })
    created.assertStatus(201)
  })
})

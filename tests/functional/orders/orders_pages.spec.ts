import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer } from '#tests/helpers/requests'
import { makeOrder, makeOrders, ORDER_PATHS as P, orderWorld } from './orders_helpers.js'

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pendiente' },
  { value: 'confirmed', label: 'Confirmado' },
  { value: 'paid', label: 'Pagado' },
  { value: 'shipped', label: 'Enviado' },
  { value: 'delivered', label: 'Entregado' },
  { value: 'cancelled', label: 'Cancelado' },
]

test.group('Orders pages: Mis compras and Ventas', (group) => {
  freshDatabase(group)

  test('Mis compras lists the buyer\u2019s purchases, 20 a page, with the status filter', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, order } = await orderWorld()
    await makeOrder(otherBuyer, seller)
    const response = await client.get(P.purchasesPage).loginAs(buyer).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('orders/purchases')
    response.assertInertiaPropsContains({
      metadata: { count: 1, page: 0, pageSize: 20 },
      status: null,
      statusOptions: STATUS_OPTIONS,
    })
    const props = response.inertiaProps as any
    assert.deepEqual(
      props.orders.map((row: any) => [row.id, row.store.name, row.url]),
      [[order.id, 'Repuestos El Poblado', `/repuestosGo/compras/${order.id}`]]
    )

    await makeOrders(buyer, seller, 25)
    const second = await client.get(P.purchasesPage).qs({ page: 1 }).loginAs(buyer).withInertia()
    assert.deepEqual((second.inertiaProps as any).metadata, { count: 26, page: 1, pageSize: 20 })
    assert.lengthOf((second.inertiaProps as any).orders, 6)
    const filtered = await client
      .get(P.purchasesPage)
      .qs({ status: 'delivered' })
      .loginAs(buyer)
      .withInertia()
    assert.deepEqual((filtered.inertiaProps as any).orders, [])
    assert.equal((filtered.inertiaProps as any).status, 'delivered')
    // nonsense in the query string: the first page, every status
    const lenient = await client
      .get(P.purchasesPage)
      .qs({ status: 'lost', page: 'x' })
      .loginAs(buyer)
      .withInertia()
    lenient.assertStatus(200)
    assert.equal((lenient.inertiaProps as any).metadata.page, 0)
  })

  test('a buyer without purchases gets an empty list', async ({ client, assert }) => {
    const buyer = await makeBuyer()
    const response = await client.get(P.purchasesPage).loginAs(buyer).withInertia()
    response.assertStatus(200)
    assert.deepEqual((response.inertiaProps as any).orders, [])
    assert.equal((response.inertiaProps as any).metadata.count, 0)
  })

  test('Ventas lists the store\u2019s sales for owner and advisers; a buyer gets 403', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, otherStore, order } = await orderWorld()
    for (const user of [seller.owner, seller.advisers[0].account]) {
      const response = await client.get(P.salesPage).loginAs(user).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('orders/sales')
      const props = response.inertiaProps as any
      assert.isFalse(props.readOnly)
      assert.deepEqual(
        props.orders.map((row: any) => [row.id, row.buyer.name]),
        [[order.id, 'Ana Compradora']]
      )
    }
    const other = await client.get(P.salesPage).loginAs(otherStore.owner).withInertia()
    assert.deepEqual((other.inertiaProps as any).orders, [])
    const refused = await client.get(P.salesPage).loginAs(buyer).withInertia()
    refused.assertStatus(403)
    const staff = await client
      .get(P.salesPage)
      .loginAs(await makeAdmin())
      .withInertia()
    staff.assertStatus(200)
    assert.isTrue((staff.inertiaProps as any).readOnly)
    assert.lengthOf((staff.inertiaProps as any).orders, 1)
  })

  test('guests are sent to the login page with the way back', async ({ client }) => {
    for (const url of [P.purchasesPage, P.salesPage, P.purchasePage(1), P.salePage(1)]) {
      const response = await client.get(url).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', `/users/page/login?urlreturn=${encodeURIComponent(url)}`)
    }
  })
})

test.group('Orders pages: one order', (group) => {
  freshDatabase(group)

  test('the buyer\u2019s page of a purchase; another buyer and the store get the 404 page', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, order } = await orderWorld()
    const response = await client.get(P.purchasePage(order.id)).loginAs(buyer).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('orders/detail')
    const props = response.inertiaProps as any
    assert.equal(props.order.side, 'buyer')
    assert.isNull(props.order.commission)
    assert.deepEqual(props.order.actions, ['cancelled'])
    assert.equal(props.order.back_url, '/repuestosGo/compras')
    for (const user of [otherBuyer, seller.owner]) {
      const refused = await client.get(P.purchasePage(order.id)).loginAs(user).withInertia()
      refused.assertStatus(404)
      refused.assertInertiaComponent('errors/not_found')
    }
    const unknown = await client
      .get(P.purchasePage(order.id + 99))
      .loginAs(buyer)
      .withInertia()
    unknown.assertStatus(404)
  })

  test('the store\u2019s page of a sale: commission and net, marked read; others refused', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, otherStore, order } = await orderWorld()
    const response = await client.get(P.salePage(order.id)).loginAs(seller.owner).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('orders/detail')
    const props = response.inertiaProps as any
    assert.equal(props.order.side, 'store')
    assert.equal(props.order.commission, '7600.00')
    assert.equal(props.order.net, '104400.00')
    assert.deepEqual(props.order.actions, ['confirmed', 'cancelled'])
    const [row] = await db.from('cart_shopping_headers').where('id', order.id)
    assert.isTrue(Boolean(Number(row.is_read)))

    const otherStorePage = await client
      .get(P.salePage(order.id))
      .loginAs(otherStore.owner)
      .withInertia()
    otherStorePage.assertStatus(404)
    const buyerPage = await client.get(P.salePage(order.id)).loginAs(buyer).withInertia()
    buyerPage.assertStatus(403)
    buyerPage.assertInertiaComponent('errors/forbidden')
    const staff = await client
      .get(P.salePage(order.id))
      .loginAs(await makeAdmin())
      .withInertia()
    staff.assertStatus(200)
    assert.equal((staff.inertiaProps as any).order.side, 'staff')
    assert.deepEqual((staff.inertiaProps as any).order.actions, [])
  })

  test('the buyer\u2019s notification of a change links to their page, which marks it done', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    ;(
      await client
        .patch(P.saleStatus(order.id))
        .json({ status: 'confirmed' })
        .loginAs(seller.owner)
        .withCsrfToken()
        .accept('json')
    ).assertStatus(200)
    const [notice] = await db.from('queue_notifications').where('user_id', buyer.id)
    assert.equal(notice.url, P.purchasePage(order.id))
    assert.isNull(notice.done_at)
    const page = await client.get(notice.url).loginAs(buyer).withInertia()
    page.assertStatus(200)
    const history = (page.inertiaProps as any).order.history
    assert.deepEqual(
      history.map((entry: any) => [entry.status_label, entry.by]),
      [
        ['Pendiente', null],
        ['Confirmado', 'Repuestos El Poblado'],
      ]
    )
    const [after] = await db.from('queue_notifications').where('id', notice.id)
    assert.isNotNull(after.done_at)
  })
})

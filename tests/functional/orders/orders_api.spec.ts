import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager, queriesDuring } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { BillingDataFactory } from '#database/factories/billing_data_factory'
import { UserAdditionalAddressFactory } from '#database/factories/user_additional_address_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { TransactionPaidFactory } from '#database/factories/transaction_paid_factory'
import { makeOrder, makeOrders, ORDER_PATHS as P, orderWorld } from './orders_helpers.js'

test.group('Orders API: lists (GET orders, GET sales)', (group) => {
  freshDatabase(group)

  test('a buyer lists their own purchases only, newest first, with the store and totals', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, otherStore, order } = await orderWorld()
    const newer = await makeOrder(buyer, otherStore, {
      createdAt: DateTime.now().plus({ minutes: 5 }),
      status: 'shipped',
    })
    await makeOrder(otherBuyer, seller)

    const response = await client.get(P.orders).loginAs(buyer).accept('json')
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.metadata, { count: 2, page: 0, pageSize: 20 })
    assert.deepEqual(
      body.data.map((row: any) => row.id),
      [newer.id, order.id]
    )
    const [first, second] = body.data
    assert.equal(first.status_label, 'Enviado')
    assert.deepEqual(first.store, { id: otherStore.store.id, name: 'AutoPartes Bogotá' })
    assert.isNull(first.buyer)
    assert.deepEqual(
      {
        ref_venta: second.ref_venta,
        items_count: second.items_count,
        total: second.total,
        status: second.status,
        status_label: second.status_label,
        country_code: second.country_code,
        url: second.url,
      },
      {
        ref_venta: `RV-${String(order.id).padStart(6, '0')}`,
        items_count: 2,
        total: '112000.00',
        status: 'pending',
        status_label: 'Pendiente',
        country_code: 'CO',
        url: `/repuestosGo/compras/${order.id}`,
      }
    )
  })

  test('a store lists its own sales: owner and advisers alike, with the buyer', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, otherStore, order } = await orderWorld()
    const fromOther = await makeOrder(otherBuyer, otherStore)
    for (const user of [seller.owner, seller.advisers[0].account]) {
      const response = await client.get(P.sales).loginAs(user).accept('json')
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((row: any) => row.id),
        [order.id]
      )
      const [row] = response.body().data
      assert.deepEqual(row.buyer, { id: buyer.id, name: 'Ana Compradora' })
      assert.isNull(row.store)
      assert.equal(row.url, `/repuestosGo/ventas/${order.id}`)
      assert.isFalse(row.is_read)
    }
    const other = await client.get(P.sales).loginAs(otherStore.owner).accept('json')
    assert.deepEqual(
      other.body().data.map((row: any) => row.id),
      [fromOther.id]
    )
  })

  test('a plain buyer has no sales (403); staff read every store\u2019s', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, otherStore, order } = await orderWorld()
    const fromOther = await makeOrder(otherBuyer, otherStore)
    const refused = await client.get(P.sales).loginAs(buyer).accept('json')
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'Solo las tiendas y sus asesores tienen ventas')
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(P.sales).loginAs(staff).accept('json')
      response.assertStatus(200)
      assert.sameMembers(
        response.body().data.map((row: any) => row.id),
        [order.id, fromOther.id]
      )
      assert.isNotNull(response.body().data[0].store)
      assert.isNotNull(response.body().data[0].buyer)
    }
  })

  test('the lists page, filter by status and refuse bad input in Spanish', async ({
    client,
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    await makeOrders(buyer, seller, 24)
    await CartShoppingHeaderFactory.merge({ userId: buyer.id, storeId: seller.store.id })
      .apply('delivered')
      .create()
    const second = await client.get(P.orders).qs({ page: 1 }).loginAs(buyer).accept('json')
    assert.deepEqual(second.body().metadata, { count: 26, page: 1, pageSize: 20 })
    assert.lengthOf(second.body().data, 6)
    const delivered = await client
      .get(P.sales)
      .qs({ status: 'delivered' })
      .loginAs(seller.owner)
      .accept('json')
    assert.equal(delivered.body().metadata.count, 1)
    const bad = await client
      .get(P.orders)
      .qs({ status: 'lost', page: -1 })
      .loginAs(buyer)
      .accept('json')
    bad.assertStatus(422)
    assert.match(bad.body().message, /página|estado/)
  })

  test('a guest is asked to sign in', async ({ client }) => {
    const response = await client.get(P.orders).accept('json')
    response.assertStatus(401)
  })

  test('a list costs the same statements for 20 and 200 rows', async ({ client, assert }) => {
    const { buyer, seller } = await orderWorld()
    await makeOrders(buyer, seller, 19)
    const run = (pageSize: number, user = buyer, path = P.orders) =>
      client.get(path).qs({ pageSize }).loginAs(user).accept('json')
    let rows = 0
    const few = await queriesDuring(async () => {
      rows = (await run(20)).body().data.length
    })
    assert.equal(rows, 20)
    const fewSales = await queriesDuring(async () => {
      rows = (await run(20, seller.owner, P.sales)).body().data.length
    })
    assert.equal(rows, 20)
    await makeOrders(buyer, seller, 180)
    const many = await queriesDuring(async () => {
      rows = (await run(200)).body().data.length
    })
    assert.equal(rows, 200)
    const manySales = await queriesDuring(async () => {
      rows = (await run(200, seller.owner, P.sales)).body().data.length
    })
    assert.equal(rows, 200)
    assert.equal(many.length, few.length)
    assert.equal(manySales.length, fewSales.length)
  }).timeout(60_000)
})

test.group('Orders API: one order (GET orders/{id}, GET sales/{id})', (group) => {
  freshDatabase(group)

  test('the buyer reads their purchase: items, amounts, main records, no commission', async ({
    client,
    assert,
  }) => {
    const { buyer, order, seller } = await orderWorld()
    const quotation = await QuotationFactory.merge({ storeId: seller.store.id }).create()
    await db
      .from('cart_shopping_headers')
      .where('id', order.id)
      .update({ quotation_id: quotation.id })

    const response = await client.get(P.order(order.id)).loginAs(buyer).accept('json')
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.side, 'buyer')
    assert.deepEqual(
      data.items.map((item: any) => [item.description, item.quantity, item.unit_price, item.total]),
      [
        ['Pastillas de freno', 2, '30000.00', '60000.00'],
        ['Disco de freno', 1, '40000.00', '40000.00'],
      ]
    )
    assert.include(data, {
      subtotal: '100000.00',
      shipping_option: 'shippingCost',
      shipping_option_label: 'Envío a domicilio',
      shipping_cost: '12000.00',
      total: '112000.00',
      commission: null,
      net: null,
      comment: 'Por favor confirmar disponibilidad.',
      status_label: 'Pendiente',
    })
    assert.deepEqual(data.shipping, {
      pickup: false,
      record: {
        main: true,
        fullname: 'Ana Compradora',
        identification: '1020304050',
        address: 'Calle 10 # 43-12',
        city: 'Medellín, Antioquia',
        mobile: buyer.mobile,
        email: null,
      },
    })
    assert.include(data.billing, { main: true, fullname: 'Ana Compradora', email: buyer.email })
    assert.deepEqual(data.quotation, {
      id: quotation.id,
      code: quotation.code,
      request_id: quotation.quotationRequestId,
      request_url: `/repuestosGo/quotationRequestDetail/${quotation.quotationRequestId}`,
    })
    assert.deepEqual(data.actions, ['cancelled'])
    assert.deepEqual(
      data.history.map((entry: any) => [entry.kind, entry.status_label]),
      [['created', 'Pendiente']]
    )
  })

  test('the selling store reads the sale with commission, net and the chosen records', async ({
    client,
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    const address = await UserAdditionalAddressFactory.merge({
      userId: buyer.id,
      fullname: 'Taller Ana',
      address: 'Carrera 50 # 10-20',
    }).create()
    const billing = await BillingDataFactory.merge({
      userId: buyer.id,
      fullname: 'Ana SAS',
    }).create()
    const order = await makeOrder(buyer, seller, {
      addressId: address.id,
      billingId: billing.id,
      commission: 7600.5,
    })
    for (const user of [seller.owner, seller.advisers[1].account]) {
      const response = await client.get(P.sale(order.id)).loginAs(user).accept('json')
      response.assertStatus(200)
      const data = response.body().data
      assert.equal(data.side, 'store')
      assert.equal(data.commission, '7600.50')
      assert.equal(data.net, '104399.50')
      assert.include(data.shipping.record, {
        main: false,
        fullname: 'Taller Ana',
        address: 'Carrera 50 # 10-20',
      })
      assert.include(data.billing, { main: false, fullname: 'Ana SAS', email: billing.email })
      assert.deepEqual(data.buyer, { id: buyer.id, name: 'Ana Compradora' })
      assert.deepEqual(data.actions, ['confirmed', 'cancelled'])
    }
    const [row] = await db.from('cart_shopping_headers').where('id', order.id)
    assert.isTrue(Boolean(Number(row.is_read)), 'opened by the store: read')
  })

  test('store pickup reads “Recoger en tienda”; a paid cart purchase shows its payment', async ({
    client,
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    const order = await makeOrder(buyer, seller, {
      shippingOption: 'storePickup',
      salesModel: 'cart',
      status: 'paid',
    })
    await TransactionPaidFactory.merge({ headerId: order.id }).create()
    const data = (await client.get(P.sale(order.id)).loginAs(seller.owner).accept('json')).body()
      .data
    assert.deepEqual(data.shipping, { pickup: true, record: null })
    assert.equal(data.shipping_option_label, 'Recoger en tienda')
    assert.deepEqual(
      data.history.map((entry: any) => [entry.kind, entry.status]),
      [
        ['created', 'pending'],
        ['payment', 'paid'],
      ]
    )
    assert.deepEqual(data.actions, ['confirmed', 'shipped', 'cancelled'])
  })

  test('who else asks: 404 as an unknown order, 403 for the buyer on the sale', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, otherStore, order } = await orderWorld()
    const cases: [string, any, number][] = [
      [P.order(order.id), otherBuyer, 404],
      [P.order(order.id), seller.owner, 404],
      [P.order(order.id), seller.advisers[0].account, 404],
      [P.order(order.id), await makeAdmin(), 404],
      [P.sale(order.id), otherStore.owner, 404],
      [P.sale(order.id), otherBuyer, 404],
      [P.sale(order.id), buyer, 403],
      [P.order(order.id + 1000), buyer, 404],
      [P.sale(order.id + 1000), seller.owner, 404],
    ]
    for (const [path, user, status] of cases) {
      const response = await client.get(path).loginAs(user).accept('json')
      assert.equal(response.status(), status, `${path} as ${user.fullName}`)
      if (status === 404) {
        assert.equal(response.body().errors[0].message, '¡ERROR! la transacción es inexistente.')
      }
    }
    const buyerOnSale = await client.get(P.sale(order.id)).loginAs(buyer).accept('json')
    assert.match(buyerOnSale.body().message, /Mis compras/)
  })

  test('staff read any sale, read-only: commission shown, no actions, not marked read', async ({
    client,
    assert,
  }) => {
    const { order } = await orderWorld()
    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const response = await client.get(P.sale(order.id)).loginAs(staff).accept('json')
      response.assertStatus(200)
      const data = response.body().data
      assert.equal(data.side, 'staff')
      assert.equal(data.commission, '7600.00')
      assert.deepEqual(data.actions, [])
      assert.isTrue(data.read_only)
    }
    const [row] = await db.from('cart_shopping_headers').where('id', order.id)
    assert.isFalse(Boolean(Number(row.is_read)))
  })

  test('a store owner without the GO module still sees what it sold', async ({
    client,
    assert,
  }) => {
    const { buyer } = await orderWorld()
    const plain = await makeGoStore({ goModule: false })
    const order = await makeOrder(buyer, plain)
    const response = await client.get(P.sale(order.id)).loginAs(plain.owner).accept('json')
    response.assertStatus(200)
    assert.deepEqual(response.body().data.actions, ['confirmed', 'cancelled'])
  })
})

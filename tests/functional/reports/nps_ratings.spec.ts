import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { outboxSettled } from '#core/outbox/outbox'
import { makeAdmin, makeBuyer, makeModuleManager, queriesDuring } from '#tests/helpers/requests'
import {
  makeOrder,
  orderNotices,
  orderWorld,
  ORDER_PATHS,
} from '#tests/functional/orders/orders_helpers'
import { deliveredOrder, NPS_PATHS as P, rateStore } from './nps_helpers.js'

const ratingsOf = (orderId: number) => db.from('nps_ratings').where('order_id', orderId)

test.group('NPS ratings: the buyer rates a delivered order (POST NPSRating)', (group) => {
  freshDatabase(group)

  test('201 once, with the comment trimmed; a second rating 409 keeps the first', async ({
    client,
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    const order = await deliveredOrder(buyer, seller)
    const first = await client
      .post(P.ratings)
      .json({ order_id: order.id, score: 9, comment: '  Llegó a tiempo  ' })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    first.assertStatus(201)
    assert.equal(first.body().message, '¡Gracias por calificar tu compra!')
    assert.include(first.body().data, {
      order_id: order.id,
      store_id: seller.store.id,
      score: 9,
      comment: 'Llegó a tiempo',
    })

    const again = await client
      .post(P.ratings)
      .json({ order_id: order.id, score: 2 })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(409)
    assert.equal(again.body().message, 'Ya calificaste este pedido. ¡Gracias por tu opinión!')
    const rows = await ratingsOf(order.id)
    assert.deepEqual(
      rows.map((row) => [Number(row.score), row.user_id, row.store_id]),
      [[9, buyer.id, seller.store.id]]
    )
  })

  test('six submits at once: one rating, the others 409', async ({ client, assert }) => {
    const { buyer, seller } = await orderWorld()
    const order = await deliveredOrder(buyer, seller)
    const answers = await Promise.all(
      [10, 9, 8, 7, 6, 5].map((score) =>
        client
          .post(P.ratings)
          .json({ order_id: order.id, score })
          .loginAs(buyer)
          .withCsrfToken()
          .accept('json')
      )
    )
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409])
    assert.lengthOf(await ratingsOf(order.id), 1)
  })

  test('refusals: not delivered 422, someone else’s order 404, own store 403, bad input 422', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller, order: pending } = await orderWorld()
    const delivered = await deliveredOrder(buyer, seller)
    const admin = await makeAdmin()
    const post = (user: typeof buyer, body: Record<string, unknown>) =>
      client.post(P.ratings).json(body).loginAs(user).withCsrfToken().accept('json')

    const notDelivered = await post(buyer, { order_id: pending.id, score: 8 })
    notDelivered.assertStatus(422)
    assert.deepEqual(notDelivered.body().errors, [
      { message: 'Solo puedes calificar un pedido que ya fue entregado', field: 'order_id' },
    ])

    for (const user of [otherBuyer, seller.owner, admin]) {
      const answer = await post(user, { order_id: delivered.id, score: 8 })
      answer.assertStatus(404)
    }
    ;(await post(buyer, { order_id: 999999, score: 8 })).assertStatus(404)

    const cases: [Record<string, unknown>, string, string][] = [
      [{ order_id: delivered.id }, 'score', 'Elige una calificación de 0 a 10'],
      [{ order_id: delivered.id, score: 11 }, 'score', 'Elige una calificación de 0 a 10'],
      [{ order_id: delivered.id, score: -1 }, 'score', 'Elige una calificación de 0 a 10'],
      [{ order_id: delivered.id, score: 7.5 }, 'score', 'Elige una calificación de 0 a 10'],
      [
        { order_id: delivered.id, score: 7, comment: 'x'.repeat(1001) },
        'comment',
        'El comentario admite máximo 1000 caracteres',
      ],
      [{ score: 7 }, 'order_id', 'Indica el pedido que quieres calificar'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await post(buyer, body)
      answer.assertStatus(422)
      assert.deepInclude(
        answer.body().errors.map((error: any) => ({ field: error.field, message: error.message })),
        { field, message },
        JSON.stringify(body)
      )
    }

    // the buyer became an adviser of the store they bought from: a store never rates itself
    const [adviser] = seller.advisers
    const ownOrder = await deliveredOrder(adviser.account, seller)
    const own = await post(adviser.account, { order_id: ownOrder.id, score: 10 })
    own.assertStatus(403)
    assert.equal(own.body().message, 'No puedes calificar tu propia tienda: eres su dueño o asesor')
    assert.equal(Number((await db.from('nps_ratings').count('* as n'))[0].n), 0)
  })
})

test.group('NPS ratings: the list, the aggregate and who reads them', (group) => {
  freshDatabase(group)

  /**
   * The selling store: scores 10, 10, 9, 9, 8, 6, 2 (oldest first) → 4 promoters, 1 passive,
   * 2 detractors of 7: NPS = (4 − 2) ÷ 7 × 100 = 28.57 → 29, 'Buena'. The other store: 0, 1
   * → −100 'Negativa'. Together: 4 promoters, 4 detractors of 9 → 0 'Buena'.
   */
  async function world() {
    const base = await orderWorld()
    await rateStore(base.seller.store.id, [10, 10, 9, 9, 8, 6, 2])
    await rateStore(base.otherStore.store.id, [0, 1])
    return base
  }

  test('the store’s people read their own store: rows newest first and the NPS', async ({
    client,
    assert,
  }) => {
    const { seller } = await world()
    for (const user of [seller.owner, seller.advisers[0].account]) {
      const answer = await client.get(P.ratings).qs({ pageSize: 3 }).loginAs(user).accept('json')
      answer.assertStatus(200)
      const body = answer.body()
      assert.deepEqual(
        body.data.map((row: any) => [row.score, row.category, row.comment]),
        [
          [2, 'detractor', 'Calificación 7'],
          [6, 'detractor', 'Calificación 6'],
          [8, 'passive', 'Calificación 5'],
        ]
      )
      assert.equal(body.data[0].store.name, 'Repuestos El Poblado')
      assert.match(body.data[0].author, /^Persona \d+$|^\S+( \S\.)?$/)
      assert.deepInclude(body.metadata, {
        count: 7,
        page: 0,
        pageSize: 3,
        totalCount: { total: 7 },
        totalPromotersRating: 4,
        totalDetractorsRating: 2,
        totalPassivesRating: 1,
        nps: 29,
        band: 'Buena',
      })
    }
    const second = await client
      .get(P.ratings)
      .qs({ pageSize: 3, page: 2 })
      .loginAs(seller.owner)
      .accept('json')
    assert.deepEqual(
      second.body().data.map((row: any) => row.score),
      [10]
    )
  })

  test('another store’s people 404, a plain buyer 403, staff read any store or all', async ({
    client,
    assert,
  }) => {
    const { seller, otherStore, buyer } = await world()
    const filter = JSON.stringify({ store_id: seller.store.id })
    const other = await client
      .get(P.ratings)
      .qs({ filter })
      .loginAs(otherStore.owner)
      .accept('json')
    other.assertStatus(404)
    const detailOther = await client
      .get(P.detailed)
      .qs({ filter })
      .loginAs(otherStore.owner)
      .accept('json')
    detailOther.assertStatus(404)

    const plain = await client.get(P.ratings).loginAs(buyer).accept('json')
    plain.assertStatus(403)
    assert.equal(
      plain.body().message,
      'Solo las tiendas, sus asesores y el equipo de la plataforma ven las calificaciones'
    )

    for (const staff of [await makeAdmin(), await makeModuleManager()]) {
      const one = await client.get(P.ratings).qs({ filter }).loginAs(staff).accept('json')
      one.assertStatus(200)
      assert.equal(one.body().metadata.nps, 29)
      const all = await client.get(P.ratings).loginAs(staff).accept('json')
      assert.deepInclude(all.body().metadata, {
        count: 9,
        totalPromotersRating: 4,
        totalDetractorsRating: 4,
        nps: 0,
        band: 'Buena',
      })
      const others = await client
        .get(P.detailed)
        .qs({ filter: JSON.stringify({ store_id: otherStore.store.id }) })
        .loginAs(staff)
        .accept('json')
      assert.include(others.body().data, { nps: -100, band: 'Negativa' })
    }

    const bad = await client
      .get(P.ratings)
      .qs({ filter: JSON.stringify({ city: 3 }) })
      .loginAs(seller.owner)
      .accept('json')
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'filter')
  })

  test('detailedRecords: how many ratings each score got, and a date range', async ({
    client,
    assert,
  }) => {
    const { seller } = await world()
    const answer = await client.get(P.detailed).loginAs(seller.owner).accept('json')
    answer.assertStatus(200)
    const data = answer.body().data
    assert.deepEqual(
      data.byScore.map((entry: any) => entry.count),
      [0, 0, 1, 0, 0, 0, 1, 0, 1, 2, 2]
    )
    assert.deepInclude(data, { totalCount: { total: 7 }, nps: 29, band: 'Buena' })

    const future = DateTime.now().plus({ days: 1 }).toISODate()
    const none = await client
      .get(P.detailed)
      .qs({ filter: JSON.stringify({ created_at: { from: future } }) })
      .loginAs(seller.owner)
      .accept('json')
    assert.deepInclude(none.body().data, { totalCount: { total: 0 }, nps: null, band: null })
  })

  test('a constant number of statements whatever the number of ratings', async ({
    client,
    assert,
  }) => {
    const { seller } = await world()
    const call = () =>
      queriesDuring(() => client.get(P.ratings).loginAs(seller.owner).accept('json'))
    const few = await call()
    await rateStore(
      seller.store.id,
      Array.from({ length: 30 }, (_, index) => index % 11)
    )
    const many = await call()
    assert.equal(many.length, few.length)
  })

  test('staff delete a rating; the store’s people 403, anybody else 404', async ({
    client,
    assert,
  }) => {
    const { seller, otherStore, buyer } = await world()
    const [rating] = await db
      .from('nps_ratings')
      .where('store_id', seller.store.id)
      .where('score', 2)
    for (const [user, status] of [
      [seller.owner, 403],
      [otherStore.owner, 404],
      [buyer, 404],
    ] as const) {
      const answer = await client
        .delete(P.rating(rating.id))
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
      answer.assertStatus(status)
    }
    const deleted = await client
      .delete(P.rating(rating.id))
      .loginAs(await makeAdmin())
      .withCsrfToken()
      .accept('json')
    deleted.assertStatus(200)
    assert.equal(deleted.body().message, 'Calificación eliminada')
    const after = await client.get(P.ratings).loginAs(seller.owner).accept('json')
    // 4 promoters, 1 detractor of 6: (4 − 1) ÷ 6 × 100 = 50 → 'Muy Buena'
    assert.deepInclude(after.body().metadata, { count: 6, nps: 50, band: 'Muy Buena' })
  })
})

test.group('NPS ratings: the pending call and hiding the modal for an hour', (group) => {
  freshDatabase(group)

  test('the delivered notice asks for the rating and links to it; the order is then pending', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld({ status: 'shipped' })
    const delivered = await client
      .patch(ORDER_PATHS.saleStatus(order.id))
      .json({ status: 'delivered' })
      .loginAs(seller.owner)
      .withCsrfToken()
      .accept('json')
    delivered.assertStatus(200)
    await outboxSettled()
    const told = await orderNotices(buyer)
    assert.deepEqual(
      told.notifications.map((notice) => [notice.message, notice.url]),
      [
        [
          `Tu pedido Nº ${order.refVenta} de Repuestos El Poblado fue entregado: califica tu compra`,
          `/repuestosGo/compras/${order.id}?calificar=1`,
        ],
      ]
    )
    const email = await db.from('outbox_messages').where('recipient', buyer.email!).first()
    assert.include(email.body, 'Califica tu compra')
    assert.include(email.body, `/repuestosGo/compras/${order.id}?calificar=1`)
    assert.include(email.body, 'Califícala de 0 a 10')

    const pending = await client.get(P.pending).loginAs(buyer).accept('json')
    assert.deepEqual(
      pending.body().data.map((row: any) => row.order_id),
      [order.id]
    )
  })

  test('delivered in the last 30 days and not rated; one order by id whenever delivered', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, otherStore } = await orderWorld()
    const recent = await deliveredOrder(buyer, seller, 2)
    const newest = await deliveredOrder(buyer, otherStore, 1)
    const old = await deliveredOrder(buyer, seller, 40)
    const rated = await deliveredOrder(buyer, seller, 3)
    await makeOrder(buyer, seller, { status: 'shipped' })
    await client
      .post(P.ratings)
      .json({ order_id: rated.id, score: 10 })
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')

    const answer = await client.get(P.pending).loginAs(buyer).accept('json')
    answer.assertStatus(200)
    assert.deepEqual(
      answer.body().data.map((row: any) => [row.order_id, row.store.name, row.url]),
      [
        [newest.id, 'AutoPartes Bogotá', `/repuestosGo/compras/${newest.id}`],
        [recent.id, 'Repuestos El Poblado', `/repuestosGo/compras/${recent.id}`],
      ]
    )
    assert.isNull(answer.body().metadata.hidden_until)

    const byId = await client.get(P.pending).qs({ order_id: old.id }).loginAs(buyer).accept('json')
    assert.deepEqual(
      byId.body().data.map((row: any) => row.order_id),
      [old.id]
    )
    const ratedById = await client
      .get(P.pending)
      .qs({ order_id: rated.id })
      .loginAs(buyer)
      .accept('json')
    assert.lengthOf(ratedById.body().data, 0)
    // somebody else's order is never pending for them
    const stranger = await makeBuyer()
    const theirs = await client
      .get(P.pending)
      .qs({ order_id: recent.id })
      .loginAs(stranger)
      .accept('json')
    assert.lengthOf(theirs.body().data, 0)
  })

  test('hideNpsFormModal1h: hidden for one hour', async ({ client, assert }) => {
    const { buyer } = await orderWorld()
    const before = DateTime.now()
    const hidden = await client.post(P.hide).loginAs(buyer).withCsrfToken().accept('json')
    hidden.assertStatus(200)
    const until = DateTime.fromISO(hidden.body().data.hidden_until)
    const minutes = until.diff(before, 'minutes').minutes
    assert.isAtLeast(minutes, 59)
    assert.isAtMost(minutes, 61)
    const pending = await client.get(P.pending).loginAs(buyer).accept('json')
    assert.equal(
      DateTime.fromISO(pending.body().metadata.hidden_until).toMillis(),
      until.toMillis()
    )
    // an hour later the modal may open again
    await db
      .from('users')
      .where('id', buyer.id)
      .update({ nps_form_hidden_until: '2000-01-01 00:00:00' })
    const later = await client.get(P.pending).loginAs(buyer).accept('json')
    assert.isNull(later.body().metadata.hidden_until)
    ;(await client.post(P.hide).withCsrfToken().accept('json')).assertStatus(401)
  })
})

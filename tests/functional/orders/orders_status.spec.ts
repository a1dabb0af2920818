import { test } from '@japa/runner'
import { absoluteUrl } from '#core/country/urls'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { Outbox } from '#core/outbox/outbox'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import {
  makeOrder,
  ORDER_PATHS as P,
  orderNotices,
  orderWorld,
  relayEverything,
} from './orders_helpers.js'

/** A process that dies right after its commit: the event is written, never delivered. */
class DiesAfterCommit extends Outbox {
  async deliver() {
    return 'claimed_elsewhere' as const
  }
}

const statusOf = async (id: number) =>
  (await db.from('cart_shopping_headers').where('id', id).first()).status
const changesOf = (id: number) =>
  db.from('order_status_changes').where('header_id', id).orderBy('id')

test.group('Order status: the selling store moves it (PATCH sales/{id}/status)', (group) => {
  freshDatabase(group)
  group.each.teardown(() => app.container.restoreAll())

  test('confirm, ship with a tracking note, deliver: each change recorded and the buyer told once', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    const [adviser] = seller.advisers

    const confirmed = await client
      .patch(P.saleStatus(order.id))
      .json({ status: 'confirmed', from: 'pending' })
      .loginAs(seller.owner)
      .withCsrfToken()
      .accept('json')
    confirmed.assertStatus(200)
    assert.equal(confirmed.body().message, 'Pedido confirmado')
    assert.isFalse(confirmed.body().replayed)
    assert.equal(confirmed.body().data.status, 'confirmed')
    assert.deepEqual(confirmed.body().data.actions, ['shipped', 'cancelled'])

    const shipped = await client
      .patch(P.saleStatus(order.id))
      .json({ status: 'shipped', tracking_note: '  Servientrega guía 700123  ' })
      .loginAs(adviser.account)
      .withCsrfToken()
      .accept('json')
    shipped.assertStatus(200)
    assert.equal(shipped.body().data.tracking_note, 'Servientrega guía 700123')

    const delivered = await client
      .patch(P.saleStatus(order.id))
      .json({ status: 'delivered' })
      .loginAs(seller.owner)
      .withCsrfToken()
      .accept('json')
    delivered.assertStatus(200)
    assert.deepEqual(delivered.body().data.actions, [])
    assert.equal(await statusOf(order.id), 'delivered')

    const changes = await changesOf(order.id)
    assert.deepEqual(
      changes.map((change) => [change.from_status, change.status, change.note, change.user_id]),
      [
        ['pending', 'confirmed', null, seller.owner.id],
        ['confirmed', 'shipped', 'Servientrega guía 700123', adviser.account.id],
        ['shipped', 'delivered', null, seller.owner.id],
      ]
    )
    const history = delivered.body().data.history
    assert.deepEqual(
      history.map((entry: any) => [entry.status_label, entry.by]),
      [
        ['Pendiente', null],
        ['Confirmado', seller.owner.fullName],
        ['Enviado', adviser.account.fullName],
        ['Entregado', seller.owner.fullName],
      ]
    )

    // the buyer: one notification, one WhatsApp message and one e-mail per change
    const told = await orderNotices(buyer)
    assert.deepEqual(told.counts, { notifications: 3, whatsapp: 3, email: 3 })
    assert.deepEqual(
      told.notifications.map((notice) => notice.topic),
      Array(3).fill('CART.orderUpdate.')
    )
    assert.deepEqual(
      told.notifications.map((notice) => [notice.message, notice.url]),
      [
        [
          `Repuestos El Poblado confirmó tu pedido Nº ${order.refVenta}`,
          `/repuestosGo/compras/${order.id}`,
        ],
        [
          `Repuestos El Poblado envió tu pedido Nº ${order.refVenta}. Seguimiento: Servientrega guía 700123`,
          `/repuestosGo/compras/${order.id}`,
        ],
        [
          `Tu pedido Nº ${order.refVenta} de Repuestos El Poblado fue entregado: califica tu compra`,
          `/repuestosGo/compras/${order.id}?calificar=1`,
        ],
      ]
    )
    const email = await db
      .from('outbox_messages')
      .where('recipient', buyer.email!)
      .orderBy('id')
      .first()
    assert.equal(email.subject, `Tu pedido Nº ${order.refVenta} fue confirmado`)
    assert.include(email.body, absoluteUrl(buyer.countryCode, `/repuestosGo/compras/${order.id}`))
    assert.include(email.body, `Hola ${buyer.fullName}:`)
    assert.equal(email.body.split('Equipo Repuestos').length - 1, 1, 'one sign-off')
    // the store's people are not told of their own changes
    assert.equal((await orderNotices(seller.owner)).counts.notifications, 0)

    // every event delivered again (a retry after a crash): nobody is told twice
    assert.equal(await relayEverything(true), 3)
    assert.deepEqual((await orderNotices(buyer)).counts, {
      notifications: 3,
      whatsapp: 3,
      email: 3,
    })
  })

  test('shipping needs a tracking note and cancelling a reason (422 on the field)', async ({
    client,
    assert,
  }) => {
    const { seller, order } = await orderWorld({ status: 'confirmed' })
    const patch = (body: Record<string, unknown>) =>
      client
        .patch(P.saleStatus(order.id))
        .json(body)
        .loginAs(seller.owner)
        .withCsrfToken()
        .accept('json')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'shipped' }, 'tracking_note', 'Escribe la guía o nota de seguimiento del envío'],
      [
        { status: 'shipped', tracking_note: '   ' },
        'tracking_note',
        'Escribe la guía o nota de seguimiento del envío',
      ],
      [
        { status: 'shipped', tracking_note: 'x'.repeat(257) },
        'tracking_note',
        'La nota de seguimiento admite máximo 256 caracteres',
      ],
      [{ status: 'cancelled' }, 'cancel_reason', 'Escribe el motivo de la cancelación'],
      [
        { status: 'cancelled', cancel_reason: 'y'.repeat(513) },
        'cancel_reason',
        'El motivo de la cancelación admite máximo 512 caracteres',
      ],
      [
        { status: 'paid' },
        'status',
        'El estado debe ser confirmed, shipped, delivered o cancelled',
      ],
      [{}, 'status', 'Indica el nuevo estado del pedido'],
    ]
    for (const [body, field, message] of cases) {
      const response = await patch(body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.containSubset(response.body().errors, [{ field, message }])
    }
    assert.equal(await statusOf(order.id), 'confirmed')
    assert.lengthOf(await changesOf(order.id), 0)
    assert.lengthOf(await db.from('outbox_events'), 0)
  })

  test('moves the table refuses answer 409 in Spanish and change nothing', async ({
    client,
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    const refused: [string, Record<string, unknown>, string][] = [
      ['delivered', { status: 'confirmed' }, 'Un pedido Entregado no puede pasar a Confirmado.'],
      [
        'delivered',
        { status: 'cancelled', cancel_reason: 'x' },
        'Un pedido Entregado no puede pasar a Cancelado.',
      ],
      [
        'cancelled',
        { status: 'shipped', tracking_note: 'guía' },
        'Un pedido Cancelado no puede pasar a Enviado.',
      ],
      [
        'pending',
        { status: 'shipped', tracking_note: 'guía' },
        'Un pedido Pendiente no puede pasar a Enviado.',
      ],
      ['pending', { status: 'delivered' }, 'Un pedido Pendiente no puede pasar a Entregado.'],
      ['shipped', { status: 'shipped', tracking_note: 'guía' }, 'El pedido ya está Enviado.'],
    ]
    for (const [status, body, message] of refused) {
      const order = await makeOrder(buyer, seller, { status: status as any })
      const response = await client
        .patch(P.saleStatus(order.id))
        .json(body)
        .loginAs(seller.owner)
        .withCsrfToken()
        .accept('json')
      assert.equal(response.status(), 409, `${status} → ${body.status}`)
      assert.equal(response.body().message, message)
      assert.equal(response.body().data.status, status)
      assert.equal(await statusOf(order.id), status)
    }
    // and the ones it allows from paid
    for (const body of [
      { status: 'confirmed' },
      { status: 'shipped', tracking_note: 'guía 1' },
      { status: 'cancelled', cancel_reason: 'Pago reversado' },
    ]) {
      const order = await makeOrder(buyer, seller, { status: 'paid' })
      const response = await client
        .patch(P.saleStatus(order.id))
        .json(body)
        .loginAs(seller.owner)
        .withCsrfToken()
        .accept('json')
      assert.equal(response.status(), 200, `paid → ${body.status}`)
    }
    assert.lengthOf(await db.from('outbox_events'), 3)
  })

  test('two advisers at once: one wins, the other gets 409 with the current status', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    const [first, second] = seller.advisers
    const send = (user: typeof first.account, body: Record<string, unknown>) =>
      client.patch(P.saleStatus(order.id)).json(body).loginAs(user).withCsrfToken().accept('json')
    const answers = await Promise.all([
      send(first.account, { status: 'confirmed', from: 'pending' }),
      send(second.account, { status: 'cancelled', cancel_reason: 'Sin stock', from: 'pending' }),
    ])
    const statuses = answers.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, 409])
    const loser = answers.find((response) => response.status() === 409)!
    const now = await statusOf(order.id)
    assert.equal(loser.body().data.reason, 'stale')
    assert.equal(
      loser.body().message,
      `El pedido cambió mientras lo veías: ahora está ${now === 'confirmed' ? 'Confirmado' : 'Cancelado'}. Recarga la página para ver su estado actual.`
    )
    assert.lengthOf(await changesOf(order.id), 1)
    assert.equal((await orderNotices(buyer)).counts.notifications, 1)

    // the same change again by the adviser who lost, without `from`: already done (the winner
    // asking again would be a replay of their own change, answered 200)
    const again = await send(
      now === 'confirmed' ? second.account : first.account,
      now === 'confirmed'
        ? { status: 'confirmed' }
        : { status: 'cancelled', cancel_reason: 'Sin stock' }
    )
    again.assertStatus(409)
  })

  test('the same change asked twice by the same person answers the first result', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    const send = () =>
      client
        .patch(P.saleStatus(order.id))
        .json({ status: 'confirmed', from: 'pending' })
        .loginAs(seller.owner)
        .withCsrfToken()
        .accept('json')
    ;(await send()).assertStatus(200)
    const replay = await send()
    replay.assertStatus(200)
    assert.isTrue(replay.body().replayed)
    assert.equal(replay.body().data.status, 'confirmed')
    assert.lengthOf(await changesOf(order.id), 1)
    assert.deepEqual((await orderNotices(buyer)).counts, {
      notifications: 1,
      whatsapp: 1,
      email: 1,
    })
  })

  test('only the selling store moves it: buyer 403, another store 404, staff 403', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, otherStore, order } = await orderWorld()
    const cases: [any, number, string | null][] = [
      [buyer, 403, 'Solo la tienda que vendió el pedido puede cambiar su estado'],
      [otherStore.owner, 404, null],
      [otherBuyer, 404, null],
      [await makeAdmin(), 403, 'El equipo de la plataforma ve los pedidos en modo de solo lectura'],
      [
        await makeModuleManager(),
        403,
        'El equipo de la plataforma ve los pedidos en modo de solo lectura',
      ],
    ]
    for (const [user, status, message] of cases) {
      const response = await client
        .patch(P.saleStatus(order.id))
        .json({ status: 'confirmed' })
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
      assert.equal(response.status(), status, user.fullName)
      if (message) assert.equal(response.body().message, message)
    }
    const unknown = await client
      .patch(P.saleStatus(order.id + 1000))
      .json({ status: 'confirmed' })
      .loginAs(otherStore.owner)
      .withCsrfToken()
      .accept('json')
    unknown.assertStatus(404)
    assert.equal(await statusOf(order.id), 'pending')
  })

  test('killed after the commit: the worker relays the change and the buyer is told once', async ({
    client,
    assert,
  }) => {
    const { buyer, seller, order } = await orderWorld()
    app.container.swap(Outbox, () => new DiesAfterCommit())
    const response = await client
      .patch(P.saleStatus(order.id))
      .json({ status: 'cancelled', cancel_reason: 'Referencia descontinuada' })
      .loginAs(seller.owner)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(200)
    app.container.restore(Outbox)
    assert.deepEqual((await orderNotices(buyer)).counts, {
      notifications: 0,
      whatsapp: 0,
      email: 0,
    })
    assert.equal(await relayEverything(), 1)
    assert.equal(await relayEverything(), 0)
    const told = await orderNotices(buyer)
    assert.deepEqual(told.counts, { notifications: 1, whatsapp: 1, email: 1 })
    assert.equal(
      told.notifications[0].message,
      `Repuestos El Poblado canceló tu pedido Nº ${order.refVenta}. Motivo: Referencia descontinuada`
    )
    assert.equal(response.body().data.cancel_reason, 'Referencia descontinuada')
  })
})

test.group(
  'Order status: the buyer cancels a pending order (PATCH orders/{id}/status)',
  (group) => {
    freshDatabase(group)

    test('the buyer cancels with a reason; the store\u2019s owner and advisers are told once each', async ({
      client,
      assert,
    }) => {
      const { buyer, seller, order } = await orderWorld()
      const response = await client
        .patch(P.orderStatus(order.id))
        .json({ status: 'cancelled', cancel_reason: 'Lo conseguí en otro lado', from: 'pending' })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(200)
      assert.equal(response.body().message, 'Pedido cancelado')
      const data = response.body().data
      assert.equal(data.side, 'buyer')
      assert.equal(data.cancel_reason, 'Lo conseguí en otro lado')
      assert.deepEqual(data.actions, [])
      assert.deepEqual(
        data.history.map((entry: any) => [entry.status, entry.side, entry.by]),
        [
          ['pending', null, null],
          ['cancelled', 'buyer', null],
        ]
      )
      const [change] = await changesOf(order.id)
      assert.include(change, { side: 'buyer', user_id: buyer.id, status: 'cancelled' })

      for (const person of [seller.owner, ...seller.advisers.map((adviser) => adviser.account)]) {
        const told = await orderNotices(person)
        assert.deepEqual(told.counts, { notifications: 1, whatsapp: 1, email: 1 }, person.fullName)
        assert.equal(told.notifications[0].url, `/repuestosGo/ventas/${order.id}`)
        assert.equal(told.notifications[0].topic, 'CART.saleUpdate.', 'a store notice')
        assert.equal(
          told.notifications[0].message,
          `Ana Compradora canceló el pedido Nº ${order.refVenta}. Motivo: Lo conseguí en otro lado`
        )
      }
      assert.equal((await orderNotices(buyer)).counts.notifications, 0)
      assert.equal(await relayEverything(true), 1)
      assert.equal((await orderNotices(seller.owner)).counts.notifications, 1)
    })

    test('once the store confirmed it, the buyer may no longer cancel (409)', async ({
      client,
      assert,
    }) => {
      const { buyer, order } = await orderWorld({ status: 'confirmed' })
      const response = await client
        .patch(P.orderStatus(order.id))
        .json({ status: 'cancelled', cancel_reason: 'Ya no lo necesito' })
        .loginAs(buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(409)
      assert.equal(
        response.body().message,
        'Ya no puedes cancelar el pedido: está Confirmado. Escríbele a la tienda.'
      )
      assert.equal(await statusOf(order.id), 'confirmed')
    })

    test('the buyer only cancels, with a reason; nobody else uses this route', async ({
      client,
      assert,
    }) => {
      const { buyer, otherBuyer, seller, order } = await orderWorld()
      const patch = (user: any, body: Record<string, unknown>) =>
        client
          .patch(P.orderStatus(order.id))
          .json(body)
          .loginAs(user)
          .withCsrfToken()
          .accept('json')
      const confirm = await patch(buyer, { status: 'confirmed' })
      confirm.assertStatus(422)
      assert.equal(
        confirm.body().message,
        'Como comprador solo puedes cancelar tu pedido (status: cancelled)'
      )
      const noReason = await patch(buyer, { status: 'cancelled' })
      noReason.assertStatus(422)
      assert.containSubset(noReason.body().errors, [
        { field: 'cancel_reason', message: 'Escribe el motivo de la cancelación' },
      ])
      ;(await patch(otherBuyer, { status: 'cancelled', cancel_reason: 'x' })).assertStatus(404)
      ;(await patch(seller.owner, { status: 'cancelled', cancel_reason: 'x' })).assertStatus(404)
      ;(await patch(await makeAdmin(), { status: 'cancelled', cancel_reason: 'x' })).assertStatus(
        403
      )
      assert.equal(await statusOf(order.id), 'pending')
    })
  }
)

import { test } from '@japa/runner'
import {
  CANCEL_REASON_MAX_LENGTH,
  decideTransition,
  isOrderPush,
  isTargetStatus,
  nextStatuses,
  noteKindOf,
  ORDER_CHANNEL,
  ORDER_MESSAGES,
  ORDER_STATUS_CHANGED,
  orderChannel,
  orderStatusLabel,
  SHIPPING_OPTION_LABELS,
  shippingOptionLabel,
  TRACKING_NOTE_MAX_LENGTH,
} from '#orders/rules/order_status'

/*
 * Order status changes (rules/order_status.ts) at their limits: a tracking note of exactly 256
 * characters and a cancel reason of exactly 512 (one more refused), blank, null and missing
 * notes, the stale check, unknown statuses; each decision compared whole. Mutation-tested with
 * order_status.spec.ts (npm run mutation -- order_status).
 */
test.group('Order status limits: notes', () => {
  test('a tracking note takes exactly 256 characters, trimmed; 257 are too many', ({ assert }) => {
    assert.strictEqual(TRACKING_NOTE_MAX_LENGTH, 256)
    const note = 'G'.repeat(256)
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'confirmed', to: 'shipped', note: ` ${note} ` }),
      { allowed: true, note }
    )
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'paid', to: 'shipped', note: `${note}G` }),
      { allowed: false, reason: 'noteTooLong' }
    )
  })

  test('a cancel reason takes exactly 512 characters, for the store and the buyer', ({
    assert,
  }) => {
    assert.strictEqual(CANCEL_REASON_MAX_LENGTH, 512)
    const reason = 'm'.repeat(512)
    for (const side of ['store', 'buyer'] as const) {
      assert.deepEqual(
        decideTransition({ side, current: 'pending', to: 'cancelled', note: reason }),
        { allowed: true, note: reason },
        side
      )
      assert.deepEqual(
        decideTransition({ side, current: 'pending', to: 'cancelled', note: `${reason}m` }),
        { allowed: false, reason: 'noteTooLong' },
        side
      )
    }
    // 300 characters: over the tracking limit, within the reason's
    assert.deepEqual(
      decideTransition({
        side: 'store',
        current: 'confirmed',
        to: 'cancelled',
        note: 'x'.repeat(300),
      }),
      { allowed: true, note: 'x'.repeat(300) }
    )
  })

  test('a blank, null or missing note is required where one is needed', ({ assert }) => {
    for (const note of ['', '   ', null, undefined]) {
      assert.deepEqual(
        decideTransition({ side: 'store', current: 'confirmed', to: 'shipped', note }),
        { allowed: false, reason: 'noteRequired' }
      )
      assert.deepEqual(
        decideTransition({ side: 'buyer', current: 'pending', to: 'cancelled', note }),
        { allowed: false, reason: 'noteRequired' }
      )
    }
    assert.deepEqual(decideTransition({ side: 'store', current: 'shipped', to: 'delivered' }), {
      allowed: true,
      note: null,
    })
  })

  test('a note given where none is taken is dropped', ({ assert }) => {
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'pending', to: 'confirmed', note: 'listo' }),
      { allowed: true, note: null }
    )
    assert.deepEqual(
      decideTransition({
        side: 'store',
        current: 'shipped',
        to: 'delivered',
        note: 'x'.repeat(600),
      }),
      { allowed: true, note: null }
    )
  })

  test('noteKindOf names the note of each target', ({ assert }) => {
    assert.strictEqual(noteKindOf('shipped'), 'tracking')
    assert.strictEqual(noteKindOf('cancelled'), 'reason')
    assert.isNull(noteKindOf('confirmed'))
    assert.isNull(noteKindOf('delivered'))
  })
})

test.group('Order status limits: stale, same, not allowed', () => {
  test('an expected status that is no longer the order’s is stale; empty or null is not', ({
    assert,
  }) => {
    const base = { side: 'store' as const, current: 'paid', to: 'confirmed' as const }
    assert.deepEqual(decideTransition({ ...base, expected: 'pending' }), {
      allowed: false,
      reason: 'stale',
    })
    for (const expected of ['paid', '', null, undefined]) {
      assert.deepEqual(decideTransition({ ...base, expected }), { allowed: true, note: null })
    }
    // stale is told before anything else
    assert.deepEqual(
      decideTransition({
        side: 'buyer',
        current: 'delivered',
        to: 'delivered',
        expected: 'shipped',
      }),
      { allowed: false, reason: 'stale' }
    )
  })

  test('the same status, and a move not in the table, are refused whole', ({ assert }) => {
    assert.deepEqual(decideTransition({ side: 'store', current: 'confirmed', to: 'confirmed' }), {
      allowed: false,
      reason: 'same',
    })
    assert.deepEqual(
      decideTransition({ side: 'buyer', current: 'confirmed', to: 'cancelled', note: 'ya no' }),
      { allowed: false, reason: 'notAllowed' }
    )
    assert.deepEqual(decideTransition({ side: 'buyer', current: 'pending', to: 'confirmed' }), {
      allowed: false,
      reason: 'notAllowed',
    })
    assert.deepEqual(decideTransition({ side: 'store', current: 'unknown', to: 'shipped' }), {
      allowed: false,
      reason: 'notAllowed',
    })
  })

  test('next statuses by side, in the table’s order; none for unknown or final ones', ({
    assert,
  }) => {
    assert.deepEqual(nextStatuses('store', 'paid'), ['confirmed', 'shipped', 'cancelled'])
    assert.deepEqual(nextStatuses('store', 'pending'), ['confirmed', 'cancelled'])
    assert.deepEqual(nextStatuses('store', 'shipped'), ['delivered'])
    assert.deepEqual(nextStatuses('store', 'delivered'), [])
    assert.deepEqual(nextStatuses('store', 'cancelled'), [])
    assert.deepEqual(nextStatuses('store', ''), [])
    assert.deepEqual(nextStatuses('buyer', 'pending'), ['cancelled'])
    assert.deepEqual(nextStatuses('buyer', 'paid'), [])
    assert.deepEqual(nextStatuses('buyer', 'confirmed'), [])
  })

  test('only confirmed, shipped, delivered and cancelled are targets', ({ assert }) => {
    for (const target of ['confirmed', 'shipped', 'delivered', 'cancelled']) {
      assert.isTrue(isTargetStatus(target), target)
    }
    for (const other of ['paid', 'pending', '', null, undefined, 3, 'CONFIRMED']) {
      assert.isFalse(isTargetStatus(other), String(other))
    }
  })
})

test.group('Order status limits: labels and messages', () => {
  test('labels fall back to the raw value for an unknown status or option', ({ assert }) => {
    assert.strictEqual(orderStatusLabel('shipped'), 'Enviado')
    assert.strictEqual(orderStatusLabel('lost'), 'lost')
    assert.strictEqual(orderStatusLabel(''), '')
    assert.deepEqual(SHIPPING_OPTION_LABELS, {
      shippingCost: 'Envío a domicilio',
      storePickup: 'Recoger en tienda',
      paymentAgainstDelivery: 'Flete contra entrega (se paga a la transportadora al recibir)',
    })
    assert.strictEqual(shippingOptionLabel('storePickup'), 'Recoger en tienda')
    assert.strictEqual(shippingOptionLabel('drone'), 'drone')
  })

  test('the Spanish answers name the limits; a store cancels in its own words', ({ assert }) => {
    assert.strictEqual(
      ORDER_MESSAGES.trackingTooLong,
      'La nota de seguimiento admite máximo 256 caracteres'
    )
    assert.strictEqual(
      ORDER_MESSAGES.reasonTooLong,
      'El motivo de la cancelación admite máximo 512 caracteres'
    )
    assert.strictEqual(
      ORDER_MESSAGES.notAllowed('confirmed', 'cancelled', 'store'),
      'Un pedido Confirmado no puede pasar a Cancelado.'
    )
    assert.strictEqual(ORDER_MESSAGES.changed('shipped'), 'Pedido enviado')
    assert.strictEqual(ORDER_STATUS_CHANGED, 'orders.order_status_changed')
  })
})

test.group('Order status limits: the live order page messages', () => {
  test('one channel per order; only its own status message counts', ({ assert }) => {
    assert.equal(ORDER_CHANNEL, 'orders/:orderId/status')
    assert.equal(orderChannel(42), 'orders/42/status')
    const message = { type: 'orderStatusChanged', orderId: 42, status: 'confirmed' }
    assert.isTrue(isOrderPush(message, 42))
    assert.isFalse(isOrderPush(message, 43))
    assert.isFalse(isOrderPush({ ...message, type: 'orderStatus' }, 42))
    assert.isFalse(isOrderPush({ orderId: 42, status: 'confirmed' }, 42))
    assert.isFalse(isOrderPush(null, 42))
    assert.isFalse(isOrderPush(undefined, 42))
  })
})

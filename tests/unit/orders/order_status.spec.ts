import { test } from '@japa/runner'
import {
  ALL_ORDER_STATUSES,
  CANCEL_REASON_MAX_LENGTH,
  decideTransition,
  nextStatuses,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  TARGET_STATUSES,
  TRACKING_NOTE_MAX_LENGTH,
  type OrderSide,
  type TargetStatus,
} from '#orders/rules/order_status'

/** The table, written out: [side, from, to]. Everything else is refused. */
const ALLOWED: [OrderSide, string, TargetStatus][] = [
  ['store', 'pending', 'confirmed'],
  ['store', 'paid', 'confirmed'],
  ['store', 'confirmed', 'shipped'],
  ['store', 'paid', 'shipped'],
  ['store', 'shipped', 'delivered'],
  ['store', 'pending', 'cancelled'],
  ['store', 'confirmed', 'cancelled'],
  ['store', 'paid', 'cancelled'],
  ['buyer', 'pending', 'cancelled'],
]

const noteFor = (to: TargetStatus) =>
  to === 'shipped' ? 'Guía 123 Servientrega' : to === 'cancelled' ? 'Sin existencias' : null

test.group('Order status transitions (rules/order_status.ts)', () => {
  test('the statuses, in order, each with its Spanish label', ({ assert }) => {
    // the same list as the model's ORDER_STATUSES (order_status_model.spec.ts)
    assert.deepEqual(
      [...ALL_ORDER_STATUSES],
      ['pending', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled']
    )
    assert.deepEqual(ORDER_STATUS_LABELS, {
      pending: 'Pendiente',
      confirmed: 'Confirmado',
      paid: 'Pagado',
      shipped: 'Enviado',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    })
  })

  test('every (side, from, to) is allowed exactly when the table says so', ({ assert }) => {
    for (const side of ['store', 'buyer'] as const) {
      for (const from of ALL_ORDER_STATUSES) {
        for (const to of TARGET_STATUSES) {
          const expected = ALLOWED.some(([s, f, t]) => s === side && f === from && t === to)
          const decision = decideTransition({ side, current: from, to, note: noteFor(to) })
          assert.equal(decision.allowed, expected, `${side}: ${from} → ${to}`)
          if (!decision.allowed) {
            assert.equal(decision.reason, from === to ? 'same' : 'notAllowed')
          }
        }
      }
    }
  })

  test('the next statuses offered follow the same table', ({ assert }) => {
    assert.deepEqual(nextStatuses('store', 'pending'), ['confirmed', 'cancelled'])
    assert.deepEqual(nextStatuses('store', 'paid'), ['confirmed', 'shipped', 'cancelled'])
    assert.deepEqual(nextStatuses('store', 'confirmed'), ['shipped', 'cancelled'])
    assert.deepEqual(nextStatuses('store', 'shipped'), ['delivered'])
    assert.deepEqual(nextStatuses('store', 'delivered'), [])
    assert.deepEqual(nextStatuses('store', 'cancelled'), [])
    assert.deepEqual(nextStatuses('buyer', 'pending'), ['cancelled'])
    assert.deepEqual(nextStatuses('buyer', 'confirmed'), [])
    assert.deepEqual(nextStatuses('buyer', 'paid'), [])
  })

  test('shipping needs a tracking note of at most 256 characters, trimmed', ({ assert }) => {
    const ship = (note: string | null) =>
      decideTransition({ side: 'store', current: 'confirmed', to: 'shipped', note })
    assert.deepEqual(ship(null), { allowed: false, reason: 'noteRequired' })
    assert.deepEqual(ship('   '), { allowed: false, reason: 'noteRequired' })
    assert.deepEqual(ship('x'.repeat(TRACKING_NOTE_MAX_LENGTH + 1)), {
      allowed: false,
      reason: 'noteTooLong',
    })
    assert.deepEqual(ship(`  ${'x'.repeat(TRACKING_NOTE_MAX_LENGTH)}  `), {
      allowed: true,
      note: 'x'.repeat(TRACKING_NOTE_MAX_LENGTH),
    })
  })

  test('cancelling needs a reason of at most 512 characters', ({ assert }) => {
    const cancel = (side: OrderSide, note: string | null) =>
      decideTransition({ side, current: 'pending', to: 'cancelled', note })
    assert.deepEqual(cancel('store', ''), { allowed: false, reason: 'noteRequired' })
    assert.deepEqual(cancel('buyer', null), { allowed: false, reason: 'noteRequired' })
    assert.deepEqual(cancel('store', 'y'.repeat(CANCEL_REASON_MAX_LENGTH + 1)), {
      allowed: false,
      reason: 'noteTooLong',
    })
    assert.deepEqual(cancel('buyer', ' Ya lo conseguí '), { allowed: true, note: 'Ya lo conseguí' })
  })

  test('confirming and delivering keep no note', ({ assert }) => {
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'pending', to: 'confirmed', note: 'hola' }),
      { allowed: true, note: null }
    )
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'shipped', to: 'delivered', note: null }),
      { allowed: true, note: null }
    )
  })

  test('a change made on a status the order no longer has is stale', ({ assert }) => {
    assert.deepEqual(
      decideTransition({
        side: 'store',
        current: 'confirmed',
        to: 'cancelled',
        note: 'Sin existencias',
        expected: 'pending',
      }),
      { allowed: false, reason: 'stale' }
    )
    assert.deepEqual(
      decideTransition({ side: 'store', current: 'pending', to: 'confirmed', expected: 'pending' }),
      { allowed: true, note: null }
    )
  })

  test('the refusals read in Spanish with the statuses named', ({ assert }) => {
    assert.equal(
      ORDER_MESSAGES.stale('confirmed'),
      'El pedido cambió mientras lo veías: ahora está Confirmado. Recarga la página para ver su estado actual.'
    )
    assert.equal(
      ORDER_MESSAGES.notAllowed('delivered', 'confirmed', 'store'),
      'Un pedido Entregado no puede pasar a Confirmado.'
    )
    assert.equal(
      ORDER_MESSAGES.notAllowed('confirmed', 'cancelled', 'buyer'),
      'Ya no puedes cancelar el pedido: está Confirmado. Escríbele a la tienda.'
    )
    assert.equal(ORDER_MESSAGES.same('shipped'), 'El pedido ya está Enviado.')
  })
})

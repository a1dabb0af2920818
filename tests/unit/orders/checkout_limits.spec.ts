import { test } from '@japa/runner'
import {
  availabilityErrors,
  lineErrors,
  purchasedAmount,
  quotationUnavailable,
  signUpComplete,
  unavailableMessage,
} from '#orders/rules/checkout'

/*
 * The checkout's line rules at their limits (rules/checkout.ts): exactly 1 unit, exactly what is
 * left, amounts missing, empty, null, as text ("12"), malformed; each error compared whole
 * (field, Spanish message and rule). Mutation-tested with checkout_rules.spec.ts
 * (npm run mutation -- checkout).
 */
const AMOUNT = 'quotationDetails.0.purchased_amount'
const REQUIRED = {
  field: AMOUNT,
  message: 'Por favor ingrese la cantidad a comprar',
  rule: 'required',
}
const INTEGER = { field: AMOUNT, message: 'La cantidad debe ser un número entero', rule: 'integer' }
const POSITIVE = { field: AMOUNT, message: 'La cantidad debe ser mayor a cero', rule: 'min' }
const one = (purchased_amount: unknown) => lineErrors([{ id: 7, purchased_amount }])

test.group('Checkout limits: the purchased amount of a line', () => {
  test('exactly 1 unit is a purchase; 0 and -1 are not', ({ assert }) => {
    assert.deepEqual(one(1), [])
    assert.deepEqual(one('1'), [])
    assert.deepEqual(one(0), [POSITIVE])
    assert.deepEqual(one('0'), [POSITIVE])
    assert.deepEqual(one(-1), [POSITIVE])
    assert.deepEqual(one('-1'), [POSITIVE])
    assert.deepEqual(one(100000), [])
  })

  test('an amount sent as text is read as its number', ({ assert }) => {
    assert.deepEqual(one('12'), [])
    assert.deepEqual(one(' 12 '), [])
    assert.deepEqual(one('12 '), [])
    assert.deepEqual(one(' 12'), [])
    assert.deepEqual(one('1.00'), [], 'a whole number written with decimals')
    assert.strictEqual(purchasedAmount({ id: 7, purchased_amount: '12' }), 12)
    assert.strictEqual(purchasedAmount({ id: 7, purchased_amount: ' 3 ' }), 3)
    assert.strictEqual(purchasedAmount({ id: 7, purchased_amount: 4 }), 4)
  })

  test('missing, null, undefined and empty amounts are required', ({ assert }) => {
    assert.deepEqual(lineErrors([{ id: 7 }]), [REQUIRED])
    assert.deepEqual(one(null), [REQUIRED])
    assert.deepEqual(one(undefined), [REQUIRED])
    assert.deepEqual(one(''), [REQUIRED])
  })

  test('anything but a whole number is refused as such', ({ assert }) => {
    for (const bad of [
      1.5,
      '1.5',
      '1.50',
      'abc',
      '   ',
      '12abc',
      'x12',
      '1e3',
      '0x10',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      [5],
      {},
    ]) {
      assert.deepEqual(one(bad), [INTEGER], JSON.stringify(bad) ?? String(bad))
    }
  })

  test('no line, and a repeated product, are refused whole', ({ assert }) => {
    assert.deepEqual(lineErrors([]), [
      {
        field: 'quotationDetails',
        message: 'Debe seleccionar al menos un producto y especificar la cantidad...',
        rule: 'checkout',
      },
    ])
    assert.deepEqual(
      lineErrors([
        { id: 7, purchased_amount: 1 },
        { id: 8, purchased_amount: 2 },
        { id: 7, purchased_amount: 0 },
      ]),
      [
        {
          field: 'quotationDetails.2.id',
          message: 'El producto está repetido en el pedido',
          rule: 'checkout',
        },
        {
          field: 'quotationDetails.2.purchased_amount',
          message: 'La cantidad debe ser mayor a cero',
          rule: 'min',
        },
      ]
    )
  })
})

test.group('Checkout limits: what is left of each item', () => {
  const left = new Map([
    [7, 3],
    [8, 0],
  ])

  test('exactly what is left is bought; one more is refused with the number left', ({ assert }) => {
    assert.deepEqual(availabilityErrors([{ id: 7, purchased_amount: 3 }], left), [])
    assert.deepEqual(availabilityErrors([{ id: 7, purchased_amount: '3' }], left), [])
    assert.deepEqual(availabilityErrors([{ id: 7, purchased_amount: 4 }], left), [
      {
        field: 'quotationDetails.0.purchased_amount',
        message: 'La cantidad disponible es de 3 unidades. Intenta con una cantidad menor.',
        rule: 'max',
      },
    ])
    assert.deepEqual(availabilityErrors([{ id: 8, purchased_amount: 1 }], left), [
      {
        field: 'quotationDetails.0.purchased_amount',
        message: 'La cantidad disponible es de 0 unidades. Intenta con una cantidad menor.',
        rule: 'max',
      },
    ])
  })

  test('a product of another quotation is refused on its id', ({ assert }) => {
    assert.deepEqual(
      availabilityErrors(
        [
          { id: 7, purchased_amount: 1 },
          { id: 99, purchased_amount: 1 },
        ],
        left
      ),
      [
        {
          field: 'quotationDetails.1.id',
          message: 'El producto no pertenece a esta cotización',
          rule: 'checkout',
        },
      ]
    )
    assert.deepEqual(availabilityErrors([], left), [])
  })
})

test.group('Checkout limits: a quotation no longer for sale (409)', () => {
  test('each reason has its own Spanish message', ({ assert }) => {
    assert.strictEqual(
      unavailableMessage('discarded'),
      'Descartaste esta cotización: ya no está disponible para comprar'
    )
    assert.strictEqual(
      unavailableMessage('closed'),
      'La tienda cerró esta cotización: ya no está disponible para comprar'
    )
    assert.strictEqual(
      unavailableMessage('expired'),
      'La cotización venció: ya no está disponible para comprar'
    )
  })

  test('discarded wins over closed, closed over expired', ({ assert }) => {
    const state = (closed: boolean, expired: boolean, discarded: boolean) =>
      quotationUnavailable({ closed, expired, discarded })
    assert.isNull(state(false, false, false))
    assert.strictEqual(state(false, true, false), 'expired')
    assert.strictEqual(state(true, true, false), 'closed')
    assert.strictEqual(state(true, true, true), 'discarded')
    assert.strictEqual(state(false, false, true), 'discarded')
  })
})

test.group('Checkout limits: a finished sign-up', () => {
  const complete = {
    fullName: 'Ana Gómez',
    email: 'ana@example.com',
    mobile: '3001112233',
    mobileVerified: true,
  }

  test('name, e-mail and verified number: each missing, null or blank is not finished', ({
    assert,
  }) => {
    assert.isTrue(signUpComplete(complete))
    for (const field of ['fullName', 'email', 'mobile'] as const) {
      assert.isFalse(signUpComplete({ ...complete, [field]: null }), `${field} null`)
      assert.isFalse(signUpComplete({ ...complete, [field]: '' }), `${field} empty`)
      assert.isFalse(signUpComplete({ ...complete, [field]: '   ' }), `${field} blank`)
    }
    assert.isFalse(signUpComplete({ ...complete, mobileVerified: false }))
    assert.strictEqual(signUpComplete(complete), true)
  })
})

import { test } from '@japa/runner'
import {
  availabilityErrors,
  availablePurchaseQuantity,
  checkoutShipping,
  lineErrors,
  needsAddress,
  optionAllowed,
  priceCheckout,
  quotationUnavailable,
  signUpComplete,
  orderRefusedForStore,
  termsRequired,
} from '#orders/rules/checkout'

const COSTS = { serviceCost: '2000', serviceCostPercent: '0.05' }
const RULES = [
  { lowerPurchasePrice: 0, addShippingCost: 12000 },
  { lowerPurchasePrice: '200000.00', addShippingCost: '0.00' },
]
const ITEMS = [
  { amount: 2, unitPrice: '85000.50' },
  { amount: 1, unitPrice: 40000 },
]

test.group('Checkout rules: shipping', () => {
  test('pickup and payment against delivery cost nothing, whatever the quotation says', ({
    assert,
  }) => {
    const quotation = { shippingOption: 'added' as const, shippingCost: 12000 }
    for (const selected of ['storePickup', 'paymentAgainstDelivery'] as const) {
      assert.deepEqual(
        checkoutShipping({ selected, quotation, storeRules: RULES, subtotal: '100.00' }),
        { cost: '0.00', source: selected }
      )
    }
  })

  test('delivery: included costs 0; an added value applies below the free tier', ({ assert }) => {
    assert.deepEqual(
      checkoutShipping({
        selected: 'shippingCost',
        quotation: { shippingOption: 'included', shippingCost: null },
        storeRules: RULES,
        subtotal: '100.00',
      }),
      { cost: '0.00', source: 'quotationIncluded' }
    )
    assert.deepEqual(
      checkoutShipping({
        selected: 'shippingCost',
        quotation: { shippingOption: 'added', shippingCost: '9000.5' },
        storeRules: RULES,
        subtotal: '150000.00',
      }),
      { cost: '9000.50', source: 'quotationAdded' }
    )
    // a store without tiers: the vendor's value whatever the purchase
    assert.deepEqual(
      checkoutShipping({
        selected: 'shippingCost',
        quotation: { shippingOption: 'added', shippingCost: '15000.5' },
        storeRules: [],
        subtotal: '250000.00',
      }),
      { cost: '15000.50', source: 'quotationAdded' }
    )
  })

  test('delivery of an added shipping: the store tiers cap it at, below and above the free tier', ({
    assert,
  }) => {
    // issue 19: 'Compras desde $ 200.000 tienen envío gratis', yet $ 12.000 was charged
    const added = { shippingOption: 'added' as const, shippingCost: 12000 }
    const at = (subtotal: string) =>
      checkoutShipping({ selected: 'shippingCost', quotation: added, storeRules: RULES, subtotal })
    assert.deepEqual(at('199999.99'), { cost: '12000.00', source: 'quotationAdded' })
    assert.deepEqual(at('200000.00'), { cost: '0.00', source: 'storeRules' })
    assert.deepEqual(at('210947.00'), { cost: '0.00', source: 'storeRules' })
    // a vendor's value above the store's tier: the tier's value
    assert.deepEqual(
      checkoutShipping({
        selected: 'shippingCost',
        quotation: { shippingOption: 'added', shippingCost: '15000' },
        storeRules: RULES,
        subtotal: '50000',
      }),
      { cost: '12000.00', source: 'storeRules' }
    )
  })

  test('delivery of a quotation that left shipping open: the store tiers on the subtotal', ({
    assert,
  }) => {
    const open = { shippingOption: 'buyer_pays' as const, shippingCost: null }
    const at = (subtotal: string) =>
      checkoutShipping({ selected: 'shippingCost', quotation: open, storeRules: RULES, subtotal })
    assert.deepEqual(at('199999.99'), { cost: '12000.00', source: 'storeRules' })
    assert.deepEqual(at('200000.00'), { cost: '0.00', source: 'storeRules' })
    assert.deepEqual(
      checkoutShipping({
        selected: 'shippingCost',
        quotation: open,
        storeRules: [],
        subtotal: '5',
      }),
      { cost: '0.00', source: 'storeRules' }
    )
  })
})

test.group('Checkout rules: totals and commission', () => {
  test('subtotal, shipping, total and commission exact to the cent', ({ assert }) => {
    const pricing = priceCheckout({
      items: ITEMS,
      selected: 'shippingCost',
      quotation: { shippingOption: 'added', shippingCost: 12000 },
      storeRules: RULES,
      costs: COSTS,
    })
    // 2 × 85 000.50 + 40 000 = 210 001.00, past the store's free tier (200 000): no shipping
    // commission 210 001 × 5 % = 10 500.05 + 2 000 = 12 500.05; the store receives 197 500.95
    assert.deepEqual(pricing, {
      subtotal: '210001.00',
      shipping: '0.00',
      shippingSource: 'storeRules',
      total: '210001.00',
      commission: '12500.05',
      vendorReceives: '197500.95',
      fits: true,
    })
    // below the free tier the vendor's value counts: 2 × 85 000.50 + 12 000
    const below = priceCheckout({
      items: [ITEMS[0]],
      selected: 'shippingCost',
      quotation: { shippingOption: 'added', shippingCost: 12000 },
      storeRules: RULES,
      costs: COSTS,
    })
    assert.include(below, { subtotal: '170001.00', shipping: '12000.00', total: '182001.00' })
  })

  test('in COP the commission is a whole peso, and commission + net = total', ({ assert }) => {
    const pricing = priceCheckout({
      items: [{ amount: 2, unitPrice: '89474' }],
      selected: 'shippingCost',
      quotation: { shippingOption: 'added', shippingCost: 12000 },
      storeRules: RULES,
      costs: COSTS,
      currency: 'COP',
    })
    // 178 948 + 12 000 = 190 948; × 5 % = 9 547.40 + 2 000 = 11 547.40 → 11 547
    assert.include(pricing, {
      subtotal: '178948.00',
      shipping: '12000.00',
      total: '190948.00',
      commission: '11547.00',
      vendorReceives: '179401.00',
    })
    const mx = priceCheckout({
      items: [{ amount: 2, unitPrice: '89474' }],
      selected: 'shippingCost',
      quotation: { shippingOption: 'added', shippingCost: 12000 },
      storeRules: RULES,
      costs: COSTS,
      currency: 'MXN',
    })
    assert.equal(mx.commission, '11547.40')
  })

  test('the commission counts no shipping the platform does not charge; half rounds up', ({
    assert,
  }) => {
    const pricing = priceCheckout({
      items: [{ amount: 1, unitPrice: '85000.50' }],
      selected: 'paymentAgainstDelivery',
      quotation: { shippingOption: 'added', shippingCost: 12000 },
      storeRules: RULES,
      costs: COSTS,
    })
    // 85 000.50 × 5 % = 4 250.025 → 4 250.03, + 2 000
    assert.include(pricing, { shipping: '0.00', total: '85000.50', commission: '6250.03' })
  })

  test('the tier follows the purchase, not the whole quotation', ({ assert }) => {
    const open = { shippingOption: 'buyer_pays' as const, shippingCost: null }
    const small = priceCheckout({
      items: [{ amount: 1, unitPrice: 150000 }],
      selected: 'shippingCost',
      quotation: open,
      storeRules: RULES,
      costs: COSTS,
    })
    const big = priceCheckout({
      items: [{ amount: 2, unitPrice: 150000 }],
      selected: 'shippingCost',
      quotation: open,
      storeRules: RULES,
      costs: COSTS,
    })
    assert.include(small, { shipping: '12000.00', total: '162000.00' })
    assert.include(big, { shipping: '0.00', total: '300000.00', commission: '17000.00' })
  })

  test('a total beyond the DECIMAL(14,2) columns does not fit', ({ assert }) => {
    const pricing = priceCheckout({
      items: [{ amount: 100000, unitPrice: '99999999999.99' }],
      selected: 'storePickup',
      quotation: { shippingOption: 'included', shippingCost: null },
      storeRules: [],
      costs: COSTS,
    })
    assert.isFalse(pricing.fits)
  })
})

test.group('Checkout rules: quantities', () => {
  test('what is left to buy', ({ assert }) => {
    assert.equal(availablePurchaseQuantity(5, 0), 5)
    assert.equal(availablePurchaseQuantity(5, 3), 2)
    assert.equal(availablePurchaseQuantity(5, 7), 0)
  })

  test('the lines own mistakes with the spec messages, each on its field', ({ assert }) => {
    assert.deepEqual(lineErrors([]), [
      {
        field: 'quotationDetails',
        message: 'Debe seleccionar al menos un producto y especificar la cantidad...',
        rule: 'checkout',
      },
    ])
    const errors = lineErrors([
      { id: 1, purchased_amount: 0 },
      { id: 2 },
      { id: 3, purchased_amount: 1.5 },
      { id: 4, purchased_amount: 'dos' },
      { id: 5, purchased_amount: -1 },
      { id: 1, purchased_amount: '2' },
    ])
    assert.deepEqual(
      errors.map((error) => [error.field, error.message]),
      [
        ['quotationDetails.0.purchased_amount', 'La cantidad debe ser mayor a cero'],
        ['quotationDetails.1.purchased_amount', 'Por favor ingrese la cantidad a comprar'],
        ['quotationDetails.2.purchased_amount', 'La cantidad debe ser un número entero'],
        ['quotationDetails.3.purchased_amount', 'La cantidad debe ser un número entero'],
        ['quotationDetails.4.purchased_amount', 'La cantidad debe ser mayor a cero'],
        ['quotationDetails.5.id', 'El producto está repetido en el pedido'],
      ]
    )
    assert.deepEqual(lineErrors([{ id: 1, purchased_amount: '3' }]), [])
  })

  test('against the quotation: products of it, at most what is left', ({ assert }) => {
    const available = new Map([
      [10, 2],
      [11, 0],
    ])
    assert.deepEqual(
      availabilityErrors(
        [
          { id: 10, purchased_amount: 2 },
          { id: 11, purchased_amount: 1 },
          { id: 12, purchased_amount: 1 },
        ],
        available
      ).map((error) => [error.field, error.message]),
      [
        [
          'quotationDetails.1.purchased_amount',
          'La cantidad disponible es de 0 unidades. Intenta con una cantidad menor.',
        ],
        ['quotationDetails.2.id', 'El producto no pertenece a esta cotización'],
      ]
    )
  })
})

test.group('Checkout rules: availability, buyer, options, terms', () => {
  test('a quotation is for sale unless discarded, closed or expired (in that order)', ({
    assert,
  }) => {
    assert.isNull(quotationUnavailable({ closed: false, expired: false, discarded: false }))
    assert.equal(
      quotationUnavailable({ closed: true, expired: true, discarded: true }),
      'discarded'
    )
    assert.equal(quotationUnavailable({ closed: true, expired: true, discarded: false }), 'closed')
    assert.equal(
      quotationUnavailable({ closed: false, expired: true, discarded: false }),
      'expired'
    )
  })

  test('sign-up complete: name, e-mail and a verified number', ({ assert }) => {
    const user = {
      fullName: 'Ana',
      email: 'ana@example.test',
      mobile: '3001112233',
      mobileVerified: true,
    }
    assert.isTrue(signUpComplete(user))
    assert.isFalse(signUpComplete({ ...user, mobileVerified: false }))
    assert.isFalse(signUpComplete({ ...user, email: null }))
    assert.isFalse(signUpComplete({ ...user, fullName: '  ' }))
  })

  test('options the store offers; pickup needs no address; terms on marketplace orders', ({
    assert,
  }) => {
    const none = { allowStorePickup: false, allowPaymentAgainstDelivery: false }
    assert.isTrue(optionAllowed('shippingCost', none))
    assert.isFalse(optionAllowed('storePickup', none))
    assert.isFalse(optionAllowed('paymentAgainstDelivery', none))
    assert.isTrue(optionAllowed('storePickup', { ...none, allowStorePickup: true }))
    assert.isFalse(needsAddress('storePickup'))
    assert.isTrue(needsAddress('paymentAgainstDelivery'))
    assert.isTrue(termsRequired({ mode: 'order', marketplace: true }))
    assert.isFalse(termsRequired({ mode: 'order', marketplace: false }))
    // issue 19: 'Continuar compra' and a payment link confirm the terms as an order does
    assert.isTrue(termsRequired({ mode: 'paymentLink', marketplace: true }))
    assert.isFalse(termsRequired({ mode: 'paymentLink', marketplace: false }))
  })

  test('a cart store is paid first: an order is refused for it, a payment link is not', ({
    assert,
  }) => {
    assert.isTrue(orderRefusedForStore({ mode: 'order', salesModel: 'cart' }))
    assert.isFalse(orderRefusedForStore({ mode: 'order', salesModel: 'orders' }))
    assert.isFalse(orderRefusedForStore({ mode: 'paymentLink', salesModel: 'cart' }))
    assert.isFalse(orderRefusedForStore({ mode: 'paymentLink', salesModel: 'orders' }))
  })
})

import { test } from '@japa/runner'
import {
  applyFraction,
  formatCents,
  formatFraction,
  moneyOf,
  normalizeMoney,
  fitsCurrency,
  parseFraction,
  parseMoney,
  roundToCurrency,
} from '#core/rules/money'
import { purchaseTotals } from '#quotations/rules/buyer_purchase'
import {
  commissionCents,
  deliveryShippingCents,
  fitsColumns,
  lineTotal,
  priceQuotation,
  suggestedPrice,
} from '#quotations/rules/pricing'

const plan = { serviceCost: '2000.00', serviceCostPercent: '0.05' }

test.group('Money helper (exact decimal arithmetic)', () => {
  test('decimal texts and numbers become integer cents and back', ({ assert }) => {
    assert.equal(parseMoney('12345.67'), 1234567n)
    assert.equal(parseMoney('12345.6'), 1234560n)
    assert.equal(parseMoney('12345'), 1234500n)
    assert.equal(parseMoney(12345.67), 1234567n)
    assert.equal(parseMoney('-0.5'), -50n)
    assert.equal(parseMoney(' 10.00 '), 1000n)
    assert.equal(formatCents(1234567n), '12345.67')
    assert.equal(formatCents(5n), '0.05')
    assert.equal(formatCents(-50n), '-0.50')
    assert.equal(normalizeMoney(85000), '85000.00')
    // 999 999 999 999.99 (DECIMAL(14,2)'s largest) survives a trip through a JS number
    assert.equal(formatCents(moneyOf(999999999999.99)), '999999999999.99')
  })

  test('anything that is not a plain amount with at most 2 decimals is refused', ({ assert }) => {
    for (const bad of [
      '12.345',
      '1e5',
      'abc',
      '',
      '1,5',
      '12.',
      '.5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
    ]) {
      assert.isNull(parseMoney(bad as never), String(bad))
    }
    assert.isNull(parseMoney(null))
    assert.equal(parseMoney('12.340'), 1234n, 'trailing zeros are not extra decimals')
  })

  test('fractions keep 4 decimals; products round half away from zero to the cent', ({
    assert,
  }) => {
    assert.equal(parseFraction('0.05'), 500n)
    assert.equal(parseFraction(0.0475), 475n)
    assert.isNull(parseFraction('0.00001'))
    assert.equal(formatFraction(500n), '0.0500')
    // 0.1 + 0.2 style float error is impossible: 10.10 × 5 % = 0.505 → 0.51
    assert.equal(applyFraction(1010n, 500n), 51n)
    assert.equal(applyFraction(1009n, 500n), 50n) // 0.5045 → 0.50
    assert.equal(applyFraction(-1010n, 500n), -51n)
  })
})

test.group('Quotation pricing (doc 3 §9)', () => {
  test('subtotal = Σ amount × unit_price; total = subtotal + shipping when added', ({ assert }) => {
    const items = [
      { amount: 2, unitPrice: '85000.50' },
      { amount: 1, unitPrice: '18000' },
    ]
    assert.equal(lineTotal(items[0]), '170001.00')
    const added = priceQuotation({
      items,
      shippingOption: 'added',
      shippingCost: '12000.00',
      costs: plan,
    })
    assert.equal(added.subtotal, '188001.00')
    assert.equal(added.shipping, '12000.00')
    assert.equal(added.total, '200001.00')
    const included = priceQuotation({
      items,
      shippingOption: 'included',
      shippingCost: '12000.00',
      costs: plan,
    })
    assert.equal(included.shipping, '0.00', 'included shipping adds nothing')
    assert.equal(included.total, '188001.00')
    const buyerPays = priceQuotation({ items, shippingOption: 'buyer_pays', costs: plan })
    assert.equal(buyerPays.total, '188001.00')
  })

  test('commission = (subtotal + shipping) × percent + fixed; vendor receives total − commission', ({
    assert,
  }) => {
    const pricing = priceQuotation({
      items: [{ amount: 3, unitPrice: '33333.33' }],
      shippingOption: 'added',
      shippingCost: '0.01',
      costs: plan,
    })
    assert.equal(pricing.subtotal, '99999.99')
    assert.equal(pricing.total, '100000.00')
    // 100000.00 × 0.05 + 2000.00
    assert.equal(pricing.commission, '7000.00')
    assert.equal(pricing.vendorReceives, '93000.00')
    assert.equal(pricing.commissionSource, 'computed')
    // rounding: 10.10 × 4.75 % = 0.47975 → 0.48
    assert.equal(commissionCents(1010n, { serviceCost: 0, serviceCostPercent: 0.0475 }), 48n)
  })

  test('the stored commission is used once the quotation is linked to an order', ({ assert }) => {
    const input = {
      items: [{ amount: 1, unitPrice: 100000 }],
      shippingOption: 'included' as const,
      costs: plan,
      storedCommission: 6500,
    }
    assert.equal(priceQuotation(input).commission, '7000.00', 'not linked: computed')
    const linked = priceQuotation({ ...input, linkedToOrder: true })
    assert.equal(linked.commission, '6500.00')
    assert.equal(linked.vendorReceives, '93500.00')
    assert.equal(linked.commissionSource, 'stored')
    const none = priceQuotation({ ...input, linkedToOrder: true, storedCommission: null })
    assert.equal(none.commission, '7000.00', 'linked without a stored one: computed')
  })

  test('totals must fit the DECIMAL(14,2) columns', ({ assert }) => {
    const fits = priceQuotation({
      items: [{ amount: 1, unitPrice: '999999999999.99' }],
      shippingOption: 'included',
      costs: { serviceCost: 0, serviceCostPercent: 0 },
    })
    assert.isTrue(fitsColumns(fits))
    const tooBig = priceQuotation({
      items: [{ amount: 2, unitPrice: '999999999999.99' }],
      shippingOption: 'included',
      costs: plan,
    })
    assert.equal(tooBig.subtotal, '1999999999999.98', 'exact past what a double holds')
    assert.isFalse(fitsColumns(tooBig))
  })

  test('suggested price = desired net ÷ (1 − percent), truncated to 2 decimals', ({ assert }) => {
    assert.equal(suggestedPrice('95000', '0.05'), '100000.00')
    // 100 ÷ 0.95 = 105.263157… → 105.26 (truncated, not rounded)
    assert.equal(suggestedPrice('100', '0.05'), '105.26')
    // 100 ÷ 0.97 = 103.0927… → 103.09; 200 ÷ 0.97 = 206.1855… → 206.18 (not 206.19)
    assert.equal(suggestedPrice('200', 0.03), '206.18')
    assert.equal(suggestedPrice('100', '0'), '100.00')
    assert.isNull(suggestedPrice('100', '1'))
    assert.isNull(suggestedPrice('abc', '0.05'))
    assert.isNull(suggestedPrice('-5', '0.05'))
  })
})

test.group('Pricing: COP whole pesos and the one shipping rule (issue 19)', () => {
  const RULES = [
    { lower_purchase_price: '0.00', add_shipping_cost: '12000.00' },
    { lower_purchase_price: '200000.00', add_shipping_cost: '0.00' },
  ]

  test("'Calcular precio' in COP is a whole peso; MXN keeps the cents", ({ assert }) => {
    // 85 000 ÷ 0.95 = 89 473.684… → 89 473.68 → 89 474 in COP
    assert.equal(suggestedPrice('85000', '0.05', 'COP'), '89474.00')
    assert.equal(suggestedPrice('85000', '0.05', 'MXN'), '89473.68')
    assert.equal(suggestedPrice('85000', '0.05'), '89473.68')
    // half a peso rounds up, below it down: 100 ÷ 0.8 = 125; 99.6 ÷ 0.8 = 124.5 → 125
    assert.equal(suggestedPrice('99.6', '0.2', 'COP'), '125.00')
    assert.equal(suggestedPrice('99.2', '0.2', 'COP'), '124.00')
    // 2 units of the suggested price: the line is the shown unit × 2
    const line = lineTotal({ amount: 2, unitPrice: suggestedPrice('85000', '0.05', 'COP')! })
    assert.equal(line, '178948.00')
  })

  test('whole pesos: rounding and fitting a currency', ({ assert }) => {
    assert.equal(roundToCurrency(8947368n, 'COP'), 8947400n)
    assert.equal(roundToCurrency(8947350n, 'COP'), 8947400n)
    assert.equal(roundToCurrency(8947349n, 'COP'), 8947300n)
    assert.equal(roundToCurrency(-150n, 'COP'), -200n)
    assert.equal(roundToCurrency(8947368n, 'MXN'), 8947368n)
    assert.isTrue(fitsCurrency(8947400n, 'COP'))
    assert.isFalse(fitsCurrency(8947368n, 'COP'))
    assert.isTrue(fitsCurrency(8947368n, 'MXN'))
  })

  test('shipping below, at and above the free tier, for each quotation option', ({ assert }) => {
    const ship = (
      shippingOption: 'included' | 'added' | 'buyer_pays',
      subtotal: string,
      shippingCost: string | null = '12000'
    ) =>
      formatCents(
        deliveryShippingCents({
          shippingOption,
          shippingCost,
          storeRules: RULES,
          subtotal: moneyOf(subtotal),
        })
      )
    // below
    assert.equal(ship('added', '199999.99'), '12000.00')
    assert.equal(ship('buyer_pays', '199999.99', null), '12000.00')
    assert.equal(ship('included', '199999.99'), '0.00')
    // at
    assert.equal(ship('added', '200000.00'), '0.00')
    assert.equal(ship('buyer_pays', '200000.00', null), '0.00')
    // above ($ 210.947, the purchase of the issue)
    assert.equal(ship('added', '210947.00'), '0.00')
    assert.equal(ship('buyer_pays', '210947.00', null), '0.00')
    // a vendor's value below the tier's is kept; above it, the tier's
    assert.equal(ship('added', '50000', '8000.50'), '8000.50')
    assert.equal(ship('added', '50000', '15000'), '12000.00')
    // no tiers: the vendor's value, or nothing
    const bare = (option: 'added' | 'buyer_pays') =>
      deliveryShippingCents({
        shippingOption: option,
        shippingCost: '12000',
        storeRules: [],
        subtotal: 99_999_999n,
      })
    assert.equal(bare('added'), 1200000n)
    assert.equal(bare('buyer_pays'), 0n)
  })

  test('the quotation total and the buyer total use the same rule', ({ assert }) => {
    const at = (unitPrice: string) =>
      priceQuotation({
        items: [{ amount: 2, unitPrice }],
        shippingOption: 'added',
        shippingCost: '12000',
        storeRules: RULES,
        costs: plan,
        currency: 'COP',
      })
    assert.include(at('99999'), { subtotal: '199998.00', shipping: '12000.00', total: '211998.00' })
    assert.include(at('100000'), { subtotal: '200000.00', shipping: '0.00', total: '200000.00' })
    assert.include(at('105474'), { subtotal: '210948.00', shipping: '0.00', total: '210948.00' })
    // 200 000 × 5 % + 2 000 = 12 000; commission + net = total
    assert.include(at('100000'), { commission: '12000.00', vendorReceives: '188000.00' })
    // 199 998 + 12 000 = 211 998 × 5 % = 10 599.90 + 2 000 = 12 599.90 → 12 600 in COP
    assert.include(at('99999'), { commission: '12600.00', vendorReceives: '199398.00' })
    const totals = purchaseTotals(
      [{ id: 1, unit_price: '105474.00', availablePurchaseQuantity: 2 }],
      { 1: 2 },
      { shipping_option: 'added', shipping_cost: '12000.00', shipping_rules: RULES }
    )
    assert.deepEqual(totals, { subtotal: '210948.00', shipping: '0.00', total: '210948.00' })
    const one = purchaseTotals(
      [{ id: 1, unit_price: '105474.00', availablePurchaseQuantity: 2 }],
      { 1: 1 },
      { shipping_option: 'added', shipping_cost: '12000.00', shipping_rules: RULES }
    )
    assert.deepEqual(one, { subtotal: '105474.00', shipping: '12000.00', total: '117474.00' })
  })
})

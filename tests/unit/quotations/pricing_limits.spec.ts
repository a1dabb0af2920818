import { test } from '@japa/runner'
import { commissionCents, priceQuotation, suggestedPrice } from '#quotations/rules/pricing'

/*
 * The quotation's money (rules/pricing.ts) at its limits: the stored commission of a linked
 * quotation (present, null, missing), malformed service costs, a desired net of zero or
 * negative, a percentage that is not one. Each answer compared whole. Mutation-tested with
 * pricing.spec.ts (npm run mutation -- pricing). The suggested price's rounding is left to
 * pricing.spec.ts.
 */
const costs = { serviceCost: '2000.00', serviceCostPercent: '0.05' }
const items = [{ amount: 2, unitPrice: '50000.00' }]
// (100 000 + 10 000) × 5 % + 2 000 = 7 500
const computed = {
  subtotal: '100000.00',
  shipping: '10000.00',
  total: '110000.00',
  commission: '7500.00',
  vendorReceives: '102500.00',
  commissionSource: 'computed',
}
const price = (extra: object) =>
  priceQuotation({ items, shippingOption: 'added', shippingCost: '10000', costs, ...extra })

test.group('Pricing limits: the commission of a quotation linked to an order', () => {
  test('the stored commission counts once linked, and only then', ({ assert }) => {
    assert.deepEqual(price({ linkedToOrder: true, storedCommission: '6000.00' }), {
      ...computed,
      commission: '6000.00',
      vendorReceives: '104000.00',
      commissionSource: 'stored',
    })
    assert.deepEqual(price({ linkedToOrder: true, storedCommission: 0 }), {
      ...computed,
      commission: '0.00',
      vendorReceives: '110000.00',
      commissionSource: 'stored',
    })
    assert.deepEqual(price({ linkedToOrder: false, storedCommission: '6000.00' }), computed)
    assert.deepEqual(price({ storedCommission: '6000.00' }), computed)
  })

  test('linked with no stored commission (null or missing): computed, never zero', ({ assert }) => {
    assert.deepEqual(price({ linkedToOrder: true, storedCommission: null }), computed)
    assert.deepEqual(price({ linkedToOrder: true, storedCommission: undefined }), computed)
    assert.deepEqual(price({ linkedToOrder: true }), computed)
  })

  test('shipping counts only when added; nothing bought costs the fixed part only', ({
    assert,
  }) => {
    assert.deepEqual(
      priceQuotation({ items, shippingOption: 'included', shippingCost: '10000', costs }),
      {
        subtotal: '100000.00',
        shipping: '0.00',
        total: '100000.00',
        commission: '7000.00',
        vendorReceives: '93000.00',
        commissionSource: 'computed',
      }
    )
    assert.deepEqual(priceQuotation({ items: [], shippingOption: 'added', costs }), {
      subtotal: '0.00',
      shipping: '0.00',
      total: '0.00',
      commission: '2000.00',
      vendorReceives: '-2000.00',
      commissionSource: 'computed',
    })
  })
})

test.group('Pricing limits: service costs and the suggested price', () => {
  test('a percentage that is not a fraction is a programming error, named', ({ assert }) => {
    assert.throws(
      () => commissionCents(1000n, { serviceCost: 0, serviceCostPercent: 'cinco' }),
      'Not a fraction: cinco'
    )
    assert.throws(
      () => commissionCents(1000n, { serviceCost: 0, serviceCostPercent: '0.00001' }),
      'Not a fraction: 0.00001'
    )
    assert.strictEqual(commissionCents(0n, { serviceCost: 0, serviceCostPercent: 0 }), 0n)
  })

  test('a desired net of zero is priced; a negative or malformed one, or a bad percentage, is not', ({
    assert,
  }) => {
    assert.strictEqual(suggestedPrice('0', '0.05'), '0.00')
    assert.strictEqual(suggestedPrice(0, 0), '0.00')
    assert.isNull(suggestedPrice('-0.01', '0.05'))
    assert.isNull(suggestedPrice('abc', '0.05'))
    assert.isNull(suggestedPrice('100', 'abc'))
    assert.isNull(suggestedPrice('100', '0.00001'))
    assert.isNull(suggestedPrice('100', '1'))
    assert.isNull(suggestedPrice('100', '1.5'))
  })
})

import { test } from '@japa/runner'
import { shippingCentsFor, shippingCostFor, shippingTiers } from '#stores/rules/shipping_rules'

/** From 0 add 12 000; from 100 000 add 6 000; from 200 000 free (the model's shape). */
const rules = [
  { lowerPurchasePrice: 200000, addShippingCost: 0 },
  { lowerPurchasePrice: 0, addShippingCost: 12000 },
  { lowerPurchasePrice: 100000, addShippingCost: 6000 },
]

test.group('shippingCostFor', () => {
  test('{label}')
    .with([
      { label: 'the first tier applies from its lower bound', subtotal: '0.00', cost: '12000.00' },
      {
        label: 'below the next bound the lower tier applies',
        subtotal: '99999.99',
        cost: '12000.00',
      },
      { label: 'exactly the bound reaches the tier', subtotal: '100000', cost: '6000.00' },
      { label: 'the highest bound reached applies', subtotal: 150000.5, cost: '6000.00' },
      { label: 'a free tier answers 0', subtotal: '200000.00', cost: '0.00' },
      { label: 'far above the last bound', subtotal: '9999999.99', cost: '0.00' },
    ])
    .run(({ assert }, { subtotal, cost }) => {
      assert.equal(shippingCostFor(rules, subtotal), cost)
    })

  test('no rules, or a purchase below every rule, pays no shipping', ({ assert }) => {
    assert.equal(shippingCostFor([], '500000.00'), '0.00')
    const fromFifty = [{ lowerPurchasePrice: 50000, addShippingCost: 8000 }]
    assert.equal(shippingCostFor(fromFifty, '49999.99'), '0.00')
    assert.equal(shippingCostFor(fromFifty, '50000.00'), '8000.00')
  })

  test('rules as the API answers them (snake case, decimal texts) give the same', ({ assert }) => {
    const api = [
      { lower_purchase_price: '0.00', add_shipping_cost: '12000.50' },
      { lower_purchase_price: '100000.00', add_shipping_cost: '0.00' },
    ]
    assert.equal(shippingCostFor(api, '99999.99'), '12000.50')
    assert.equal(shippingCostFor(api, '100000.00'), '0.00')
  })

  test('cents in, cents out; exact with decimals', ({ assert }) => {
    const odd = [{ lowerPurchasePrice: '0.10', addShippingCost: '0.20' }]
    assert.equal(shippingCentsFor(odd, 10n), 20n)
    assert.equal(shippingCentsFor(odd, 9n), 0n)
    assert.equal(shippingCostFor(odd, 10n), '0.20')
  })

  test('two rules with the same bound: the cheaper one, whatever the order', ({ assert }) => {
    const a = { lowerPurchasePrice: 0, addShippingCost: 9000 }
    const b = { lowerPurchasePrice: 0, addShippingCost: 7000 }
    assert.equal(shippingCostFor([a, b], '10'), '7000.00')
    assert.equal(shippingCostFor([b, a], '10'), '7000.00')
  })

  test('a subtotal that is not money throws', ({ assert }) => {
    assert.throws(() => shippingCostFor(rules, '12.345'))
    assert.throws(() => shippingCostFor(rules, 'mucho'))
    assert.throws(() => shippingCostFor(rules, Number.NaN))
  })

  test('shippingTiers lists the rules ascending, one per bound', ({ assert }) => {
    assert.deepEqual(shippingTiers(rules), [
      { from: 0n, cost: 1200000n },
      { from: 10000000n, cost: 600000n },
      { from: 20000000n, cost: 0n },
    ])
  })
})

import { formatCents, moneyOf, parseMoney, type Cents } from '#core/rules/money'

/**
 * A store's shipping cost rules (doc 1 §3 "Shipping cost rules"): from a purchase of
 * `lower_purchase_price` up, add `add_shipping_cost` (0 means free shipping). The rule with the
 * highest lower bound the purchase reaches applies; a purchase below every rule (or a store
 * without rules) pays no shipping. Pure and exact (integer cents, #core/rules/money), shared
 * with the pages as `@rules/stores/rules/shipping_rules`.
 *
 * A rule may come as the model has it (`lowerPurchasePrice`, `addShippingCost`, numbers read
 * from DECIMAL columns) or as the API answers it (`lower_purchase_price`, `add_shipping_cost`,
 * decimal texts). Two rules with the same lower bound: the cheaper one applies (the order they
 * come in does not matter).
 */
export type ShippingRuleInput =
  | { lowerPurchasePrice: string | number; addShippingCost: string | number }
  | { lower_purchase_price: string | number; add_shipping_cost: string | number }

export interface ShippingTier {
  /** Lower bound of the purchase, cents. */
  from: Cents
  /** Shipping added from that purchase up, cents (0 = free shipping). */
  cost: Cents
}

function tierOf(rule: ShippingRuleInput): ShippingTier {
  // Lucid models keep their columns behind getters ('in' misses them): test the value
  const camel = rule as { lowerPurchasePrice?: unknown; addShippingCost?: unknown }
  const snake = rule as { lower_purchase_price?: unknown; add_shipping_cost?: unknown }
  return camel.lowerPurchasePrice !== undefined
    ? {
        from: moneyOf(camel.lowerPurchasePrice as string | number),
        cost: moneyOf(camel.addShippingCost as string | number),
      }
    : {
        from: moneyOf(snake.lower_purchase_price as string | number),
        cost: moneyOf(snake.add_shipping_cost as string | number),
      }
}

/**
 * The rules as tiers, ascending by lower bound, one per lower bound (the cheaper one when two
 * share it): what the shipping policy popover lists.
 */
export function shippingTiers(rules: readonly ShippingRuleInput[]): ShippingTier[] {
  const byBound = new Map<bigint, ShippingTier>()
  for (const tier of rules.map(tierOf)) {
    const known = byBound.get(tier.from)
    if (!known || tier.cost < known.cost) byBound.set(tier.from, tier)
  }
  return [...byBound.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
}

/** The shipping for a subtotal in cents, in cents. */
export function shippingCentsFor(rules: readonly ShippingRuleInput[], subtotal: Cents): Cents {
  let cost: Cents = 0n
  for (const tier of shippingTiers(rules)) {
    if (tier.from > subtotal) break
    cost = tier.cost
  }
  return cost
}

/**
 * The shipping a purchase of `purchaseSubtotal` ("250000.00", 250000 or cents as a bigint)
 * pays under `rules`, as a decimal text ("12000.00"; "0.00" for free shipping or no rule
 * reached). Throws on a subtotal that is not money: the caller computed it.
 */
export function shippingCostFor(
  rules: readonly ShippingRuleInput[],
  purchaseSubtotal: string | number | Cents
): string {
  const subtotal =
    typeof purchaseSubtotal === 'bigint' ? purchaseSubtotal : parseMoney(purchaseSubtotal)
  if (subtotal === null) throw new Error(`Not a money amount: ${String(purchaseSubtotal)}`)
  return formatCents(shippingCentsFor(rules, subtotal))
}

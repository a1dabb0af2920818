import {
  applyFraction,
  FRACTION_SCALE,
  formatCents,
  MAX_MONEY_CENTS,
  moneyOf,
  parseFraction,
  parseMoney,
  roundToCurrency,
  sum,
  times,
  type Cents,
  type Currency,
} from '#core/rules/money'
import { shippingCentsFor, type ShippingRuleInput } from '#stores/rules/shipping_rules'

/**
 * The money of a quotation (doc 3 §9), the one place it is computed: the server stores what
 * these functions answer and the vendor's form shows the same figures while the vendor types.
 * Pure and exact: amounts are decimal texts ("12345.67") or numbers read from DECIMAL columns,
 * computed in integer cents (#core/rules/money), answered as decimal texts.
 *
 * - subtotal = Σ amount × unit_price (prices include taxes)
 * - shipping = `deliveryShippingCents`, the one rule every page, the checkout, the order and the
 *   PDF use: the quotation's own shipping capped by the store's published tiers
 * - total = subtotal + shipping
 * - commission = (subtotal + shipping) × serviceCostPercent + serviceCost, rounded half away
 *   from zero to the cent; once the quotation is linked to an order, the commission stored
 *   with it is used instead
 * - the vendor receives total − commission
 * - suggested price ('Calcular precio') = desired net ÷ (1 − serviceCostPercent), truncated to
 *   2 decimals, then rounded to the peso in COP (Colombian prices are whole pesos)
 * - in COP the commission is rounded to the peso too, so commission + what the vendor receives
 *   add up to the shown total on every page
 */
export interface PricedItem {
  amount: number
  unitPrice: string | number
}

export interface ServiceCosts {
  /** Fixed part of the commission (money). */
  serviceCost: string | number
  /** Fraction: 0.05 = 5 %. */
  serviceCostPercent: string | number
}

export interface PricingInput {
  items: PricedItem[]
  /** The quotation's shipping option and value (see `deliveryShippingCents`). */
  shippingOption: 'included' | 'added' | 'buyer_pays'
  shippingCost?: string | number | null
  /** The store's shipping tiers (doc 1 §3): they cap the shipping (`deliveryShippingCents`). */
  storeRules?: readonly ShippingRuleInput[]
  /** The store's currency: in COP the commission is rounded to the peso. */
  currency?: Currency
  costs: ServiceCosts
  /** The commission stored with the quotation (set when it was linked to an order). */
  storedCommission?: string | number | null
  /** Linked to an order: the stored commission is the one that counts. */
  linkedToOrder?: boolean
}

export interface Pricing {
  subtotal: string
  shipping: string
  total: string
  commission: string
  vendorReceives: string
  /** 'stored' once linked to an order and a commission was stored; 'computed' otherwise. */
  commissionSource: 'computed' | 'stored'
}

function fraction(value: string | number): bigint {
  const units = parseFraction(value)
  if (units === null) throw new Error(`Not a fraction: ${String(value)}`)
  return units
}

/** amount × unit price, in cents. */
export function lineCents(item: PricedItem): Cents {
  return times(moneyOf(item.unitPrice), item.amount)
}

/** amount × unit price ("170000.00"). */
export function lineTotal(item: PricedItem) {
  return formatCents(lineCents(item))
}

export interface DeliveryShippingInput {
  /** The quotation's shipping: the vendor included it, added a value, or left it to the buyer. */
  shippingOption: PricingInput['shippingOption']
  shippingCost?: string | number | null
  /** The store's shipping tiers (doc 1 §3 "Shipping cost rules"), as its policy popover lists them. */
  storeRules?: readonly ShippingRuleInput[]
  /** What is bought, in cents (the purchase's subtotal, or the whole quotation's). */
  subtotal: Cents
}

/**
 * The shipping a delivery pays, in cents — THE one shipping rule: the buyer's total box and
 * its 'Política de envíos' popover, the checkout wizard, the order created and the PDF all ask
 * this function (issue 19: a store whose policy says 'from $ 200.000 free' charged $ 12.000).
 *
 * - 'Costo de envío incluido' → 0;
 * - the store's tiers (the rule with the highest lower bound the subtotal reaches, 0 below
 *   every tier, `shippingCentsFor`) are a promise to the buyer: a purchase never pays more
 *   shipping than they give — from the free tier up it pays nothing;
 * - 'Agregar costo de envío' → the vendor's value, capped by the tiers when the store has any;
 * - 'Costo de envío a cargo del comprador' → the tiers (0 for a store without tiers).
 */
export function deliveryShippingCents(input: DeliveryShippingInput): Cents {
  if (input.shippingOption === 'included') return 0n
  const rules = input.storeRules ?? []
  const tiers = rules.length > 0 ? shippingCentsFor(rules, input.subtotal) : null
  if (input.shippingOption === 'added') {
    const quoted = moneyOf(input.shippingCost)
    return tiers !== null && tiers < quoted ? tiers : quoted
  }
  return tiers ?? 0n
}

/**
 * The shipping that counts in the total, in cents: `deliveryShippingCents`; without the
 * store's tiers, the quotation's own value when 'added' and 0 otherwise.
 */
export function shippingCents(
  option: PricingInput['shippingOption'],
  cost?: string | number | null,
  storeRules?: readonly ShippingRuleInput[],
  subtotal: Cents = 0n
) {
  return deliveryShippingCents({ shippingOption: option, shippingCost: cost, storeRules, subtotal })
}

/** (subtotal + shipping) × serviceCostPercent + serviceCost, in cents. */
export function commissionCents(base: Cents, costs: ServiceCosts): Cents {
  return applyFraction(base, fraction(costs.serviceCostPercent)) + moneyOf(costs.serviceCost)
}

export function priceQuotation(input: PricingInput): Pricing {
  const subtotal = sum(input.items.map(lineCents))
  const shipping = shippingCents(
    input.shippingOption,
    input.shippingCost,
    input.storeRules,
    subtotal
  )
  const total = subtotal + shipping
  const stored =
    input.linkedToOrder && input.storedCommission !== null && input.storedCommission !== undefined
  const computed = commissionCents(total, input.costs)
  const commission = stored
    ? moneyOf(input.storedCommission)
    : input.currency
      ? roundToCurrency(computed, input.currency)
      : computed
  return {
    subtotal: formatCents(subtotal),
    shipping: formatCents(shipping),
    total: formatCents(total),
    commission: formatCents(commission),
    vendorReceives: formatCents(total - commission),
    commissionSource: stored ? 'stored' : 'computed',
  }
}

/** Whether every figure of the quotation fits its DECIMAL(14,2) column. */
export function fitsColumns(pricing: Pricing) {
  return [pricing.subtotal, pricing.total, pricing.commission].every(
    (value) => moneyOf(value) <= MAX_MONEY_CENTS
  )
}

/**
 * 'Calcular precio': the unit price that leaves the vendor `desiredNet` after the percentage
 * of the commission, desired net ÷ (1 − serviceCostPercent), truncated to 2 decimals; in COP
 * then rounded half up to the peso (85.000 at 5 % → 89.473,68 → 89.474), so 2 units are 178.948
 * everywhere; MXN keeps the cents. Null when the input is not money or the percentage is 100 %
 * or more.
 */
export function suggestedPrice(
  desiredNet: string | number,
  serviceCostPercent: string | number,
  currency: Currency = 'MXN'
): string | null {
  const net = parseMoney(desiredNet)
  const percent = parseFraction(serviceCostPercent)
  if (net === null || percent === null || net < 0n) return null
  const remaining = FRACTION_SCALE - percent
  if (remaining <= 0n) return null
  return formatCents(roundToCurrency((net * FRACTION_SCALE) / remaining, currency))
}

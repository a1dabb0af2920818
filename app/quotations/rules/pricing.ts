import {
  applyFraction,
  FRACTION_SCALE,
  formatCents,
  MAX_MONEY_CENTS,
  moneyOf,
  parseFraction,
  parseMoney,
  sum,
  times,
  type Cents,
} from '#core/rules/money'

/**
 * The money of a quotation (doc 3 §9), the one place it is computed: the server stores what
 * these functions answer and the vendor's form shows the same figures while the vendor types.
 * Pure and exact: amounts are decimal texts ("12345.67") or numbers read from DECIMAL columns,
 * computed in integer cents (#core/rules/money), answered as decimal texts.
 *
 * - subtotal = Σ amount × unit_price (prices include taxes)
 * - total = subtotal + shipping (shipping counts only when the option is 'added')
 * - commission = (subtotal + shipping) × serviceCostPercent + serviceCost, rounded half away
 *   from zero to the cent; once the quotation is linked to an order, the commission stored
 *   with it is used instead
 * - the vendor receives total − commission
 * - suggested price ('Calcular precio') = desired net ÷ (1 − serviceCostPercent), truncated to
 *   2 decimals
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
  /** The shipping option chosen: only 'added' adds `shippingCost` to the total. */
  shippingOption: 'included' | 'added' | 'buyer_pays'
  shippingCost?: string | number | null
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

/** The shipping that counts in the total, in cents. */
export function shippingCents(
  option: PricingInput['shippingOption'],
  cost?: string | number | null
) {
  return option === 'added' ? moneyOf(cost) : 0n
}

/** (subtotal + shipping) × serviceCostPercent + serviceCost, in cents. */
export function commissionCents(base: Cents, costs: ServiceCosts): Cents {
  return applyFraction(base, fraction(costs.serviceCostPercent)) + moneyOf(costs.serviceCost)
}

export function priceQuotation(input: PricingInput): Pricing {
  const subtotal = sum(input.items.map(lineCents))
  const shipping = shippingCents(input.shippingOption, input.shippingCost)
  const total = subtotal + shipping
  const stored =
    input.linkedToOrder && input.storedCommission !== null && input.storedCommission !== undefined
  const commission = stored ? moneyOf(input.storedCommission) : commissionCents(total, input.costs)
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
 * of the commission, desired net ÷ (1 − serviceCostPercent), truncated to 2 decimals. Null when
 * the input is not money or the percentage is 100 % or more.
 */
export function suggestedPrice(
  desiredNet: string | number,
  serviceCostPercent: string | number
): string | null {
  const net = parseMoney(desiredNet)
  const percent = parseFraction(serviceCostPercent)
  if (net === null || percent === null || net < 0n) return null
  const remaining = FRACTION_SCALE - percent
  if (remaining <= 0n) return null
  return formatCents((net * FRACTION_SCALE) / remaining)
}

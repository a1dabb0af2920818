import { formatCents, moneyOf, sum } from '#core/rules/money'
import type { Currency } from '#core/rules/money'
import {
  deliveryShippingCents,
  fitsColumns,
  lineCents,
  priceQuotation,
  type ServiceCosts,
} from '#quotations/rules/pricing'
import type { ShippingRuleInput } from '#stores/rules/shipping_rules'
import type { ShippingOption } from '#quotations/rules/quotation_form'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'

/**
 * The checkout's decisions (issue 11; doc 1 §3–§5, doc 3 §5, §9), pure and unit-tested. The
 * action (app/orders/actions/create_order.ts) reads the rows under the quotation's lock and
 * asks these functions; the buyer's page may ask the same ones
 * (`@rules/orders/rules/checkout`) to show the totals before sending.
 */

/** Checkout shipping options (doc 1 §3): same values as the order's `shipping_option`. */
export const SELECTED_OPTIONS = ['shippingCost', 'storePickup', 'paymentAgainstDelivery'] as const
export type SelectedOption = (typeof SELECTED_OPTIONS)[number]

/** Where the order's shipping came from (kept in the answer, for the page and the tests). */
export type ShippingSource =
  'storePickup' | 'paymentAgainstDelivery' | 'quotationIncluded' | 'quotationAdded' | 'storeRules'

export interface CheckoutShippingInput {
  selected: SelectedOption
  /** The quotation's own shipping: the vendor included it, added a value, or left it open. */
  quotation: { shippingOption: ShippingOption; shippingCost: string | number | null }
  /** The store's tier rules (doc 1 §3 "Shipping cost rules"). */
  storeRules: readonly ShippingRuleInput[]
  /** The purchase's subtotal (what the buyer buys now, not the whole quotation). */
  subtotal: string
}

/**
 * The shipping an order pays (decimal text):
 *
 * - `storePickup`: 0 — the buyer picks the parts up at the store;
 * - `paymentAgainstDelivery`: 0 — the freight is paid to the carrier on receipt (doc 1 §4), so
 *   the platform neither charges it nor takes a commission on it;
 * - `shippingCost` (delivery): the one shipping rule of the platform, `deliveryShippingCents`
 *   (app/quotations/rules/pricing.ts) on the purchase subtotal — 'Costo de envío incluido' → 0;
 *   'Agregar costo de envío' → that value, capped by the store's tiers (from the free tier up,
 *   nothing); a quotation that left it to the buyer → the store's tiers (0 without any).
 */
export function checkoutShipping(input: CheckoutShippingInput): {
  cost: string
  source: ShippingSource
} {
  if (input.selected === 'storePickup') return { cost: '0.00', source: 'storePickup' }
  if (input.selected === 'paymentAgainstDelivery') {
    return { cost: '0.00', source: 'paymentAgainstDelivery' }
  }
  const cost = formatCents(
    deliveryShippingCents({
      shippingOption: input.quotation.shippingOption,
      shippingCost: input.quotation.shippingCost,
      storeRules: input.storeRules,
      subtotal: moneyOf(input.subtotal),
    })
  )
  if (input.quotation.shippingOption === 'included') return { cost, source: 'quotationIncluded' }
  if (input.quotation.shippingOption === 'added') {
    const capped =
      input.storeRules.length > 0 && moneyOf(cost) < moneyOf(input.quotation.shippingCost)
    return { cost, source: capped ? 'storeRules' : 'quotationAdded' }
  }
  return { cost, source: 'storeRules' }
}

export interface CheckoutPricingInput {
  /** What the buyer buys: purchased amount × the quotation item's unit price. */
  items: { amount: number; unitPrice: string | number }[]
  selected: SelectedOption
  quotation: CheckoutShippingInput['quotation']
  storeRules: readonly ShippingRuleInput[]
  /** The service costs copied into the quotation when it was sent. */
  costs: ServiceCosts
  /** The store's currency: in COP the commission is rounded to the peso. */
  currency?: Currency
}

export interface CheckoutPricing {
  subtotal: string
  shipping: string
  shippingSource: ShippingSource
  total: string
  /** (subtotal + shipping) × serviceCostPercent + serviceCost (rules/pricing.ts). */
  commission: string
  vendorReceives: string
  /** Every figure fits its DECIMAL(14,2) column. */
  fits: boolean
}

/**
 * The order's money, exact (integer cents): subtotal = Σ purchased × unit price; shipping as
 * `checkoutShipping` decides; total = subtotal + shipping; commission = (subtotal + shipping)
 * × serviceCostPercent + serviceCost with the costs copied into the quotation — computed by the
 * quotation pricing module (`priceQuotation`), never a formula of its own.
 */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  const subtotal = formatCents(sum(input.items.map(lineCents)))
  const shipping = checkoutShipping({
    selected: input.selected,
    quotation: input.quotation,
    storeRules: input.storeRules,
    subtotal,
  })
  const pricing = priceQuotation({
    items: input.items,
    shippingOption: 'added',
    shippingCost: shipping.cost,
    costs: input.costs,
    currency: input.currency,
  })
  return {
    subtotal: pricing.subtotal,
    shipping: pricing.shipping,
    shippingSource: shipping.source,
    total: pricing.total,
    commission: pricing.commission,
    vendorReceives: pricing.vendorReceives,
    fits: fitsColumns(pricing),
  }
}

/** What is left to buy of a quotation item: its amount minus what earlier orders bought. */
export function availablePurchaseQuantity(amount: number, alreadyBought: number) {
  return Math.max(0, amount - alreadyBought)
}

export interface CheckoutLine {
  id: number
  purchased_amount?: unknown
}

export interface FieldError {
  field: string
  message: string
  rule: string
}

/** A purchased amount as given: a whole number (or its digits as text); null when absent. */
function amountOf(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null
  const number =
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number)) return 'invalid'
  return number
}

/**
 * The lines' own mistakes, before any row is read (doc 3 §5 "Buyer", doc 1 §5 "Quantity"):
 * no line → 'Debe seleccionar al menos un producto…'; a repeated product; an amount missing
 * ('Por favor ingrese la cantidad a comprar'), not whole, or below 1 ('La cantidad debe ser
 * mayor a cero'). Each on its field (`quotationDetails.{i}.purchased_amount`).
 */
export function lineErrors(lines: readonly CheckoutLine[]): FieldError[] {
  if (lines.length === 0) {
    return [{ field: 'quotationDetails', message: M.noProducts, rule: 'checkout' }]
  }
  const errors: FieldError[] = []
  const seen = new Set<number>()
  lines.forEach((line, index) => {
    if (seen.has(line.id)) {
      errors.push({
        field: `quotationDetails.${index}.id`,
        message: M.productRepeated,
        rule: 'checkout',
      })
    }
    seen.add(line.id)
    const field = `quotationDetails.${index}.purchased_amount`
    const amount = amountOf(line.purchased_amount)
    if (amount === null) errors.push({ field, message: M.quantityRequired, rule: 'required' })
    else if (amount === 'invalid' || !Number.isInteger(amount)) {
      errors.push({ field, message: M.quantityInteger, rule: 'integer' })
    } else if (amount < 1) errors.push({ field, message: M.quantityPositive, rule: 'min' })
  })
  return errors
}

/** The purchased amount of a line `lineErrors` accepted. */
export function purchasedAmount(line: CheckoutLine) {
  return amountOf(line.purchased_amount) as number
}

/**
 * The lines against the quotation, under its lock: each product must be one of the quotation's
 * and its amount at most what is left of it ('La cantidad disponible es de N unidades…').
 * `available` maps the quotation's item ids to what is left to buy.
 */
export function availabilityErrors(
  lines: readonly CheckoutLine[],
  available: ReadonlyMap<number, number>
): FieldError[] {
  const errors: FieldError[] = []
  lines.forEach((line, index) => {
    const left = available.get(line.id)
    if (left === undefined) {
      errors.push({
        field: `quotationDetails.${index}.id`,
        message: M.productNotInQuotation,
        rule: 'checkout',
      })
    } else if (purchasedAmount(line) > left) {
      errors.push({
        field: `quotationDetails.${index}.purchased_amount`,
        message: M.quantityAvailable(left),
        rule: 'max',
      })
    }
  })
  return errors
}

/** Why a quotation can no longer be bought, or null while it is for sale (doc 3 §4.2). */
export type UnavailableReason = 'closed' | 'expired' | 'discarded'

export function quotationUnavailable(quotation: {
  closed: boolean
  /** Past its validity date. */
  expired: boolean
  /** The buyer discarded it. */
  discarded: boolean
}): UnavailableReason | null {
  if (quotation.discarded) return 'discarded'
  if (quotation.closed) return 'closed'
  if (quotation.expired) return 'expired'
  return null
}

export function unavailableMessage(reason: UnavailableReason) {
  if (reason === 'discarded') return M.quotationDiscarded
  if (reason === 'closed') return M.quotationClosed
  return M.quotationExpired
}

/**
 * "The buyer must have completed sign-up" (doc 3 §5): a name, an e-mail and the WhatsApp number
 * verified — what a guest's wizard or the registration leave behind once finished.
 */
export function signUpComplete(user: {
  fullName: string | null
  email: string | null
  mobile: string | null
  mobileVerified: boolean
}) {
  return Boolean(
    user.fullName?.trim() && user.email?.trim() && user.mobile?.trim() && user.mobileVerified
  )
}

/**
 * Whether the order needs a delivery address: not when the buyer picks the parts up at the
 * store (doc 1 §4 "Choosing storePickup removes the delivery step").
 */
export function needsAddress(selected: SelectedOption) {
  return selected !== 'storePickup'
}

/** Whether the store allows the option (storePickup and paymentAgainstDelivery are opt-in). */
export function optionAllowed(
  selected: SelectedOption,
  store: { allowStorePickup: boolean; allowPaymentAgainstDelivery: boolean }
) {
  if (selected === 'storePickup') return store.allowStorePickup
  if (selected === 'paymentAgainstDelivery') return store.allowPaymentAgainstDelivery
  return true
}

/**
 * "Marketplace order modal: the terms and conditions checkbox is required" (doc 1 §5): a
 * purchase on a marketplace request needs `termsAccepted: true` — an order ('Enviar pedido') and,
 * since issue 19, a cart purchase or payment link ('Continuar compra', 'Generar link de pago'),
 * whose wizard shows the same confirmation. A store request's purchase does not.
 */
export function termsRequired(input: { mode: 'order' | 'paymentLink'; marketplace: boolean }) {
  return input.marketplace
}

/**
 * Whether 'Enviar pedido' (createNewOrder) is refused for the store: a store of the cart sales
 * model sells paid first, through the payment gateway ('Continuar compra'), never by an unpaid
 * order it could confirm and ship (issue 19).
 */
export function orderRefusedForStore(input: { mode: 'order' | 'paymentLink'; salesModel: string }) {
  return input.mode === 'order' && input.salesModel === 'cart'
}

import type { ShippingRuleInput } from '#stores/rules/shipping_rules'
import { priceQuotation } from './pricing.js'
import { BUYER_DETAIL_MESSAGES as M } from './buyer_detail_messages.js'

/**
 * What the buyer chooses to buy from one quotation (doc 3 §2.3, §5 Buyer; doc 1 §5 Quantity,
 * §8). Pure: the buyer's page checks and prices the selection with these functions, and the
 * order creation may run the very same checks on the server.
 *
 * - Each product takes a quantity from 0 (not bought) to its `availablePurchaseQuantity` (what
 *   the vendor offered minus what orders already took). Empty: 'Por favor ingrese la cantidad a
 *   comprar'; negative or not whole: 'La cantidad debe ser mayor a cero'; above what is left:
 *   'La cantidad disponible es de N unidades. Intenta con una cantidad menor.'
 * - At least one product with a positive quantity: 'Debe seleccionar al menos un producto y
 *   especificar la cantidad que desea comprar.'
 * - The total is Σ quantity × unit price plus the shipping of the one shipping rule
 *   (rules/pricing.ts `deliveryShippingCents`, exact decimals: the vendor's value capped by the
 *   store's tiers, free from the free tier up): shipping is charged once, with the first unit.
 */
export interface PurchasableItem {
  id: number
  /** Decimal text with taxes, "85000.50". */
  unit_price: string
  availablePurchaseQuantity: number
}

export type Quantity = number | string | null | undefined

export interface PurchaseShipping {
  shipping_option: 'included' | 'added' | 'buyer_pays'
  shipping_cost: string | null
  /** The store's shipping tiers (its 'Política de envíos'). */
  shipping_rules?: readonly ShippingRuleInput[]
}

export interface PurchaseLine {
  id: number
  purchased_amount: number
}

function parseQuantity(value: Quantity): number | null {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : Number.NaN
}

/** The message of one product's quantity, or null when it is acceptable (0 included). */
export function quantityError(value: Quantity, available: number): string | null {
  const quantity = parseQuantity(value)
  if (quantity === null) return M.quantityRequired
  if (!Number.isInteger(quantity) || quantity < 0) return M.quantityPositive
  if (quantity > available) return M.quantityTooHigh(available)
  return null
}

/**
 * The lines bought (an acceptable quantity above 0), in the quotation's order: a quantity the
 * product cannot take is left out (its message shows on the field), so totals never count it.
 */
export function purchaseLines(
  items: PurchasableItem[],
  quantities: Record<number, Quantity>
): PurchaseLine[] {
  const lines: PurchaseLine[] = []
  for (const item of items) {
    const quantity = parseQuantity(quantities[item.id])
    if (
      quantity !== null &&
      quantityError(quantity, item.availablePurchaseQuantity) === null &&
      quantity > 0
    ) {
      lines.push({ id: item.id, purchased_amount: quantity })
    }
  }
  return lines
}

/**
 * The errors of a selection: per product id, and `selection` when nothing is bought. Empty when
 * the buyer may go on.
 */
export function selectionErrors(items: PurchasableItem[], quantities: Record<number, Quantity>) {
  const errors: { items: Record<number, string>; selection: string | null } = {
    items: {},
    selection: null,
  }
  for (const item of items) {
    const message = quantityError(quantities[item.id], item.availablePurchaseQuantity)
    if (message) errors.items[item.id] = message
  }
  if (Object.keys(errors.items).length === 0 && purchaseLines(items, quantities).length === 0) {
    errors.selection = M.selectionRequired
  }
  return errors
}

export function selectionValid(items: PurchasableItem[], quantities: Record<number, Quantity>) {
  const errors = selectionErrors(items, quantities)
  return errors.selection === null && Object.keys(errors.items).length === 0
}

/**
 * Subtotal, shipping and total of what the buyer chose, as decimal texts ("170000.00"). Nothing
 * chosen: all zero (no shipping either).
 */
export function purchaseTotals(
  items: PurchasableItem[],
  quantities: Record<number, Quantity>,
  shipping: PurchaseShipping
) {
  const lines = purchaseLines(items, quantities)
  const byId = new Map(items.map((item) => [item.id, item]))
  const pricing = priceQuotation({
    items: lines.map((line) => ({
      amount: line.purchased_amount,
      unitPrice: byId.get(line.id)!.unit_price,
    })),
    shippingOption: lines.length > 0 ? shipping.shipping_option : 'included',
    shippingCost: shipping.shipping_cost,
    storeRules: shipping.shipping_rules,
    costs: { serviceCost: 0, serviceCostPercent: 0 },
  })
  return { subtotal: pricing.subtotal, shipping: pricing.shipping, total: pricing.total }
}

/** Each product starts with everything still available (the buyer lowers what they skip). */
export function initialQuantities(items: PurchasableItem[]): Record<number, number> {
  return Object.fromEntries(items.map((item) => [item.id, item.availablePurchaseQuantity]))
}

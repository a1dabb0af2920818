import { parseMoney } from '@rules/core/rules/money'
import { priceQuotation, type Pricing, type ServiceCosts } from '@rules/quotations/rules/pricing'
import type { ShippingRuleInput } from '@rules/stores/rules/shipping_rules'
import {
  DEFAULT_WARRANTY,
  DELIVERY_TIMES,
  ITEM_TEXT_MAX_LENGTH,
  MAX_AMOUNT,
  MIN_AMOUNT,
  MIN_UNIT_PRICE,
  REFERENCE_MAX_LENGTH,
  WARRANTY_OPTIONS,
  defaultValidUntil,
  type DeliveryTime,
} from '@rules/quotations/rules/quotation_form'
import { QUOTATION_MESSAGES as M } from '@rules/quotations/rules/quotation_messages'
import type { SavedQuotation, VendorRequestDetail } from './types'

/**
 * The values of the vendor's quotation form and the pure rules around them (doc 3 §3, §5, §9):
 * the rows a new quotation starts with, an item's checks (the server's messages), what the API
 * receives, and the live totals through the server's own pricing module.
 */
export type ItemValues = {
  /** The saved product (editing a quotation); absent for a new one. */
  id?: number
  quotation_request_detail_id: number | null
  name: string
  brand: string
  amount: number | string
  /** Decimal text ("85000.50"); '' until the vendor types it. */
  unit_price: string
  warranty: string
  delivery_time: DeliveryTime | ''
  reference: string
  image: string | null
}

export type QuotationValues = {
  items: ItemValues[]
  shipping_option: 'included' | 'added' | null
  shipping_cost: string
  valid_until: string
  observations: string
  adviser_id: string | null
}

const minUnitPrice = parseMoney(MIN_UNIT_PRICE)!

/** A requested part as a row to complete: its name and amount, warranty 30 days. */
export function itemFor(detail: { id: number; name: string; amount: number } | null): ItemValues {
  return {
    quotation_request_detail_id: detail?.id ?? null,
    name: detail?.name ?? '',
    brand: '',
    amount: detail?.amount ?? 1,
    unit_price: '',
    warranty: String(DEFAULT_WARRANTY),
    delivery_time: '',
    reference: '',
    image: null,
  }
}

/**
 * A new quotation: one row per requested part the store may still offer (not 'Agotado', not
 * closed: a full or bought part of a per-product request), valid for 8 days.
 */
export function newQuotationValues(request: VendorRequestDetail, today: string): QuotationValues {
  return {
    items: request.details
      .filter((detail) => !detail.notAvailable && !detail.closed)
      .map((detail) => itemFor(detail)),
    shipping_option: null,
    shipping_cost: '',
    valid_until: defaultValidUntil(today),
    observations: '',
    adviser_id: null,
  }
}

/** "85000.00" → "85000", "85000.50" stays: what the vendor typed, without decimals of zeros. */
function typedMoney(value: string | null) {
  return (value ?? '').replace(/\.00$/, '')
}

/** A saved quotation as the form edits it. */
export function quotationValues(quotation: SavedQuotation): QuotationValues {
  return {
    items: quotation.quotationDetails.map((item) => ({
      id: item.id,
      quotation_request_detail_id: item.quotation_request_detail_id,
      name: item.name,
      brand: item.brand ?? '',
      amount: item.amount,
      unit_price: typedMoney(item.unit_price),
      warranty: String(item.warranty),
      delivery_time: item.delivery_time as DeliveryTime,
      reference: item.reference ?? '',
      image: item.image,
    })),
    shipping_option: quotation.shipping_option === 'added' ? 'added' : 'included',
    shipping_cost: typedMoney(quotation.shipping_cost),
    valid_until: quotation.valid_until ?? '',
    observations: quotation.observations ?? '',
    adviser_id: quotation.adviser_id ? String(quotation.adviser_id) : null,
  }
}

/** The checks of one product (doc 3 §5), with the server's messages; {} when it is complete. */
export function itemErrors(item: ItemValues): Partial<Record<keyof ItemValues, string>> {
  const errors: Partial<Record<keyof ItemValues, string>> = {}
  const name = item.name.trim()
  const brand = item.brand.trim()
  if (!name) errors.name = M.nameRequired
  else if (name.length > ITEM_TEXT_MAX_LENGTH) errors.name = M.nameTooLong
  if (!brand) errors.brand = M.brandRequired
  else if (brand.length > ITEM_TEXT_MAX_LENGTH) errors.brand = M.brandTooLong
  const amount = Number(item.amount)
  if (item.amount === '' || !Number.isInteger(amount) || amount < MIN_AMOUNT) {
    errors.amount = M.amountInvalid
  } else if (amount > MAX_AMOUNT) errors.amount = M.amountTooHigh
  const price = parseMoney(item.unit_price)
  if (price === null || price < minUnitPrice) errors.unit_price = M.unitPriceInvalid
  if (!(WARRANTY_OPTIONS as readonly number[]).includes(Number(item.warranty))) {
    errors.warranty = M.warrantyInvalid
  }
  if (!item.delivery_time || !(item.delivery_time in DELIVERY_TIMES)) {
    errors.delivery_time = M.deliveryTimeInvalid
  }
  if (item.reference.trim().length > REFERENCE_MAX_LENGTH) errors.reference = M.referenceTooLong
  return errors
}

export const itemComplete = (item: ItemValues) => Object.keys(itemErrors(item)).length === 0

/** One product as the API takes it (`id` only when it is saved). */
export function itemPayload(item: ItemValues) {
  return {
    ...(item.id ? { id: item.id } : {}),
    quotation_request_detail_id: item.quotation_request_detail_id,
    name: item.name.trim(),
    brand: item.brand.trim(),
    amount: Number(item.amount),
    unit_price: item.unit_price,
    warranty: Number(item.warranty),
    delivery_time: item.delivery_time,
    reference: item.reference.trim() || null,
    image: item.image,
  }
}

/** The quotation's fields as POST / PATCH /api/{product}Go/Quotation take them. */
export function quotationPayload(values: QuotationValues) {
  return {
    shipping_option: values.shipping_option,
    shipping_cost: values.shipping_option === 'added' ? values.shipping_cost : null,
    valid_until: values.valid_until,
    observations: values.observations.trim() || null,
    adviser_id: values.adviser_id ? Number(values.adviser_id) : null,
    quotationDetails: values.items.map(itemPayload),
  }
}

/**
 * The totals while the vendor types (rules/pricing.ts, what the server stores): rows without a
 * valid price or amount count as 0 and a shipping value that is not money yet as none.
 */
export function livePricing(
  values: QuotationValues,
  costs: ServiceCosts,
  /** The store's shipping tiers: the one shipping rule caps the shipping (rules/pricing.ts). */
  storeRules: readonly ShippingRuleInput[] = []
): Pricing {
  const items = values.items.map((item) => {
    const amount = Number(item.amount)
    const valid = parseMoney(item.unit_price) !== null && Number.isSafeInteger(amount) && amount > 0
    return valid ? { amount, unitPrice: item.unit_price } : { amount: 0, unitPrice: '0' }
  })
  const shipping = parseMoney(values.shipping_cost)
  return priceQuotation({
    items,
    shippingOption: values.shipping_option ?? 'included',
    shippingCost: shipping !== null && shipping > 0n ? values.shipping_cost : null,
    storeRules,
    costs,
  })
}

/** '5 %' of a fraction text ("0.0500"). */
export function percentText(fraction: string | number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(fraction)
  )
}

/** '.' and ',' of the country's numbers (es-CO: 85.000,50; es-MX: 85,000.50). */
export function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    thousand: parts.find((part) => part.type === 'group')?.value ?? '.',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? ',',
  }
}

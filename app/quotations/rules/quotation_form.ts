/**
 * The constants and limits of a vendor's quotation (doc 3 §3, §5, §9), pure: the validators,
 * the models and the pages read them from here.
 */

/** Warranty options in days (doc 3 §9); default 30. */
export const WARRANTY_OPTIONS = [
  1, 7, 15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 540, 720,
] as const
export type WarrantyDays = (typeof WARRANTY_OPTIONS)[number]
export const DEFAULT_WARRANTY: WarrantyDays = 30

/** '1 día', '30 días'. */
export function warrantyLabel(days: number) {
  return days === 1 ? '1 día' : `${days} días`
}

/** Delivery time keys stored in `delivery_time`, with their labels (doc 3 §9). */
export const DELIVERY_TIMES = {
  one_hour: '1 hora (lun-vie 8am-6pm, sáb 8am-2pm)',
  same_day: 'El mismo día (antes de 2pm)',
  next_business_day: 'Siguiente día hábil (antes de 2pm)',
  days_1_2: '1-2 días hábiles',
  days_3_4: '3-4 días hábiles',
  days_5_6: '5-6 días hábiles',
  days_7_8: '7-8 días hábiles',
  days_9_15: '9-15 días hábiles',
  days_16_30: '16-30 días hábiles',
  days_31_45: '31-45 días hábiles',
  days_46_60: '46-60 días hábiles',
  days_61_90: '61-90 días hábiles',
} as const
export type DeliveryTime = keyof typeof DELIVERY_TIMES
export const DELIVERY_TIME_KEYS = Object.keys(DELIVERY_TIMES) as DeliveryTime[]

/**
 * Shipping options: included, added as a value, or paid by the buyer. A vendor chooses between
 * the first two ('Agregar costo de envío' needs a value); the admin view also shows the third.
 */
export const SHIPPING_OPTIONS = {
  included: 'Costo de envío incluido',
  added: 'Agregar costo de envío',
  buyer_pays: 'Costo de envío a cargo del comprador',
} as const
export type ShippingOption = keyof typeof SHIPPING_OPTIONS
export const VENDOR_SHIPPING_OPTIONS = ['included', 'added'] as const satisfies ShippingOption[]

/** Observations: at most 128 characters, 'n / 128 caracteres'. */
export const OBSERVATIONS_MAX_LENGTH = 128
export function observationsCounter(text: string | null | undefined) {
  return `${(text ?? '').length} / ${OBSERVATIONS_MAX_LENGTH} caracteres`
}

/** The vendor's part number (private to the vendor), at most 128. */
export const REFERENCE_MAX_LENGTH = 128
/** Product name and brand of an item (the columns hold 128). */
export const ITEM_TEXT_MAX_LENGTH = 128
/** Quantity offered: at least 1 (the request's own lines go up to 100 000). */
export const MIN_AMOUNT = 1
export const MAX_AMOUNT = 100_000
/** Unit price with taxes: at least 1. */
export const MIN_UNIT_PRICE = '1.00'
/** Items of one quotation. */
export const MAX_ITEMS = 50

/** Default validity of a new quotation: today + 8 days (doc 3 §4.2, §9). */
export const QUOTATION_VALIDITY_DAYS = 8
/** Ours (the spec sets no upper bound): a quotation is valid for a year at most. */
export const MAX_VALIDITY_DAYS = 365

/** 'yyyy-MM-dd' of `date` plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number) {
  const [year, month, day] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return date.toISOString().slice(0, 10)
}

/** The valid-until date a new quotation starts with: today + 8 days ('yyyy-MM-dd'). */
export function defaultValidUntil(today: string) {
  return addDays(today, QUOTATION_VALIDITY_DAYS)
}

import { formatCents, MAX_MONEY_CENTS, parseMoney } from '#core/rules/money'
import {
  addDays,
  MAX_VALIDITY_DAYS,
  SHIPPING_OPTIONS,
  VENDOR_SHIPPING_OPTIONS,
} from './quotation_form.js'
import { QUOTATION_MESSAGES as M } from './quotation_messages.js'

/**
 * The "before sending" checks of doc 3 §5 that are not a field's shape, pure: the vendor's form
 * runs them before 'Enviar Cotización' and the server answers the same messages (422).
 */
export type VendorShippingOption = (typeof VENDOR_SHIPPING_OPTIONS)[number]

export type ShippingChoice =
  | { option: VendorShippingOption; cost: string | null }
  | { error: string; field: 'shipping_option' | 'shipping_cost' }

/**
 * The shipping of a quotation from what the form sends (doc 3 §3, §7): `shipping_option`
 * ('included' | 'added') with `shipping_cost`, or — as the spec's payload has it — only
 * `shipping_cost`, which is either a value or the text of the option ('Costo de envío incluido',
 * 'Agregar costo de envío').
 * - no option at all: 'Antes de poder generar la cotización, debes agregar el costo de envío de
 *   los productos.'
 * - 'Agregar costo de envío' without a value: 'Debes agregar el costo de envío'
 * - a value that is not money above 0: its own message.
 */
export function readShipping(input: {
  shipping_option?: string | null
  shipping_cost?: unknown
}): ShippingChoice {
  const raw = input.shipping_cost
  const text = typeof raw === 'string' ? raw.trim() : raw
  let option = input.shipping_option ?? null
  if (option === null) {
    if (text === SHIPPING_OPTIONS.included) option = 'included'
    else if (text === SHIPPING_OPTIONS.added || text === '') option = 'added'
    else if (text !== null && text !== undefined) option = 'added'
  }
  if (option === null) return { error: M.shippingOptionRequired, field: 'shipping_option' }
  if (!(VENDOR_SHIPPING_OPTIONS as readonly string[]).includes(option)) {
    return { error: M.shippingOptionRequired, field: 'shipping_option' }
  }
  if (option === 'included') return { option: 'included', cost: null }

  const given =
    text === null || text === undefined || text === '' || text === SHIPPING_OPTIONS.added
      ? null
      : text
  if (given === null) return { error: M.shippingValueRequired, field: 'shipping_cost' }
  const cents = typeof given === 'string' || typeof given === 'number' ? parseMoney(given) : null
  if (cents === null || cents <= 0n || cents > MAX_MONEY_CENTS) {
    return { error: M.shippingValueInvalid, field: 'shipping_cost' }
  }
  return { option: 'added', cost: formatCents(cents) }
}

/**
 * The valid-until date ('yyyy-MM-dd'): not before today, at most a year ahead. Answers the
 * message, or null when it is fine.
 */
export function validUntilError(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || addDays(value, 0) !== value) {
    return M.validUntilInvalid
  }
  if (value < today) return M.validUntilPast
  if (value > addDays(today, MAX_VALIDITY_DAYS)) return M.validUntilTooFar
  return null
}

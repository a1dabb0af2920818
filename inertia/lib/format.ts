/**
 * Money and dates always go through Intl with the country's locale and currency.
 */
export function formatMoney(value: number | string, locale: string, currency: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'COP' ? 0 : 2,
    // a decimal text ("12345.67", what the API answers for money) is formatted exactly
  }).format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value)
}

export function formatDate(value: string | Date, locale: string, withTime = false) {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date)
}

/** Accent- and case-insensitive text, for matching what a user types against names. */
export function foldText(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

export { normalizeMobile } from '@rules/users/rules/mobile'

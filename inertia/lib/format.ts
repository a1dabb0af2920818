import { COUNTRIES } from '@rules/core/country/country'

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

/**
 * A date (and time) as the country's people read it, in the country's time zone (the locale says
 * which country: es-CO → America/Bogota, es-MX → America/Mexico_City), not the device's: buyer
 * and vendor see the same hour on both sides of a sale, and a page rendered on the server
 * (config/inertia.ts) reads the same in the browser that hydrates it.
 */
export function formatDate(value: string | Date, locale: string, withTime = false) {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(locale, {
    timeZone: Object.values(COUNTRIES).find((country) => country.locale === locale)?.timeZone,
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

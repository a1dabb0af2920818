/**
 * Money and dates always go through Intl with the country's locale and currency.
 */
export function formatMoney(value: number, locale: string, currency: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'COP' ? 0 : 2,
  }).format(value)
}

export function formatDate(value: string | Date, locale: string, withTime = false) {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date)
}

/**
 * Same normalisation as the server: national digits of a WhatsApp number, or null.
 */
export function normalizeMobile(input: string, countryCode: string) {
  let digits = input.replace(/\D/g, '')
  const prefix = countryCode === 'MX' ? '52' : '57'
  if (digits.length === prefix.length + 10 && digits.startsWith(prefix))
    digits = digits.slice(prefix.length)
  const valid = countryCode === 'MX' ? /^[1-9]\d{9}$/ : /^3\d{9}$/
  return valid.test(digits) ? digits : null
}

import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * WhatsApp numbers are kept as national numbers (digits only): 10 digits starting with 3
 * in Colombia, 10 digits in Mexico. A number typed with its international prefix (57 / 52,
 * with or without "+") or with spaces and dashes is accepted and normalised.
 */
const MOBILE_PATTERNS: Record<CountryCode, RegExp> = {
  CO: /^3\d{9}$/,
  MX: /^[1-9]\d{9}$/,
}

export function normalizeMobile(input: unknown, countryCode: CountryCode): string | null {
  if (input === null || input === undefined) return null
  let digits = String(input).replace(/\D/g, '')
  const { phonePrefix, mobileLength } = COUNTRIES[countryCode]
  if (digits.length === phonePrefix.length + mobileLength && digits.startsWith(phonePrefix)) {
    digits = digits.slice(phonePrefix.length)
  }
  if (countryCode === 'MX' && digits.length === 13 && digits.startsWith('521')) {
    digits = digits.slice(3)
  }
  return MOBILE_PATTERNS[countryCode].test(digits) ? digits : null
}

/** The full international number (digits only) WhatsApp is sent to. */
export function internationalMobile(national: string, countryCode: CountryCode) {
  return `${COUNTRIES[countryCode].phonePrefix}${national}`
}

import { COUNTRIES, type CountryCode } from '#core/country/country'

/**
 * WhatsApp numbers are kept as national numbers (digits only): 10 digits starting with 3
 * in Colombia, 10 digits in Mexico. A number typed with its international prefix (57 / 52,
 * with or without "+") or with spaces and dashes is accepted and normalised.
 */
const MOBILE_PATTERNS: Record<CountryCode, RegExp> = {
  CO: /^3\d{9}$/,
  // Mexican area codes never start with 0 or 1 (a leading 1 is the old "mobile" mark after 52)
  MX: /^[2-9]\d{9}$/,
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
  if (countryCode === 'MX' && digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1)
  }
  return MOBILE_PATTERNS[countryCode].test(digits) ? digits : null
}

/** The full international number (digits only) WhatsApp is sent to. */
export function internationalMobile(national: string, countryCode: CountryCode) {
  return `${COUNTRIES[countryCode].phonePrefix}${national}`
}

/** Mexico's area codes of two digits (Mexico City, Guadalajara, Monterrey); the others have three. */
const MX_TWO_DIGIT_AREAS = ['33', '55', '56', '81']

/**
 * A national number in the groups people write it in: Colombia 300 123 4567, Mexico
 * 33 1234 5678 (two-digit area codes) or 222 123 4567. Anything that is not a full national
 * number is returned as it is.
 */
export function formatMobile(national: string, countryCode: CountryCode): string {
  if (!/^\d{10}$/.test(national)) return national
  if (countryCode === 'MX' && MX_TWO_DIGIT_AREAS.includes(national.slice(0, 2))) {
    return national.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3')
  }
  return national.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')
}

/** A stored number as the pages show it: "+52 33 1234 5678", "+57 300 123 4567". */
export function mobileDisplay(mobile: string | null | undefined, countryCode: CountryCode) {
  if (!mobile) return '--'
  const national = normalizeMobile(mobile, countryCode) ?? String(mobile)
  return `+${COUNTRIES[countryCode].phonePrefix} ${formatMobile(national, countryCode)}`
}

/**
 * What a WhatsApp input (which shows "+57" / "+52" before it) keeps of what was typed or
 * pasted: the national number only, in its groups, so the prefix never shows twice.
 * "+52 1 33 1234 5678", "+523312345678", "52 33 1234 5678" and "3312345678" all become
 * "33 1234 5678". While the prefix itself is being typed ("+", "+5") it stays as typed.
 */
export function mobileInputValue(input: string, countryCode: CountryCode): string {
  const { phonePrefix, mobileLength } = COUNTRIES[countryCode]
  const typed = input.trim()
  let digits = typed.replace(/\D/g, '')
  let prefixed = false
  const international = typed.startsWith('+') || typed.startsWith('00')
  if (international) {
    if (typed.startsWith('00')) digits = digits.slice(2)
    if (phonePrefix.startsWith(digits)) return typed.startsWith('+') ? `+${digits}` : typed
    prefixed = digits.startsWith(phonePrefix)
  } else {
    prefixed = digits.length > mobileLength && digits.startsWith(phonePrefix)
  }
  if (prefixed) digits = digits.slice(phonePrefix.length)
  // Mexico's old mobile mark, "+52 1 …" or "1 33 …" (no area code starts with 1)
  if (
    countryCode === 'MX' &&
    digits.startsWith('1') &&
    (prefixed || (!international && digits.length > mobileLength))
  ) {
    digits = digits.slice(1)
  }
  return formatMobile(digits, countryCode)
}

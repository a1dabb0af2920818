import type { CountryCode } from '#core/country/country'

/**
 * Licence plates (doc 1 §5, doc 2 §5). Pure: shared by the pages (vehicle form, plate search)
 * and the server (garage validators, plate lookup), so both check exactly the same thing.
 */
export type PlateCountry = CountryCode

/** Title of both plate errors. */
export const PLATE_ERROR_TITLE = 'La placa no es válida'

export const PLATE_MESSAGES = {
  /** Colombia: a plate has exactly 6 characters. */
  length: 'La placa del vehículo debe contener 6 caracteres.',
  /** Any other malformed plate, in both countries. */
  invalid: 'Asegúrate de escribir la placa de tu vehículo correctamente.',
} as const

/** Longest plate the vehicle form accepts. */
export const PLATE_FORM_MAX_LENGTH = 10

/**
 * Longest plate the search box accepts: 6 (doc 2 §9). Mexican plates have up to 7 characters,
 * so the Mexican search box takes 7 (the spec leaves Mexico's own rules open).
 */
export const PLATE_SEARCH_MAX_LENGTH: Record<PlateCountry, number> = { CO: 6, MX: 7 }

/** The search button shows when the plate is longer than this. */
export const PLATE_SEARCH_MIN_LENGTH = 4

/**
 * Colombian plates: cars (ABC123), motorcycles (ABC12D), trailers (123ABC), diplomatic and
 * official forms (D/C/M/O/A + letter + 4 digits) and R or S + 5 digits.
 */
const CO_PATTERNS = [
  /^[A-Z]{3}\d{3}$/,
  /^[A-Z]{3}\d{2}[A-Z]$/,
  /^\d{3}[A-Z]{3}$/,
  /^[DCMOA][A-Z]\d{4}$/,
  /^[RS]\d{5}$/,
]

const MX_PATTERN = /^[A-Z0-9]{6,7}$/

/**
 * Upper case, without spaces and dashes ("abc-12 3" → "ABC123"). Nothing else is removed and
 * nothing is cut: a plate with other symbols or too many characters stays as typed, so the
 * country's rule refuses it with its message instead of silently accepting a shorter plate.
 */
export function normalizePlate(input: unknown): string {
  if (input === null || input === undefined) return ''
  return String(input)
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
}

/**
 * What a plate input shows for what was typed or pasted: the normalised plate and, when it
 * already cannot be a plate of the country (longer than the country's longest plate, or a
 * symbol), its Spanish message, shown at once. The value is never cut.
 */
export function typedPlate(
  input: string,
  countryCode: PlateCountry
): { value: string; error: string | null } {
  const value = normalizePlate(input)
  const tooLong = value.length > PLATE_SEARCH_MAX_LENGTH[countryCode]
  const symbol = /[^A-Z0-9]/.test(value)
  return { value, error: tooLong || symbol ? plateError(value, countryCode) : null }
}

/** The Spanish message of a malformed plate, or null when the plate is valid in the country. */
export function plateError(plate: string, countryCode: PlateCountry): string | null {
  const value = normalizePlate(plate)
  // a symbol other than a space or a dash: never a plate, whatever its length
  if (/[^A-Z0-9]/.test(value)) return PLATE_MESSAGES.invalid
  if (countryCode === 'MX') {
    return MX_PATTERN.test(value) ? null : PLATE_MESSAGES.invalid
  }
  if (value.length !== 6) return PLATE_MESSAGES.length
  return CO_PATTERNS.some((pattern) => pattern.test(value)) ? null : PLATE_MESSAGES.invalid
}

/** The search button shows once the plate is longer than 4 characters. */
export function canSearchPlate(plate: string): boolean {
  return normalizePlate(plate).length > PLATE_SEARCH_MIN_LENGTH
}

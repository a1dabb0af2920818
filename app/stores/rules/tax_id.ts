/**
 * A store's tax id, by the host's country (notes/domain.md "Tax ids of stores"). Pure: shared
 * with the sign-up page through `@rules/stores/rules/tax_id`.
 *
 * - Colombia, NIT: 6 to 10 digits and DIAN's check digit (the weights 3, 7, 13, 17, 19, 23,
 *   29, 37, 41, 43, 47, 53, 59, 67, 71 from the right; r = sum mod 11; the digit is r when r is
 *   0 or 1, else 11 − r). Written as people write it: `800.003.122-6`, `800003122-6`,
 *   `800 003 122 - 6`, `8000031226`, with an en or em dash; stored as `800003122-6`.
 * - Mexico, RFC: 3 letters (persona moral, 12 characters) or 4 (persona física, 13), a date
 *   YYMMDD that exists, a 3-character homoclave. `Ñ` and `&` occur. The SAT's check digit is
 *   never checked (about 1.5% of real RFCs fail it).
 */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]
export const NIT_MIN_DIGITS = 6
export const NIT_MAX_DIGITS = 10

/** DIAN's check digit of a NIT's digits (without the check digit). */
export function nitCheckDigit(digits: string): number {
  let sum = 0
  const reversed = [...digits].reverse()
  for (const [index, digit] of reversed.entries()) sum += Number(digit) * NIT_WEIGHTS[index]
  const rest = sum % 11
  return rest > 1 ? 11 - rest : rest
}

/**
 * A NIT with its check digit, as `digits-dv`, or null when it is not one: the number and the
 * check digit must be told apart by a dash (any dash), or be written together (the last digit is
 * the check digit). Dots and spaces are ignored.
 */
export function normalizeNit(input: string): string | null {
  const compact = input.replace(/[.\s]/g, '').replace(/[\u2010-\u2015\u2212]/g, '-')
  const parts = /^(\d+)-(\d)$/.exec(compact) ?? /^(\d+)(\d)$/.exec(compact)
  if (!parts) return null
  const [, digits, dv] = parts
  if (digits.length < NIT_MIN_DIGITS || digits.length > NIT_MAX_DIGITS) return null
  if (/^0+$/.test(digits)) return null
  return nitCheckDigit(digits) === Number(dv) ? `${digits}-${dv}` : null
}

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{3})$/

/** Whether YYMMDD exists in 1900–1999 or 2000–2099 (an RFC's two-digit year names either). */
function dateExists(yy: number, month: number, day: number) {
  return [1900 + yy, 2000 + yy].some((year) => {
    const date = new Date(Date.UTC(year, month - 1, day))
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  })
}

/** An RFC upper-cased without spaces or dashes, or null when its format or date is wrong. */
export function normalizeRfc(input: string): string | null {
  const compact = input
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, '')
  const parts = RFC_PATTERN.exec(compact)
  if (!parts) return null
  const [, , yy, mm, dd] = parts
  return dateExists(Number(yy), Number(mm), Number(dd)) ? compact : null
}

/** The tax id of the country, normalised, or null when it is not valid. */
export function normalizeTaxId(input: string, countryCode: string): string | null {
  return countryCode === 'MX' ? normalizeRfc(input) : normalizeNit(input)
}

/** The tax id's name and the Spanish message of a wrong one, by country. */
export function taxIdTexts(countryCode: string) {
  return countryCode === 'MX'
    ? {
        label: 'RFC',
        invalid:
          'El RFC no es válido: 3 letras (empresa) o 4 (persona), la fecha AAMMDD y la homoclave de 3 caracteres',
        required: 'Ingresa el RFC de tu negocio',
      }
    : {
        label: 'NIT con dígito de verificación',
        invalid: 'El NIT no es válido: revisa el número y su dígito de verificación',
        required: 'Ingresa el NIT de tu negocio con el dígito de verificación',
      }
}

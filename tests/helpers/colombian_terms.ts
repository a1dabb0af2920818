/**
 * Words only the Colombian site should show (issue 21): a Mexican screen naming any of them
 * speaks Colombian. Each is matched as a whole word; words are case-insensitive, the
 * abbreviations and codes (NIT, C.C., RUNT, COP) match as written in capitals, and '+57' is the
 * Colombian phone prefix (also glued to a number, '+573001112233').
 */
export const COLOMBIAN_TERMS = [
  'NIT',
  'cédula',
  'C.C.',
  'departamento',
  'RUNT',
  'tarjeta de propiedad',
  'COP',
  '+57',
] as const

export type ColombianTerm = (typeof COLOMBIAN_TERMS)[number]

/** Not preceded / followed by a letter or a digit (a whole word, accents included). */
const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}])'

const PATTERNS: Record<ColombianTerm, RegExp> = {
  'NIT': new RegExp(`${BEFORE}NIT${AFTER}`, 'u'),
  // 'cédula', 'cedula', 'Cédulas'
  'cédula': new RegExp(`${BEFORE}c[ée]dulas?${AFTER}`, 'iu'),
  'C.C.': new RegExp(`${BEFORE}C\\.\\s?C\\.`, 'u'),
  // 'Departamento', 'departamentos'
  'departamento': new RegExp(`${BEFORE}departamentos?${AFTER}`, 'iu'),
  'RUNT': new RegExp(`${BEFORE}RUNT${AFTER}`, 'u'),
  'tarjeta de propiedad': new RegExp(`${BEFORE}tarjetas?\\s+de\\s+propiedad${AFTER}`, 'iu'),
  'COP': new RegExp(`${BEFORE}COP${AFTER}`, 'u'),
  '+57': /(?<![\p{N}+])\+\s?57/u,
}

/** The Colombian terms `text` contains, in the order of COLOMBIAN_TERMS (each once). */
export function colombianTermsIn(text: string): ColombianTerm[] {
  return COLOMBIAN_TERMS.filter((term) => PATTERNS[term].test(text))
}

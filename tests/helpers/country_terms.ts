import type { Page } from 'playwright'

/**
 * Words only the Colombian site should show (issue 21): a Mexican screen naming any of them
 * speaks Colombian — its tax id and documents, its regions and registry, its currency and phone
 * prefix (the list), and the Colombian names of the vehicle card, the data policy, a
 * part and an address. Each is matched as a whole word; words are case-insensitive, the
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
  'licencia de tránsito',
  'política de tratamiento de datos',
  'cilindraje',
  'pastillas de freno',
  'Calle 10 # 43-12',
] as const

export type ColombianTerm = (typeof COLOMBIAN_TERMS)[number]

/** Not preceded / followed by a letter or a digit (a whole word, accents included). */
const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}])'
const word = (source: string, flags = 'iu') => new RegExp(`${BEFORE}${source}${AFTER}`, flags)

const PATTERNS: Record<ColombianTerm, RegExp> = {
  'NIT': word('NIT', 'u'),
  'cédula': word('c[ée]dulas?'),
  'C.C.': new RegExp(`${BEFORE}C\\.\\s?C\\.`, 'u'),
  'departamento': word('departamentos?'),
  'RUNT': word('RUNT', 'u'),
  'tarjeta de propiedad': word('tarjetas?\\s+(?:de\\s+)?propiedad'),
  'COP': word('COP', 'u'),
  '+57': /(?<![\p{N}+])\+\s?57/u,
  'licencia de tránsito': word('licencias?\\s+de\\s+tr[áa]nsito'),
  'política de tratamiento de datos': word('tratamiento\\s+de\\s+datos'),
  'cilindraje': word('cilindraje'),
  'pastillas de freno': word('pastillas?'),
  'Calle 10 # 43-12': /#\s?\d+\s?-\s?\d+/u,
}

/** The Colombian terms `text` contains, in the order of COLOMBIAN_TERMS (each once). */
export function colombianTermsIn(text: string): ColombianTerm[] {
  return COLOMBIAN_TERMS.filter((term) => PATTERNS[term].test(text))
}

/**
 * What a page shows: its visible text plus the placeholders and labels of its inputs (a
 * placeholder is read, but is not part of innerText).
 */
export async function visibleText(page: Page) {
  return page.evaluate(() => {
    const doc = (globalThis as any).document
    const placeholders = [...doc.querySelectorAll('[placeholder]')]
      .filter((element: any) => element.offsetParent !== null)
      .map((element: any) => element.getAttribute('placeholder'))
    return [doc.body.innerText, doc.title, ...placeholders].join('\n')
  })
}

/** The Mexican site of the test server (Chromium resolves every *.localhost to this machine). */
export function mexicanUrl(path: string) {
  return `http://mx.localhost:${process.env.PORT ?? 3333}${path}`
}

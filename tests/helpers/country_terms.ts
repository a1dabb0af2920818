import type { Page } from 'playwright'

/**
 * Words of Colombia that a buyer or vendor on the Mexican site must never read (issue 21):
 * its tax id and documents, its regions and registry, its currency and phone prefix, and the
 * Colombian names of the vehicle card, the data policy and parts.
 */
export const COLOMBIAN_TERMS: { term: string; pattern: RegExp }[] = [
  { term: 'NIT', pattern: /\bNIT\b/ },
  { term: 'cédula', pattern: /c[ée]dula/i },
  { term: 'C.C.', pattern: /\bC\.\s?C\.\s?\d/ },
  { term: 'departamento', pattern: /departamento/i },
  { term: 'RUNT', pattern: /\bRUNT\b/ },
  { term: 'tarjeta de propiedad', pattern: /tarjeta\s+(de\s+)?propiedad/i },
  { term: 'licencia de tránsito', pattern: /licencia de tr[áa]nsito/i },
  { term: 'COP', pattern: /\bCOP\b/ },
  { term: '+57', pattern: /\+\s?57\b/ },
  { term: 'política de tratamiento de datos', pattern: /tratamiento de datos/i },
  { term: 'cilindraje', pattern: /cilindraje/i },
  { term: 'pastillas de freno', pattern: /pastillas/i },
  { term: 'Calle 10 # 43-12', pattern: /#\s?\d+-\d+/ },
]

/** The Colombian terms found in a text. */
export function colombianTermsIn(text: string) {
  return COLOMBIAN_TERMS.filter(({ pattern }) => pattern.test(text)).map(({ term }) => term)
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

/**
 * "Contact data is not allowed in observations" (doc 3 §5; the check of doc 1 "Chat send"),
 * pure: the vendor's form warns with it while typing and the server refuses the same text. It
 * runs only when the user's infringement detection is on.
 *
 * After links are stripped, the text is refused when it holds:
 * - an e-mail-like pattern;
 * - a run of 7 or more digits, separators allowed between them (phones: '300 123 4567',
 *   '(604) 444-55-66');
 * - a street word followed by a number (an address: 'calle 10', 'Cra. 45', 'av 30'):
 *   cll, calle, kra, cra, carrera, av, avenida, direccion, bis;
 * - the vendor's own full name or store name as a whole (accents and case ignored).
 *
 * Ours: doc 1 also looks for single words (more than 3 letters) of the user's name, store and
 * city. Observations have no 'No son datos de contacto' confirmation to fall back on, and store
 * names are made of everyday words ('Repuestos', 'Frenos'), so here only the whole name counts.
 */
export interface ContactDataContext {
  fullName?: string | null
  storeName?: string | null
}

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/
const DIGIT_RUN = /(?:\d[\s().+\-/]*){7,}/
const STREET = /\b(cll|calle|kra|cra|carrera|av|avenida|direccion|bis)\b\.?\s*(no\.?|#|n°)?\s*\d/

export function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export function containsContactData(
  text: string | null | undefined,
  context: ContactDataContext = {}
) {
  if (!text) return false
  const plain = fold(text.replace(LINK, ' '))
  if (EMAIL.test(plain) || DIGIT_RUN.test(plain) || STREET.test(plain)) return true
  for (const phrase of [context.fullName, context.storeName]) {
    const folded = fold(phrase ?? '')
    if (folded.length <= 3) continue
    const escaped = folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    if (new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(plain)) return true
  }
  return false
}

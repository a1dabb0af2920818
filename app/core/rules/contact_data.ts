/**
 * Contact-data detector (doc 1 "Chat send", doc 3 §5). Pure and dependency-free: the pages load
 * it as `@rules/core/rules/contact_data`, so the warning shown while typing is exactly the check
 * the server makes. After links are stripped, a text is flagged for:
 * - 'notAvailable' (only `vendorOnQuotationRequest`): 'no' followed within four words of the same
 *   clause by 'disponible(s)' / 'disponibilidad' ('no lo tengo disponible', 'no hay
 *   disponibilidad'); 'No, está disponible' (a comma after 'no') is an answer, not a refusal;
 * - 'email': an e-mail-like text, also written 'juan arroba gmail punto com', 'juan @ gmail . com',
 *   'juan(at)gmail(dot)com', 'j u a n @ g m a i l . c o m', or '@' + a big provider without domain;
 * - 'phone': 7 or more digits whose only separators are spaces, punctuation or emoji. Digits may
 *   be written as Spanish words ('tres uno cinco', 'treinta y cinco', 'trescientos quince'; 'un' /
 *   'una' are articles, never 1), keycap / circled / full-width digits, or glued to a cue word
 *   ('cel3152234455'). WhatsApp links (wa.me) count as phones although links are stripped;
 * - 'street': cll, calle, kra, cra, carrera, av, avenida, direccion, bis (and diagonal,
 *   transversal, dg) followed by a number, or an address plate '# 43-12';
 * - 'ownWords': a word of more than 3 letters of the user's full name, store name or city, whole
 *   word, accents and case ignored, except trade words every store name has (STORE_WORDS) and the
 *   words of `knownPhrases`: what the other party already sees on the transaction's page (the
 *   chat passes the store's name and the request's city, see send_chat_message.ts), so naming
 *   them shares nothing new. With `wholeNamesOnly` (observations) only the whole full name or
 *   store name counts.
 * Number forms that are not phones are taken out before counting digits (HARMLESS): dates, times,
 * prices ('$' first, 'pesos'/'COP' after, or '.'/',' thousand groups), Toyota 5-5 part numbers
 * ('04465-33450'), Bosch 0/1 + 3-3-3 numbers ('0 986 452 041') and tyre sizes; 4-digit years are
 * skipped ('Mazda 3 2018 1.6'). A token mixing letters and digits is a code (VIN, plate, part
 * number) and ends a run. Limits: a bare 7+ digit part number (GM '96535362', BMW '34116761244')
 * cannot be told from a phone and is flagged (the chat offers 'No son datos de contacto'); a
 * phone written as a price ('3.152.234.455', '$3152234455') passes.
 * Lookbehinds and \p{…} need Safari 16.4+, inside Vite's default build target.
 */
export type ContactDataReason = 'email' | 'phone' | 'street' | 'ownWords' | 'notAvailable'

export interface ContactCheckContext {
  fullName?: string | null
  storeName?: string | null
  cityName?: string | null
  /** Observations: only the whole full name or store name counts (the city is not looked at). */
  wholeNamesOnly?: boolean
  /** A vendor writing on a quotation request: 'no ... disponible' is refused ('notAvailable'). */
  vendorOnQuotationRequest?: boolean
  /**
   * Names the other party already sees on this transaction's page (store name, the request's
   * city): their words are never 'ownWords'.
   */
  knownPhrases?: (string | null | undefined)[]
}

const ORDER: ContactDataReason[] = ['notAvailable', 'email', 'phone', 'street', 'ownWords']

/** Accents, keycap marks and variation selectors off, compatibility forms (①, ３, ＠) plain. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

const LINK = /\b(?:https?:\/\/|www\.)\S+/g
const WHATSAPP_LINK = /\b(?:wa\.me|whatsapp\.com)\/\S*\d/
const NOT_AVAILABLE = /(?<![a-z])no\s+(?:[^\s.,;:!?¿¡]+\s+){0,4}disponib(?:les?|ilidad)(?![a-z])/

/*
 * E-mails: spaced letters, 'arroba' / '(at)' and 'punto' / '(dot)' are put back together first;
 * a dot only swallows the spaces around it before a top-level domain, so 'a @ 5000. Gracias'
 * stays apart.
 */
const SPACED_LETTERS = /(?<=(?:^|[^a-z0-9])[a-z0-9]) (?=[a-z0-9](?![a-z0-9]))/g
const AT = /\s*(?:@|[([{]\s*(?:at|arroba)\s*[)\]}]|(?<![a-z])arroba(?![a-z]))\s*/g
const TLD = '(?:com|co|net|org|edu|gov|es|io|me|info|biz|mx|pe|ec|cl|ar|us|ve)(?![a-z])'
const DOT = new RegExp(
  `\\s*(?:\\.|[([{]\\s*(?:dot|punto)\\s*[)\\]}]|(?<![a-z])(?:dot|punto)(?![a-z]))\\s*(?=${TLD})`,
  'g'
)
const EMAIL =
  /[a-z0-9_%+-][a-z0-9._%+-]*@(?:[a-z0-9-]+\.)+[a-z]{2,}|[a-z0-9._%+-]+@(?:gmail|hotmail|outlook|yahoo|live|icloud|msn)(?![a-z])/
const PLAIN_EMAIL = new RegExp(EMAIL.source, 'g')

function hasEmail(text: string) {
  const joined = text.replace(SPACED_LETTERS, '').replace(AT, '@').replace(DOT, '.')
  return EMAIL.test(joined)
}

/* Spanish number words → digits: 'treinta y cinco' → 35, 'trescientos quince' → 315. */
const UNITS = 'cero uno dos tres cuatro cinco seis siete ocho nueve'.split(' ')
const TEENS = 'diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve'
const TWENTIES = 'veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis'
  .concat(' veintisiete veintiocho veintinueve')
  .split(' ')
const TENS = 'treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ')
const HUNDREDS = 'ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos'
  .concat(' ochocientos novecientos')
  .split(' ')
const VALUE: Record<string, number> = { cien: 100, veintiun: 21 }
UNITS.forEach((word, i) => (VALUE[word] = i))
TEENS.split(' ').forEach((word, i) => (VALUE[word] = 10 + i))
TWENTIES.forEach((word, i) => (VALUE[word] = 20 + i))
TENS.forEach((word, i) => (VALUE[word] = 30 + 10 * i))
HUNDREDS.forEach((word, i) => {
  VALUE[word] = 100 * (i + 1)
  VALUE[word.replace(/os$/, 'as')] = 100 * (i + 1)
})
/** Longest first, so 'doscientos' is tried before 'dos'. */
const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|')
const H = alternation([...HUNDREDS, ...HUNDREDS.map((w) => w.replace(/os$/, 'as')), 'cien'])
const T = alternation(TENS)
const U = alternation(UNITS.slice(1))
const S = alternation([...UNITS, ...TEENS.split(' '), ...TWENTIES, 'veintiun'])
const NUMBER_WORDS = new RegExp(
  `(?<![a-z])(?:(?:${H})(?: (?:(?:${T})(?: y (?:${U}))?|(?:${S})))?|(?:${T})(?: y (?:${U}))?|(?:${S}))(?![a-z])`,
  'g'
)

function withDigits(text: string) {
  return text
    .replace(/🔟/gu, ' 10 ')
    .replace(/[\u2776-\u2793]/g, (c) => String(((c.charCodeAt(0) - 0x2776) % 10) + 1))
    .replace(NUMBER_WORDS, (m) => String(m.split(' ').reduce((s, w) => s + (VALUE[w] ?? 0), 0)))
}

/** Number forms that are not phones; each becomes the word 'x', which ends a digit run. */
const HARMLESS = [
  /(?<!\d|\d[/.-])(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|1[0-2])\1(?:19|20)?\d\d(?!\d|[/.-]\d)/g,
  /(?<!\d)(?:19|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])(?!\d)/g, // ISO date
  /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/g, // time
  /\$\s*\d+(?:[ .,]\d{3})*(?:[.,]\d{1,2})?(?!\d)/g, // $ 1.250.000, $1250000
  /(?<![\d.,])\d{1,3}([.,])\d{3}(?:\1\d{3})*(?:[.,]\d{1,2})?(?![.,]?\d)/g, // 1.250.000,50
  /(?<![\d.,])\d+(?:[ .,]\d{3})*(?:[.,]\d{1,2})?(?= ?(?:pesos|cop)(?![a-z]))/g, // 1250000 pesos
  /(?<![\d-])\d{5}-\d{5}(?![\d-])/g, // Toyota 04465-33450
  /(?<!\d[\s.-]?)[01] \d{3} \d{3} \d{3}(?![\s.-]?\d)/g, // Bosch 0 986 452 041
  /(?<!\d)\d{3}\/\d{2}[/ -]?r?\s?\d{2}(?!\d)/g, // tyre 205/55 R16, 195/65/15
]
const YEAR_GROUP = /^(?:19[6-9]\d|20[0-3]\d)$/

/**
 * 7+ digits in a run; only letters (words, codes) end a run, not spaces, punctuation or emoji.
 * A 4-digit year (1960–2039) neither counts nor ends a run: 'Mazda 3 2018 1.6', 'modelos 2012
 * 2013 2014' pass. The price: a phone written 3-3-4 whose last four digits read as a year passes.
 */
function hasPhoneRun(text: string) {
  let digits = 0
  const tokens = text.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? []
  for (const token of [...tokens, 'x']) {
    if (!/[\p{L}\p{N}]/u.test(token) || YEAR_GROUP.test(token)) continue
    if (/^\d+$/.test(token)) {
      digits += token.length
      continue
    }
    // A cue word glued to the number ('cel3152234455'); any other mix of letters and digits is
    // a code: VIN '9BWZZZ377VT004251', plate 'ABC123', Mercedes 'A0004201220', '90915-YZZF2'.
    if (/^(?:\p{L}{2,}\d{7,}|\d{7,}\p{L}{2,})$/u.test(token)) return true
    if (digits >= 7) return true
    digits = 0
  }
  return false
}

const STREET =
  /(?<![a-z])(?:cll|calle|kra|cra|carrera|av|avenida|direccion|bis|diagonal|transversal|dg)(?![a-z])[.:]?\s*(?:#|no\.?|n°)?\s*\d|#\s*\d{1,3}\s*[a-z]?\s*-\s*\d{1,3}(?!\d)/

/** Words of store names that are everyday trade words, never contact data on their own. */
const STORE_WORDS = new Set(
  (
    'repuestos repuesto autopartes partes tienda almacen taller motos carros autos para ' +
    'frenos llantas baterias lubricantes accesorios lujos distribuidora importadora ltda'
  ).split(' ')
)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const hasPhrase = (text: string, phrase: string) =>
  new RegExp(`(?<![a-z0-9])${escape(phrase)}(?![a-z0-9])`).test(text)

function hasOwnWords(text: string, context: ContactCheckContext) {
  const names = [context.fullName, context.storeName].map((name) => fold(name ?? ''))
  if (context.wholeNamesOnly) return names.some((name) => name.length > 3 && hasPhrase(text, name))
  const split = (name: string | null | undefined) => fold(name ?? '').split(/[^a-z]+/)
  const known = new Set((context.knownPhrases ?? []).flatMap(split))
  const words = [...names, fold(context.cityName ?? '')].flatMap((name) => name.split(/[^a-z]+/))
  return words.some(
    (word) => word.length > 3 && !STORE_WORDS.has(word) && !known.has(word) && hasPhrase(text, word)
  )
}

export function detectContactData(
  text: string | null | undefined,
  context: ContactCheckContext = {}
): ContactDataReason[] {
  if (!text) return []
  const folded = fold(text)
  const plain = folded.replace(LINK, ' ')
  const found = new Set<ContactDataReason>()
  if (context.vendorOnQuotationRequest && NOT_AVAILABLE.test(plain)) found.add('notAvailable')
  if (hasEmail(plain)) found.add('email')
  const numeric = withDigits(plain.replace(PLAIN_EMAIL, ' '))
  const counted = HARMLESS.reduce((rest, form) => rest.replace(form, ' x '), numeric)
  if (WHATSAPP_LINK.test(folded) || hasPhoneRun(counted)) found.add('phone')
  if (STREET.test(numeric)) found.add('street')
  if (hasOwnWords(plain, context)) found.add('ownWords')
  return ORDER.filter((reason) => found.has(reason))
}

export function containsContactData(
  text: string | null | undefined,
  context: ContactCheckContext = {}
): boolean {
  return detectContactData(text, context).length > 0
}

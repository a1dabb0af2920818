/**
 * Contact-data detector (doc 1 "Chat send", doc 3 §5). Pure and dependency-free: the pages load
 * it as `@rules/core/rules/contact_data`, so the warning shown while typing is exactly the check
 * the server makes. After links are stripped, a text is flagged for:
 * - 'notAvailable' (only `vendorOnQuotationRequest`): 'no' followed within four words of the same
 *   clause by 'disponible(s)' / 'disponibilidad' ('no lo tengo disponible', 'no hay
 *   disponibilidad'), also misspelled by up to two letters ('no esta dispnible', 'no tengo
 *   disponivle', 'ya no hay disponibilida'); 'No, está disponible' (a comma after 'no') is an
 *   answer, not a refusal, and a longer word ('disponiblemente') is another word;
 * - 'email': an e-mail-like text, also written 'juan arroba gmail punto com', 'juan @ gmail . com',
 *   'juan(at)gmail(dot)com', 'j u a n @ g m a i l . c o m', or '@' + a big provider without domain;
 *   or without '@': a user name next to a big provider ('pedrolopez gmail', 'pedro punto lopez en
 *   hotmail', 'pedrolopez (en) yahoo', 'gmail: autopartes2020'), see hasBareEmail;
 * - 'phone': 7 or more digits whose only separators are spaces, punctuation or emoji. Digits may
 *   be written as Spanish words ('tres uno cinco', 'treinta y cinco', 'trescientos quince'; 'un' /
 *   'una' are articles, never 1), keycap / circled / full-width digits, letters among digits
 *   (O/o for 0, l/I for 1, S for 5, B for 8: 'cel 31O 555 OO11'), or glued to a cue word
 *   ('cel3152234455'). WhatsApp links (wa.me) count as phones although links are stripped;
 * - 'street': cll, calle, kra, cra, carrera, av, avenida, direccion, bis (and diagonal,
 *   transversal, dg) followed by a number, or an address plate '# 43-12'; a street word, a name
 *   and a number ('Calle Morelos 45', 'Periférico Sur 3000', 'privada de los pinos 12'), Mexican
 *   colonia, C.P., manzana/lote, 'entre 5 de mayo y Juárez', 'esquina con Allende', and Colombian
 *   forms without a street word ('en la 80 con 33', 'la 45 # 12', 'cr 15 32-10'), see hasAddress;
 * - 'social': a handle ('@frenoscali'), a profile link, or a network named with a word pointing
 *   to an account ('sígueme en instagram', 'me encuentras en facebook como …', 'por telegram me
 *   ubicas'), see SOCIAL;
 * - 'invitation', only when nothing above was found: asking for or offering a way to talk or pay
 *   outside the platform ('dame tu celular y te marco', 'escríbeme al whatsapp', 'hablemos por
 *   interno', 'arreglemos por fuera y te ahorras la comisión', 'consígnale directo'), see
 *   INVITATION; with a phone or an address in the message, that is the reason given;
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
 * number) and ends a run. Measured on tests/fixtures/contact_data/labelled_messages.ts (see
 * contact_data_labelled.spec.ts). Limits:
 * - a bare 7+ digit part number (GM '96535362', BMW '34116761244') or a tracking number cannot
 *   be told from a phone and is flagged (the chat offers 'No son datos de contacto'); a phone
 *   written as a price ('3.152.234.455', '$3152234455') passes;
 * - look-alike letters: a trailing S or B is read as a letter ('3OO 12B 4S67' is three codes),
 *   and other letters (Z for 2, G for 9) are not read;
 * - e-mails: 'juan en gmail' (a plain short name, 'en', a provider) passes, as do providers
 *   outside the list (gmail, hotmail, outlook, yahoo, icloud, protonmail, aol) without '@';
 * - addresses: two street names without a street word, a date or an address word around them
 *   ('entre Hidalgo y Morelos') pass, as does a street named only by its name ('estamos en
 *   Juárez 45'); 'Blvd Kukulcán km 12' is caught by 'blvd', but a bare 'km 12' is a distance;
 * - social and invitations are read from words, so a new slang ('al wasa', 'x priv') or a
 *   network named in passing with a pointer ('estoy en facebook viendo precios') can be missed
 *   or flagged; 'lo vi en facebook' passes, 'mándame por correo la factura' is flagged.
 * Lookbehinds and \p{…} need Safari 16.4+, inside Vite's default build target.
 */
export type ContactDataReason =
  'email' | 'phone' | 'street' | 'social' | 'invitation' | 'ownWords' | 'notAvailable'

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

const ORDER: ContactDataReason[] = [
  'notAvailable',
  'email',
  'phone',
  'street',
  'social',
  'invitation',
  'ownWords',
]

/** Accents, keycap marks and variation selectors off, compatibility forms (①, ３, ＠) plain. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

const LINK = /\b(?:https?:\/\/|www\.)\S+/g
const WHATSAPP_LINK = /\b(?:wa\.me|whatsapp\.com)\/\S*\d/
/** 'no' and the five words after it within the clause (captured, nothing consumed). */
const NOT_AND_WORDS = /(?<![a-z])no(?=((?:\s+[^\s.,;:!?¿¡]+){1,5}))/g
const AVAILABLE = ['disponible', 'disponibles', 'disponibilidad']

/** Edit distance, two swapped letters counting one ('disponivel'); the words are short. */
function distance(a: string, b: string, max: number) {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1)
      }
    }
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/**
 * 'disponible(s)' / 'disponibilidad', or a slip of one of them: at most two letters off
 * ('dispnible', 'disponivle', 'disponibilida', 'disponibilid'). A longer word that starts with
 * the whole of one of them is another word ('disponiblemente', 'disponibilidades').
 */
function readsAvailable(word: string) {
  if (!word.startsWith('di') || word.length < 8 || word.length > 16) return false
  if (AVAILABLE.includes(word)) return true
  if (AVAILABLE.some((form) => word.startsWith(form))) return false
  return AVAILABLE.some((form) => distance(word, form, 2) <= 2)
}

function saysNotAvailable(text: string) {
  for (const [, words] of text.matchAll(NOT_AND_WORDS)) {
    const cores = words
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/^[^a-z]+|[^a-z]+$/g, ''))
    if (cores.some(readsAvailable)) return true
  }
  return false
}

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
/** A name starts after what cannot be in it: a long word is read once, not once per letter. */
const EMAIL =
  /(?<![a-z0-9_%+-])[a-z0-9_%+-][a-z0-9._%+-]*@(?:[a-z0-9-]+\.)+[a-z]{2,}|(?<![a-z0-9._%+-])[a-z0-9._%+-]+@(?:gmail|hotmail|outlook|yahoo|live|icloud|msn)(?![a-z])/
const PLAIN_EMAIL = new RegExp(EMAIL.source, 'g')

/*
 * An e-mail without '@' or without a domain: a user name next to a big provider. 'punto' and
 * 'guion bajo' inside the name are put back as '.' and '_' first ('pedro punto lopez en hotmail').
 * - 'name provider' ('pedrolopez gmail', 'luisa_m hotmail com'): a name with a digit, '.', '_'
 *   or '-', or of 7 letters or more, and not a common word ('revisa gmail');
 * - 'name (en) provider': any name;
 * - 'name en|de provider': a name with a digit, '.', '_' or '-', or after 'correo' / 'mail', or
 *   the provider followed by its domain ('ventas en gmail punto com'); 'juan en gmail' passes;
 * - 'provider: name', 'provider es name' ('gmail: autopartes2020', 'mi hotmail es carlitos_93').
 */
const PROVIDER = '(?:gmail|hotmail|outlook|yahoo|icloud|protonmail|aol)'
const MAIL_NAME_WORDS = new Set(
  (
    'a al con correo cuenta de del el email en es la las lo los mail mas mi mis o para por que ' +
    'se sin su sus te tengo tiene tienes tu tus un una y app aplicacion usuario bandeja spam ' +
    'buzon registro registrado registrada mensaje mensajes llega llego revisa reviso busca abre ' +
    'entra inicia sesion solo tambien como ya no si esta estan'
  ).split(' ')
)
const NAME_THEN_PROVIDER = new RegExp(
  `(?<![a-z0-9._-])([a-z0-9][a-z0-9._-]*[a-z0-9_])( ?[([{] ?(?:en|at) ?[)\\]}] ?| (?:en|de) | )${PROVIDER}(?![a-z])(\\.${TLD})?`,
  'g'
)
const PROVIDER_THEN_NAME = new RegExp(
  `(?<![a-z])${PROVIDER} ?(?::|=| es | seria ) ?([a-z0-9][a-z0-9._-]*[a-z0-9_])`,
  'g'
)
const MAIL_CUE = /(?:correo|mail)(?: electronico)?(?: es)?\W*$/

function hasBareEmail(text: string) {
  const named = text
    .replace(/ ?(?<![a-z])punto(?![a-z]) ?/g, '.')
    .replace(/ ?(?<![a-z])guion bajo(?![a-z]) ?/g, '_')
  for (const match of named.matchAll(NAME_THEN_PROVIDER)) {
    const [, name, link, domain] = match
    if (MAIL_NAME_WORDS.has(name) || name.length < 3) continue
    if (/[([{]/.test(link)) return true
    const handle = /[0-9._-]/.test(name)
    if (link === ' ' && (handle || name.length >= 7)) return true
    if (handle || domain || MAIL_CUE.test(named.slice(0, match.index))) return true
  }
  for (const [, name] of named.matchAll(PROVIDER_THEN_NAME)) {
    if (!MAIL_NAME_WORDS.has(name) && name.length >= 3) return true
  }
  return false
}

function hasEmail(text: string) {
  const joined = text.replace(SPACED_LETTERS, '').replace(AT, '@').replace(DOT, '.')
  return EMAIL.test(joined) || hasBareEmail(joined)
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
 * Letters written for digits ('31O 555 OO11', '3l5', '55 I234 S678', '8B12'), read before the
 * harmless forms ('$ 1.25O.OOO' is still a price): a token of digits and O, I, l, S, B reads as
 * digits when it has a digit, S and B only between digits or first ('12B' and '43b' are a plate
 * or an address letter); 'OO', 'SS', 'll', 'II' alone only right after digits ('444 SS 66').
 * Car models read so too ('S10', 'L200', 'i10') but are too short to make a phone with the
 * numbers around them.
 */
const LOOK_ALIKE: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', b: '8' }
const MIXED_TOKEN = /(?<![\p{L}\p{N}])(?=[olisb]*\d)[\dolisb]*[\doli](?![\p{L}\p{N}])/gu
const DOUBLED_TOKEN = /(?<=\d[^\p{L}\p{N}]{1,3})(?:o{2,}|s{2,}|l{2,}|i{2,})(?![\p{L}\p{N}])/gu
const asDigits = (token: string) => token.replace(/[olisb]/g, (c) => LOOK_ALIKE[c])
const withLookAlikes = (text: string) =>
  text.replace(MIXED_TOKEN, asDigits).replace(DOUBLED_TOKEN, asDigits)

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

/*
 * Addresses without the street words above, or with a name before the number (Mexico):
 * - a street word, up to three words of its name, then the number: 'Calle Morelos 45',
 *   'Periférico Sur 3000', 'privada de los pinos 12', 'Av. Boyacá 72-50'; not when a word of the
 *   name is a verb, a connector or a part ('el circuito de frenos 2'), nor when a unit follows
 *   the number ('la avenida estaba cerrada 2 horas');
 * - 'col.' / 'colonia' and a name ('col. Centro'), 'C.P.' and five digits, 'mz 12 lt 5',
 *   'entre 5 de mayo y Juárez', 'entre Reforma y Av. Hidalgo', 'esquina con Allende',
 *   'mi domicilio:';
 * - Colombian 'la 80 con 33', 'la 45 # 12', and 'cl' / 'cr' / 'tv' / 'ak' / 'ac' / 'kr' / 'tr'
 *   with a second number ('cr 15 32-10', 'Cl. 72 Sur 45'); alone they are other things ('tv 7').
 */
const NAMED_STREET =
  'calle|cll|clle|avenida|avda|av|carrera|cra|kra|crr|diagonal|transversal|boulevard|boulevar|' +
  'bulevar|blvd|blvr|calzada|calz|periferico|perif|prolongacion|prol|privada|priv|' +
  'cerrada|cda|andador|retorno'
const UNIT =
  '(?:km|kms|kilometros|mm|cm|m|metros|cuadras?|l|lt|lts|litros?|v|cc|hp|dias?|horas?|hrs?|h|' +
  'min|minutos?|meses?|anos?|semanas?|piezas?|pzas?|unidades?|pesos|mil|valvulas|amperios|ah|w|' +
  'nm|psi|pulgadas|dientes|voltios|%)(?![a-z])'
const NAMED_ADDRESS = new RegExp(
  `(?<![a-z])(?:${NAMED_STREET}|(?:circuito|cto)(?= +[a-z]))\\.?:?((?: +[a-z]+\\.?){0,3}) *(?:#|no\\.?|num\\.?|numero|n°)? *\\d{1,5}(?!\\d|[.,/]\\d| *${UNIT})`,
  'g'
)
/** Words that are never part of a street's name: verbs, connectors, parts. */
const NOT_NAME = new Set(
  (
    'a al en es esta estaba estan son fue era que se y o u por para con sin hay tiene tienen no ' +
    'si me te le lo les ya mas muy hace cada solo como cuando donde pero desde hasta tarda ' +
    'tardo lleva llevo cerrada cerrado abierta abierto principal frenos freno aceite gasolina ' +
    'combustible refrigeracion enfriamiento encendido luces carga vacio aire escape transmision ' +
    'embrague clutch motor inyeccion pieza piezas llanta llantas rueda ruedas bomba valvula ' +
    'manguera sensor cable tubo de-la'
  ).split(' ')
)
const MONTH =
  '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|' +
  'noviembre|diciembre)'
const STREET_WORD = `(?:${NAMED_STREET}|col|colonia)\\.?`
const MX_ADDRESS = new RegExp(
  [
    // colonia + name
    `(?<![a-z])(?:colonia|col\\.?) +(?:(?:de|del|la|las|los|el|san|santa) +)*(?!(?:que|esta|es|queda|donde|cual|tiene|para|y|o|de|del|mi|tu|su|cliente|comprador|vendedor|taller|tienda|casa|trabajo|oficina|entrega|envio|pedido)(?![a-z]))[a-z]{3,}`,
    // postal code
    `(?<![a-z0-9])(?:c\\. ?p\\.?|cp|codigo postal) *:? *\\d{5}(?!\\d)`,
    // manzana and lote
    `(?<![a-z])(?:manzana|mza?|mzn)\\.? *\\d{1,4}[a-z]?[ ,]*(?:lote|lte?)\\.? *\\d{1,4}`,
    `(?<![a-z])(?:lote|lte?)\\.? *\\d{1,4}[a-z]?[ ,]*(?:manzana|mza?|mzn)\\.? *\\d{1,4}`,
    // 'entre 5 de mayo y Juárez'
    `(?<![a-z])entre +(?:${STREET_WORD} +)?\\d{1,2} de ${MONTH} +y +(?!(?:el|la|los|las|hoy|manana)(?![a-z]))[a-z]{3,}`,
    // 'entre Reforma y Av. Hidalgo', 'entre calle Hidalgo y Morelos'
    `(?<![a-z])entre +(?:${STREET_WORD} +[a-z0-9]+(?: +[a-z]+)? +y +[a-z0-9]|[a-z]+(?: +[a-z]+)? +y +${STREET_WORD} +[a-z0-9])`,
    // 'entre Insurgentes y Reforma, a media cuadra', 'estamos entre Hidalgo y Morelos'
    `(?<![a-z])entre +[a-z]{3,}(?: +[a-z]+)? +y +[a-z]{3,}(?: +[a-z]+)?\\W*(?:a +(?:media +)?cuadra|cuadra|esquina|frente|al +lado|a +lado|atras +de|local|bodega|numero|#|col\\.?|colonia)(?![a-z])`,
    `(?<![a-z])(?:estamos|estoy|queda|quedamos|ubicados|ubicamos|vivo|vivimos) +(?:en +)?entre +[a-z]{3,}(?: +[a-z]+)? +y +[a-z]{3,}`,
    // 'esquina con Allende', 'esquina de Hidalgo y Zaragoza'
    `(?<![a-z])esquina +(?:con|de) +(?!(?:la|el|los|las|del|mi|su|tu|abajo|arriba|atras|adelante)(?![a-z]))[a-z0-9]+(?: +y +[a-z0-9]+)?(?=\\W*(?:y|con|$|[.,;]))`,
    // 'mi domicilio:', 'nuestro domicilio es'
    `(?<![a-z])(?:(?:mi|nuestro|su|tu) +domicilio(?: +es|\\s*:)|domicilio\\s*:)`,
  ].join('|')
)
const CO_NUMBER =
  '\\d{1,3}(?:[a-z]|ma|va|ta|ra|da|na|ava)?(?![a-z0-9])(?: +(?:bis|sur|norte|este|oeste|[a-c]))*'
const ORDINAL = '(?:primera|segunda|tercera|cuarta|quinta|sexta|septima|octava|novena|decima)'
const CO_ADDRESS = new RegExp(
  [
    // 'en la 80 con 33', 'la 68 con primero de mayo', 'la 7ma con 72'
    `(?<![a-z])la +${CO_NUMBER} +con +(?:la +)?(?:\\d{1,3}(?!\\d)(?:[a-z]|ma|va|ta|ra|da|na|ava)?(?= *(?:$|[.,;:!?#-]|(?:sur|norte|este|oeste|bis|esquina|frente|al|a|en|por|y|cerca|junto|local|casa|barrio|piso|apto)(?![a-z])))|(?:${NAMED_STREET})(?![a-z])|${ORDINAL}(?![a-z])|[a-z]+ de ${MONTH})`,
    // 'la 45 # 12'
    `(?<![a-z])la +\\d{1,3}[a-z]? *(?:#|no\\.|n°|numero) *\\d{1,3}`,
    // 'cr 15 32-10', 'Cl. 72 Sur 45', 'tv 5 # 8-20', 'cl 45 con 20'
    `(?<![a-z])(?:cl|cr|tv|tr|ak|ac|kr|trv|diag)\\.? *${CO_NUMBER} *(?:#|no\\.|n°|con |\\d{1,3}(?:-\\d{1,3})?(?![\\d.,/]))`,
  ].join('|')
)

function hasAddress(text: string) {
  if (STREET.test(text) || MX_ADDRESS.test(text) || CO_ADDRESS.test(text)) return true
  for (const [, name] of text.matchAll(NAMED_ADDRESS)) {
    const words = name.trim().split(/ +/).filter(Boolean)
    if (!words.some((word) => NOT_NAME.has(word.replace(/\.$/, '')))) return true
  }
  return false
}

/*
 * Social networks: a handle ('@frenoscali', not the '@' of an e-mail), a profile link
 * ('facebook.com/…', 't.me/…'), or a network named with a word that points to an account:
 * before it ('sígueme en', 'búscanos en', 'mi', 'tenemos página en', 'inbox de') or after it
 * ('instagram: …', 'facebook como …', 'telegram me ubicas', 'en insta estamos como'). A network
 * named in passing passes ('lo vi en facebook marketplace', 'vi la foto en instagram').
 */
const NETWORK =
  '(?:instagram|insta|ig|facebook|face|fb|feis|feisbuk|telegram|tiktok|tik tok|twitter|' +
  'signal|messenger|linkedin|snapchat|threads|youtube|redes sociales|redes)(?![a-z])'
const SOCIAL = new RegExp(
  [
    `(?<![a-z0-9._%+-])@[a-z][a-z0-9._]{2,}`,
    `(?<![a-z])(?:sigueme|siguenos|siganos|sigame|seguime|seguinos|buscame|buscanos|busqueme|busquenos|buscalo|buscala|busca|buscas|buscan|encuentrame|encuentranos|encuentras|encuentran|agregame|agreganos|agrega|agregas|escribeme|escribenos|hablame|mandame|contactame|contactanos|ubicame|ubicanos|ubicas|estoy|estamos|aparezco|aparecemos|salgo|salimos|tenemos|tengo|mi|mis|nuestro|nuestra|nuestros|nuestras|tu|su|inbox|dm|privado|interno|perfil|pagina|cuenta|usuario|canal|grupo)(?: +(?:en|por|al|a|el|la|de|del|mi|nuestro|nuestra|tambien|como|todas|las))* +${NETWORK}`,
    `(?<![a-z])${NETWORK}(?: *[:=@]| +(?:me|nos) +(?:ubicas|encuentras|buscas|escribes|hablas|agregas|sigues|consigues|contactas)| +(?:como|aparezco|aparecemos|salgo|salimos|estamos|estoy)(?![a-z])| +(?:sale|aparece) +(?:mi|nuestra|nuestro|como)(?![a-z]))`,
    `(?<![a-z])(?:en|por) x +(?:como|me +(?:encuentras|ubicas|buscas|sigues)|[:@])`,
    `(?<![a-z])(?:(?:me|nos) +(?:(?:puedes|puede|pueden|podes|podra|podras) +)?(?:buscar|seguir|encontrar|agregar|escribir|ubicar)|(?:buscar|seguir|encontrar|agregar|escribir|ubicar)(?:me|nos))(?: +(?:en|por|al|a|el|la|de|del|como|tambien))* +${NETWORK}`,
  ].join('|')
)
const SOCIAL_LINK =
  /(?<![a-z])(?:facebook|fb|instagram|instagr\.am|tiktok|twitter|x|t|linkedin|youtube|youtu)\.(?:com|me|be)\/\S/

/*
 * Invitations to deal outside the platform, with no contact data in the message itself:
 * - asking for or offering a channel: 'dame tu celular', 'pásame tu número' (not 'tu número de
 *   VIN'), 'me regalas un correo', 'te dejo mi contacto', 'te comparto mi ubicación';
 * - WhatsApp named after a verb or a preposition ('escríbeme al whatsapp', 'por wasap'; 'no
 *   tengo whatsapp' passes); writing or talking 'por privado', 'por interno', 'por fuera', 'por
 *   otro medio', 'inbox', 'dm'; 'llámame', 'márcame', 'te llamo y …', 'te marco.' ('te marco en
 *   la foto' passes);
 * - dealing outside: 'fuera de la app', 'sin comisión', 'sin pasar por la plataforma', 'te
 *   ahorras la comisión', 'arreglemos por fuera', 'por fuera sale más barato', and paying
 *   directly ('consígnale directo a mi cuenta', 'nequi … a mi nombre'). 'La instalación va por
 *   fuera del precio' and 'importado directo de fábrica' pass.
 */
const WHATSAPP =
  '(?:whatsapp|whatsap|watsapp|watsap|wasap|wassap|wasapp|guasap|guasap|whats|wats|wsp|wpp|wapp)'
const CHANNEL =
  `(?:${WHATSAPP}|celular|celu|cel|telefono|tel|movil|fijo|numero|num|linea|correo electronico|` +
  'correo|e-mail|email|mail|contacto|datos de contacto|datos|ubicacion|direccion)(?![a-z])' +
  '(?! del? (?!(?:cel|celu|celular|telefono|contacto|whats[a-z]*|wasap|wpp|wsp|casa|oficina|' +
  'trabajo|la tienda|gmail|hotmail|outlook|yahoo)(?![a-z])))'
const ASK =
  'dame|deme|das|pasa|pasame|paseme|pasas|pasar|pasarme|regala|regalame|regaleme|regalas|' +
  'regalar|regalarme|manda|mandame|mandeme|mandas|mandar|mandarme|envia|enviame|envieme|envias|' +
  'enviar|enviarme|comparte|comparteme|compartime|compartes|compartir|compartirme|deja|dejame|' +
  'dejeme|dejas|facilita|facilitame|facilitas|cual es|cuales son|tienes|tendras|' +
  'busca|buscame|buscas|agrega|agregame|anota|anotame|apunta|apuntame|guarda|paso|dejo|mando|' +
  'envio|comparto|doy|regalo|anoto|necesito|ocupo|quiero|requiero'
const TALK =
  'escrib[a-z]*|habl[a-z]*|llam[a-z]*|marcame|marqueme|marcanos|marcale|marcar|marcarme|' +
  'contact[a-z]*|agreg[a-z]*|segui[a-z]*|sigamos|platic[a-z]*|charl[a-z]*|comunic[a-z]*|' +
  'mand[a-z]*|envi[a-z]*|cuadr[a-z]*|arregl[a-z]*|negoci[a-z]*|tratemos|tratamos'
const ELSEWHERE =
  `(?:${WHATSAPP}|telefono|celular|celu|cel|fijo|movil|llamada|privado|interno|inbox|dm|pv|` +
  'correo|mail|email|messenger|telegram|signal|fuera|afuera|otro medio|otro lado|otra via|' +
  'otro canal|otra app|otra aplicacion|otro numero|mensaje privado|mensaje directo|' +
  'mensaje de texto|mensajito|sms)(?![a-z])' +
  '(?! del? (?!(?:la app|la aplicacion|la plataforma|la pagina)(?![a-z])))'
const PLATFORM = '(?:app|aplicacion|plataforma|pagina|web|sistema)(?![a-z])'
const INVITATION = new RegExp(
  [
    `(?<![a-z])(?:${ASK})(?: +(?:me|nos))? +(?:tu|su|tus|sus|mi|mis|nuestro|nuestra|nuestros|un|una|algun|alguna|otro|otra) +${CHANNEL}`,
    `(?<![a-z])(?:${ASK}|${TALK}|tiene|por|al|x|via|en|mi|tu|su|un|el|del)(?: +(?:al|por|en|el|mi|tu|su|un|del|a|me|te|nos|x))* +${WHATSAPP}(?![a-z])`,
    `(?<![a-z])(?:${TALK})(?: +(?:me|te|nos|mejor|conmigo|con +nosotros))? +(?:(?:por|al|a|en|x|via) +)?(?:(?:el|mi|tu|un|su) +)?${ELSEWHERE}`,
    `(?<![a-z])(?:${TALK}|mensaje|mensajito|texto|sms|llamada|audio|fotos?)(?: +[a-z]+){0,3} +(?:a|al) +(?:(?:mi|tu|su) +)?(?:cel|celu|celular|telefono|movil|fijo)(?![a-z])(?! de(?![a-z]))`,
    `(?<![a-z])(?:te|le|me|nos) +(?:(?:puedo|podemos|puedes|puede|podria|podrias|podriamos|dejas|deja) +)?(?:llamar|marcar|timbrar)(?![a-z])`,
    `(?<![a-z])(?:por|al|x|via|en el) +(?:privado|interno|inbox|dm|llamada|pv)(?![a-z])`,
    `(?<![a-z])(?:inbox|dm)(?![a-z])`,
    `(?<![a-z])(?:llamame|llameme|llamanos|llamenos|marcame|marqueme|marcanos|timbrame)(?![a-z])`,
    `(?<![a-z])(?:te|le) +(?:llamo|marco|timbro|hablo|llamamos|marcamos)(?= *(?:$|[.,;!?]|y |al |ahorita|ahora|luego|mas tarde|en un rat|en un momento|en unos minutos|manana|hoy|despues|ya(?![a-z])|pa |para |enseguida))`,
    `(?<![a-z])fuera de (?:la |esta )?${PLATFORM}`,
    `(?<![a-z])sin (?:pasar por )?(?:la |el |esta )?(?:${PLATFORM}|comision(?:es)?(?![a-z])(?! +(?:ocultas?|adicional(?:es)?|extras?)(?![a-z]))|intermediari[oa]s?(?![a-z]))`,
    `(?<![a-z])(?:ahorr[a-z]*|evit[a-z]*|no +pag[a-z]*)(?: [a-z]+)? (?:la |las |lo de la )?comision`,
    `(?<![a-z])(?:no|sin) +(?:(?:uses|use|usen|usemos|usar|pases|pase|pasar|pagues|pague|compres|compre|por) +)?(?:por +)?(?:la|esta) +${PLATFORM}(?! +(?:no|tampoco))`,
    `(?<![a-z])(?:app|aplicacion|plataforma|pagina) +(?:te |nos |le |me )?(?:cobra|se queda con|quita)(?: +(?:mucho|caro|demasiado|un +porcentaje|comision|el +\\d+ ?%))`,
    `(?<![a-z])(?:habl|negoci|compr|vend|cuadr|arregl|trat|barat)[a-z]*(?: +[a-z]+){0,3} +(?:directo|directamente)(?![a-z])(?! +(?:de|del|desde|(?:a|al|con|en) +(?:la +|el +)?(?:fabrica|fabricante|importador|distribuidor|marca|publico|cliente|consumidor|concesionario|agencia|proveedor|planta))(?![a-z]))`,
    `(?<![a-z])(?:arregl|cuadr|negoci|vend|compr|trat(?:emos|amos)|cerr(?:emos|amos)|pag|consign|deposit|transfer)[a-z]*(?: +[a-z]+){0,3} +(?:por )?(?:fuera|afuera)(?![a-z])(?! del? (?!(?:la app|la aplicacion|la plataforma|la pagina)(?![a-z])))`,
    `(?<![a-z])por (?:fuera|afuera)(?: +[a-z]+){0,3} +(?:barato|economico|menos|mejor precio|descuento)`,
    `(?<![a-z])(?:consign|deposit|transfer|nequi|daviplata|spei|clabe|oxxo|paypal|efecty)[a-z]*[^.!?]{0,40}?(?:directo|directamente|cuenta|tarjeta|a nombre|nequi|daviplata)(?![a-z])`,
    `(?<![a-z])directo a mi (?:cuenta|tarjeta|nombre|nequi)`,
  ].join('|')
)

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
  if (context.vendorOnQuotationRequest && saysNotAvailable(plain)) found.add('notAvailable')
  if (hasEmail(plain)) found.add('email')
  const unmailed = plain.replace(PLAIN_EMAIL, ' ')
  const numeric = withDigits(unmailed)
  const counted = HARMLESS.reduce(
    (rest, form) => rest.replace(form, ' x '),
    withLookAlikes(numeric)
  )
  if (WHATSAPP_LINK.test(folded) || hasPhoneRun(counted)) found.add('phone')
  if (hasAddress(numeric)) found.add('street')
  if (SOCIAL_LINK.test(folded) || SOCIAL.test(unmailed)) found.add('social')
  // An invitation is the reason only when the message carries no contact data itself.
  if (found.size === (found.has('notAvailable') ? 1 : 0) && INVITATION.test(unmailed)) {
    found.add('invitation')
  }
  if (hasOwnWords(plain, context)) found.add('ownWords')
  return ORDER.filter((reason) => found.has(reason))
}

export function containsContactData(
  text: string | null | undefined,
  context: ContactCheckContext = {}
): boolean {
  return detectContactData(text, context).length > 0
}

/**
 * Rules of the requested parts (doc 2 §5, §9). Pure: shared by the wizard page and the server.
 */
export const DETAIL_NAME_MIN = 3
export const DETAIL_NAME_MAX = 128
export const DETAIL_AMOUNT_MIN = 1
export const DETAIL_AMOUNT_MAX = 100000
export const DETAIL_REFERENCE_MAX = 64

export const DETAIL_MESSAGES = {
  name: 'El nombre de la autoparte no es válido',
  nameTooLong: 'Utiliza máximo 128 caracteres',
  amount: 'La cantidad no es válida.',
  referenceRequired: 'Escribe el número de parte del repuesto',
  referenceTooLong: 'Utiliza máximo 64 caracteres',
  atLeastOne: 'Agrega al menos una autoparte',
  providersRequired:
    'Selecciona al menos uno de tus proveedores o desmarca la opción "Enviar a mis proveedores"',
} as const

export interface RimDimensions {
  rimWidth: string
  rimProfile: string
  rinSize: string
}

export interface WizardDetail {
  name: string
  amount: number | string | null
  image: string | null
  reference: string
  rimDimensions: RimDimensions | null
}

export const EMPTY_DETAIL: WizardDetail = {
  name: '',
  amount: 1,
  image: null,
  reference: '',
  rimDimensions: null,
}

/** Trims and folds runs of whitespace to one space. */
export function normalizePartName(name: string) {
  return name.replace(/\s+/g, ' ').trim()
}

function plain(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * Tyre items (doc 2 §9: llantas, llanta, neumatico, goma) ask for width, profile and RIN.
 * Whole words only, accents and case ignored ("Neumáticos" yes, "gomina" no).
 */
const TYRE_WORD = /\b(llantas?|neumaticos?|gomas?)\b/

export function isTyreName(name: string) {
  return TYRE_WORD.test(plain(name))
}

export function rimDimensionsComplete(rim: RimDimensions | null | undefined) {
  return Boolean(rim && rim.rimWidth.trim() && rim.rimProfile.trim() && rim.rinSize.trim())
}

/**
 * Tyre dimensions as every screen shows them: "205 / 55 / R16" (width / profile / RIN). The RIN
 * options already read 'R16'; a bare '16' gets its R, never a second one. A missing part shows
 * '-'; null when nothing was given. The one formatter of the wizard, the buyer and admin lists and
 * the vendor detail.
 */
export function tyreSizeLabel(
  rim:
    | { rimWidth?: string | null; rimProfile?: string | null; rinSize?: string | null }
    | null
    | undefined
) {
  const width = rim?.rimWidth?.trim() ?? ''
  const profile = rim?.rimProfile?.trim() ?? ''
  const rin = (rim?.rinSize?.trim() ?? '').replace(/^R\s*/i, '')
  if (!width && !profile && !rin) return null
  return `${width || '-'} / ${profile || '-'} / ${rin ? `R${rin}` : '-'}`
}

export function parseAmount(amount: WizardDetail['amount']) {
  if (amount === null || amount === '') return null
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim())
  return Number.isFinite(value) ? value : null
}

/**
 * The errors of one part line, by field. `hasReference` is the 'Tengo la referencia del
 * repuesto' checkbox: the part number becomes required.
 */
export function detailErrors(detail: WizardDetail, options: { hasReference: boolean }) {
  const errors: Partial<Record<'name' | 'amount' | 'reference', string>> = {}
  const name = normalizePartName(detail.name ?? '')
  if (name.length < DETAIL_NAME_MIN) errors.name = DETAIL_MESSAGES.name
  else if (name.length > DETAIL_NAME_MAX) errors.name = DETAIL_MESSAGES.nameTooLong

  const amount = parseAmount(detail.amount)
  if (
    amount === null ||
    !Number.isInteger(amount) ||
    amount < DETAIL_AMOUNT_MIN ||
    amount > DETAIL_AMOUNT_MAX
  ) {
    errors.amount = DETAIL_MESSAGES.amount
  }

  const reference = (detail.reference ?? '').trim()
  if (options.hasReference && !reference) errors.reference = DETAIL_MESSAGES.referenceRequired
  else if (reference.length > DETAIL_REFERENCE_MAX)
    errors.reference = DETAIL_MESSAGES.referenceTooLong
  return errors
}

/** A line that passes every rule. */
export function isValidDetail(detail: WizardDetail, options: { hasReference: boolean }) {
  return Object.keys(detailErrors(detail, options)).length === 0
}

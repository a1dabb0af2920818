/**
 * The buyer's delivery addresses and billing records (doc 1 §3, §4, §5, §8), shared with the
 * pages as `@rules/orders/rules/checkout_records`: field limits, Spanish messages and which
 * fields the main record (the user's own data, id 0 in the checkout wizard) lacks.
 */

import type { CountryCode } from '#core/country/country'

/** The main user record in the wizard's choices (doc 1 §4). */
export const MAIN_RECORD_ID = 0

/** Page size of both lists (doc 1 §9). */
export const CHECKOUT_RECORDS_PAGE_SIZE = 20

/** doc 1 §5 "Delivery address (all required)". */
export const ADDRESS_LIMITS = { fullname: 512, identification: 32, address: 1024 } as const

/** doc 1 §5 "Billing (all required)". */
export const BILLING_LIMITS = {
  fullname: 90,
  identification: 16,
  address: 128,
  email: 256,
} as const

export const ADDRESS_FIELDS = [
  'fullname',
  'identification',
  'address',
  'city_id',
  'mobile',
] as const
export const BILLING_FIELDS = [
  'fullname',
  'identification',
  'address',
  'city_id',
  'email',
  'mobile',
] as const
export type CheckoutField = (typeof BILLING_FIELDS)[number]

export const CHECKOUT_RECORD_MESSAGES = {
  fullnameRequired: 'Ingresa el nombre completo',
  fullnameMax: (max: number) => `El nombre debe tener máximo ${max} caracteres`,
  identificationRequired: 'Ingresa el número de identificación',
  identificationMax: (max: number) => `La identificación debe tener máximo ${max} caracteres`,
  addressRequired: 'Ingresa la dirección',
  addressMax: (max: number) => `La dirección debe tener máximo ${max} caracteres`,
  /** Mexico: the address line with its colonia and código postal. */
  addressLineMax: (max: number) =>
    `La dirección con la colonia y el código postal debe tener máximo ${max} caracteres`,
  cityRequired: 'Selecciona la ciudad',
  emailRequired: 'Ingresa el email',
  emailInvalid: 'El email no es válido',
  emailMax: (max: number) => `El email debe tener máximo ${max} caracteres`,
  mobileInvalid: 'Teléfono inválido',
  /** doc 1 §8. */
  addressSaveFailed: 'No se ha podido guardar la nueva dirección',
  billingSaveFailed: 'No se ha podido guardar los datos de facturación',
  addressSaved: 'Dirección guardada',
  billingSaved: 'Datos de facturación guardados',
  addressDeleted: 'Dirección eliminada',
  billingDeleted: 'Datos de facturación eliminados',
  addressInUse:
    'Esta dirección ya se usó en un pedido y no se puede modificar ni eliminar. Agrega una nueva.',
  billingInUse:
    'Estos datos de facturación ya se usaron en un pedido y no se pueden modificar ni eliminar. Agrega unos nuevos.',
} as const

/** How the pages name a missing field of the main record. */
export const FIELD_LABELS: Record<CheckoutField, string> = {
  fullname: 'nombre completo',
  identification: 'identificación',
  address: 'dirección',
  city_id: 'ciudad',
  email: 'email',
  mobile: 'celular',
}

export interface MainRecordSource {
  fullName: string | null
  identification: string | null
  address: string | null
  cityId: number | null
  email: string | null
  mobile: string | null
}

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === ''

/**
 * The fields the user record lacks, in form order: what the main record misses for a delivery
 * address (`forAddress`) and for billing (`forBilling`, which also needs the e-mail).
 */
export function missingMainFields(user: MainRecordSource) {
  const values: Record<CheckoutField, string | number | null> = {
    fullname: user.fullName,
    identification: user.identification,
    address: user.address,
    city_id: user.cityId,
    email: user.email,
    mobile: user.mobile,
  }
  const missing = (fields: readonly CheckoutField[]) => fields.filter((f) => blank(values[f]))
  return { forAddress: missing(ADDRESS_FIELDS), forBilling: missing(BILLING_FIELDS) }
}

/**
 * How each country writes a delivery address (issue 21), in one place: Colombia writes one
 * line ('Calle 10 # 43-12, apto 301'); Mexico adds the colonia and the 5-digit código postal,
 * asked in their own fields and kept in the address line as 'Col. Centro, C.P. 44100' (the
 * line every order, vendor and e-mail already shows).
 */
export const ADDRESS_COUNTRY_TEXTS: Record<
  CountryCode,
  { placeholder: string; withNeighborhood: boolean }
> = {
  CO: { placeholder: 'Ej.: Calle 10 # 43-12, apto 301', withNeighborhood: false },
  MX: { placeholder: 'Ej.: Av. Juárez 123, int. 4', withNeighborhood: true },
}

export const NEIGHBORHOOD_MAX_LENGTH = 128

export const MX_ADDRESS_TEXTS = {
  neighborhood: 'Colonia',
  neighborhoodPlaceholder: 'Ej.: Americana',
  neighborhoodRequired: 'Ingresa la colonia',
  neighborhoodMax: `La colonia debe tener máximo ${NEIGHBORHOOD_MAX_LENGTH} caracteres`,
  postalCode: 'Código postal',
  postalCodePlaceholder: 'Ej.: 44160',
  postalCodeInvalid: 'El código postal debe tener 5 dígitos',
} as const

export const POSTAL_CODE_PATTERN = /^\d{5}$/

/** Whether an address line already carries its código postal ('…, C.P. 44160'). */
export function hasPostalCode(address: unknown): boolean {
  return typeof address === 'string' && /\bC\.\s?P\.?\s*\d{5}\b/i.test(address)
}

/** 'Av. Juárez 123, int. 4' + 'Americana' + '44160' → 'Av. Juárez 123, int. 4, Col. Americana, C.P. 44160'. */
export function mexicanAddressLine(address: string, neighborhood: string, postalCode: string) {
  if (hasPostalCode(address)) return address
  return `${address.trim()}, Col. ${neighborhood.trim()}, C.P. ${postalCode.trim()}`
}

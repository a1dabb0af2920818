import type { CountryCode } from '#core/country/country'

/**
 * The Spanish texts of the buyer's supplier network ('Vincular proveedor', doc 2 §2, §7).
 */
export const SUPPLIER_MESSAGES = {
  created: 'Proveedor creado y vinculado',
  linked: 'Proveedor vinculado',
  alreadyLinked: 'Este proveedor ya está vinculado a tu cuenta',
  unlinked: 'Proveedor desvinculado',
  notFound: 'El proveedor no existe o no está vinculado a tu cuenta',
  razonSocialRequired: 'Ingresa la razón social del proveedor',
  razonSocialMax: 'La razón social debe tener máximo 256 caracteres',
  invalidEmail: 'El email no es válido',
  emailMax: 'El email debe tener máximo 256 caracteres',
} as const

/**
 * The supplier's tax id by the host's country: NIT in Colombia, RFC in Mexico (the column
 * stays `nit`). One place for its label and messages, pages and validator alike.
 */
export const SUPPLIER_TAX_ID: Record<CountryCode, { label: string; max: string; format: string }> =
  {
    CO: {
      label: 'NIT',
      max: 'El NIT debe tener máximo 32 caracteres',
      format: 'El NIT solo puede tener números, letras, puntos y guiones',
    },
    MX: {
      label: 'RFC',
      max: 'El RFC debe tener máximo 32 caracteres',
      format: 'El RFC solo puede tener números, letras (con Ñ y &), puntos y guiones',
    },
  }

/** What a supplier's tax id may contain (an RFC may have Ñ and &). */
export const SUPPLIER_TAX_ID_PATTERN = /^[0-9A-Za-zÑñ&.\- ]+$/

/**
 * NITs are compared without spaces and dots and in upper case: "900.456.789-1" and
 * "900456789-1" are the same supplier.
 */
export function normalizeNit(nit: string) {
  return nit.replace(/[\s.]/g, '').toUpperCase()
}

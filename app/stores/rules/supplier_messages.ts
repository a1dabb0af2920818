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
  nitMax: 'El NIT debe tener máximo 32 caracteres',
  nitFormat: 'El NIT solo puede tener números, letras, puntos y guiones',
  invalidEmail: 'El email no es válido',
  emailMax: 'El email debe tener máximo 256 caracteres',
} as const

/**
 * NITs are compared without spaces and dots and in upper case: "900.456.789-1" and
 * "900456789-1" are the same supplier.
 */
export function normalizeNit(nit: string) {
  return nit.replace(/[\s.]/g, '').toUpperCase()
}

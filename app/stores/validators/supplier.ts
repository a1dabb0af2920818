import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import type { CountryCode } from '#core/country/country'
import { mobileSchema } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'
import {
  normalizeNit,
  SUPPLIER_MESSAGES as M,
  SUPPLIER_TAX_ID,
  SUPPLIER_TAX_ID_PATTERN,
} from '#stores/rules/supplier_messages'

/** Largest page of the supplier list, and its default (loadProveedores asks for 200). */
export const SUPPLIER_PAGE_SIZE = 200

/**
 * GET /api/satda/proveedor: `page` counts from 1 here (doc 2 §7 "page 1, 200 per page").
 */
export const listSuppliersValidator = vine.create({
  ...pageFields({ first: 1, max: SUPPLIER_PAGE_SIZE }),
})
listSuppliersValidator.messagesProvider = new SimpleMessagesProvider(
  pageMessages({ first: 1, max: SUPPLIER_PAGE_SIZE })
)

/**
 * POST /api/satda/proveedor: razón social (required, max 256), NIT (optional, max 32, kept
 * without spaces and dots), WhatsApp (optional, a valid number of the request's country,
 * kept as national digits) and e-mail (optional, valid). Empty texts count as not given.
 */
export const createSupplierValidator = vine.withMetaData<{ countryCode: CountryCode }>().create({
  razon_social: vine.string().trim().maxLength(256),
  nit: vine
    .string()
    .trim()
    .maxLength(32)
    .regex(SUPPLIER_TAX_ID_PATTERN)
    .transform(normalizeNit)
    .optional(),
  mobile: mobileSchema().optional(),
  email: vine.string().trim().toLowerCase().email().maxLength(256).optional(),
})
/** The tax id's messages name it as the request's country does (NIT / RFC). */
class SupplierMessages extends SimpleMessagesProvider {
  getMessage(...args: Parameters<SimpleMessagesProvider['getMessage']>) {
    const [, rule, field] = args
    if (field.name === 'nit') {
      const code = (field.meta as { countryCode?: CountryCode }).countryCode ?? 'CO'
      const texts = SUPPLIER_TAX_ID[code] ?? SUPPLIER_TAX_ID.CO
      return rule === 'maxLength' ? texts.max : texts.format
    }
    return super.getMessage(...args)
  }
}

createSupplierValidator.messagesProvider = new SupplierMessages({
  'razon_social.required': M.razonSocialRequired,
  'razon_social.string': M.razonSocialRequired,
  'razon_social.maxLength': M.razonSocialMax,
  'mobile.required': AUTH_MESSAGES.invalidPhone,
  'email.string': M.invalidEmail,
  'email.email': M.invalidEmail,
  'email.maxLength': M.emailMax,
})

/** Form fields left empty (or blank) are treated as not given. */
export function withoutBlankFields(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && !(typeof value === 'string' && value.trim() === '')
    )
  )
}

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { CountryCode } from '#core/country/country'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { mobileSchema } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

/** The adviser and invitation lists: pages from 0 (doc 1 §7), 20 a page. */
export const listAdvisersValidator = vine.create({ ...pageFields() })
listAdvisersValidator.messagesProvider = new SimpleMessagesProvider({ ...pageMessages() })

/**
 * POST …/advisers/invitations: the person's name (max 256) and at least one contact — an
 * e-mail (valid, kept lower-case) and/or a WhatsApp number of the store's country (kept as
 * national digits). Blank texts count as not given (withoutBlankFields).
 */
export const inviteAdviserValidator = vine.withMetaData<{ countryCode: CountryCode }>().create({
  name: vine.string().trim().minLength(1).maxLength(256),
  email: vine.string().trim().toLowerCase().email().maxLength(256).optional(),
  mobile: mobileSchema().optional(),
})
inviteAdviserValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': M.nameRequired,
  'name.string': M.nameRequired,
  'name.minLength': M.nameRequired,
  'name.maxLength': M.nameMax,
  'email.string': M.invalidEmail,
  'email.email': M.invalidEmail,
  'email.maxLength': M.emailMax,
  'mobile.required': AUTH_MESSAGES.invalidPhone,
})

/** PATCH …/advisers/:adviserId: `{ isActive }`. */
export const setAdviserActiveValidator = vine.create({ isActive: vine.boolean() })
setAdviserActiveValidator.messagesProvider = new SimpleMessagesProvider({
  'isActive.required': M.isActiveRequired,
  'isActive.boolean': M.isActiveRequired,
})

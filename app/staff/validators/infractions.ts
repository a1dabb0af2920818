import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { STAFF_INFRACTIONS_MESSAGES as M } from '#staff/rules/staff_messages'

/** GET /staff/infracciones?buscar&page: the store name searched (at most 100), pages from 1. */
export const infractionStoresValidator = vine.create({
  page: pageFields({ first: 1 }).page,
  buscar: vine.string().trim().maxLength(100).optional(),
})
infractionStoresValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ first: 1 }),
  'buscar.string': M.badSearch,
  'buscar.maxLength': M.searchTooLong,
})

/** GET /staff/infracciones/{id}?page: the store and the page of its history (from 1). */
export const infractionStoreValidator = vine.create({
  id: vine.number().withoutDecimals().positive().max(4_294_967_295),
  page: pageFields({ first: 1 }).page,
})
infractionStoreValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ first: 1 }),
  'id.number': M.badId,
  'id.withoutDecimals': M.badId,
  'id.positive': M.badId,
  'id.max': M.badId,
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  BLOCK_REASON_MAX,
  BLOCK_REASON_MIN,
  USER_FILTERS,
  USER_SEARCH_MAX,
} from '#staff/rules/users'
import { STAFF_USERS_MESSAGES as M } from '#staff/rules/staff_messages'

/** The list's query string: `page` (from 1), `search` (name, e-mail, mobile, store, id), `filter`. */
export const staffUsersListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).optional(),
  search: vine.string().trim().maxLength(USER_SEARCH_MAX).optional(),
  filter: vine.enum(USER_FILTERS).optional(),
})
staffUsersListValidator.messagesProvider = new SimpleMessagesProvider({
  'page.number': M.badPage,
  'page.withoutDecimals': M.badPage,
  'page.min': M.badPage,
  'search.string': M.searchTooLong(USER_SEARCH_MAX),
  'search.maxLength': M.searchTooLong(USER_SEARCH_MAX),
  'filter.enum': M.badFilter,
})

const flag = () => vine.boolean({ strict: true })

/** 'Permisos': the whole set of staff flags (rules/users.ts STAFF_FLAGS), each JSON `true` or `false`. */
export const staffFlagsValidator = vine.create({
  isAdmin: flag(),
  manageGoModule: flag(),
  manageMessagesModule: flag(),
  manageMessageDeletion: flag(),
  manageInfractionsModule: flag(),
})
staffFlagsValidator.messagesProvider = new SimpleMessagesProvider({
  required: M.flagRequired,
  boolean: M.flagRequired,
})

/** 'Bloquear': `{ reason }`, required, 3 to 500 characters once trimmed. */
export const blockUserValidator = vine.create({
  reason: vine.string().trim().minLength(BLOCK_REASON_MIN).maxLength(BLOCK_REASON_MAX),
})
blockUserValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': M.reasonRequired,
  'reason.string': M.reasonRequired,
  'reason.minLength': M.reasonRequired,
  'reason.maxLength': M.reasonTooLong(BLOCK_REASON_MAX),
})

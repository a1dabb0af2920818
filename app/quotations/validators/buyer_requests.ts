import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageFields,
  pageMessages,
} from '#core/validators/pagination'
import { CLOSE_REASONS, type CloseReason } from '#quotations/models/quotation_request'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE }

/**
 * Query string of GET /api/{product}Go/QuotationRequest: zero-based `page`, `pageSize`
 * (default 20, max 200). `with`, `filter`, `scopes`, `order`, `getters` and `attributes` are
 * read here as they come and parsed against their whitelists by the list query (see
 * queries/list_params.ts and rules/request_api_fields.ts): an unknown name is a 422.
 */
export const listRequestsValidator = vine.create({
  ...pageFields(),
  with: vine.any().optional(),
  filter: vine.any().optional(),
  scopes: vine.any().optional(),
  order: vine.any().optional(),
  getters: vine.any().optional(),
  attributes: vine.any().optional(),
})
listRequestsValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages(),
})

const closeReasonKeys = Object.keys(CLOSE_REASONS) as CloseReason[]

/**
 * PATCH /api/{product}Go/QuotationRequest/{id}: `{ is_closed: true, close_reason }`. Only
 * closing is possible (no reopening, doc 3 §4.1); the reason is one of the four keys of
 * CLOSE_REASONS and is required (doc 2 §5).
 */
export const closeRequestValidator = vine.create({
  is_closed: vine.accepted(),
  close_reason: vine.enum(closeReasonKeys),
})
closeRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'is_closed.required': M.closeOnly,
  'is_closed.accepted': M.closeOnly,
  'close_reason.required': M.closeReasonRequired,
  'close_reason.enum': M.closeReasonInvalid,
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CLOSE_REASONS, type CloseReason } from '#quotations/models/quotation_request'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'

/** Largest page of the request list (doc 1 §7 lists accept up to 200 rows). */
export const MAX_PAGE_SIZE = 200
/** Page size of every list (doc 2 §9). */
export const DEFAULT_PAGE_SIZE = 20

/**
 * Query string of GET /api/{product}Go/QuotationRequest: zero-based `page`, `pageSize`
 * (default 20, max 200). `with`, `filter`, `scopes` and `order` are read here as they come and
 * parsed against their whitelists by the list query (see queries/list_params.ts).
 */
export const listRequestsValidator = vine.create({
  page: vine.number().withoutDecimals().min(0).optional(),
  pageSize: vine.number().withoutDecimals().min(1).max(MAX_PAGE_SIZE).optional(),
  with: vine.any().optional(),
  filter: vine.any().optional(),
  scopes: vine.any().optional(),
  order: vine.any().optional(),
})
listRequestsValidator.messagesProvider = new SimpleMessagesProvider({
  'page.number': M.page,
  'page.withoutDecimals': M.page,
  'page.min': M.page,
  'pageSize.number': M.pageSize,
  'pageSize.withoutDecimals': M.pageSize,
  'pageSize.min': M.pageSize,
  'pageSize.max': M.pageSize,
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

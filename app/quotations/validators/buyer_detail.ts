import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { BUYER_IGNORE_REASONS, type BuyerIgnoreReason } from '#quotations/models/buyer_ignore'
import { BUYER_DETAIL_MESSAGES as M } from '#quotations/rules/buyer_detail_messages'
import { pageMessages } from '#core/validators/pagination'
import { RATINGS_MAX_PAGE_SIZE } from '#quotations/queries/vendor_ratings_query'

const reasonKeys = Object.keys(BUYER_IGNORE_REASONS) as BuyerIgnoreReason[]

/**
 * POST /api/{product}Go/buyerIgnoresQuotation `{ quotation_id, reason }` (doc 3 §5, §7, §9): the
 * reason is one of the five (low_quality, short_warranty, high_price, slow_delivery, other);
 * missing or another value: 'Debes seleccionar una opción'.
 */
export const buyerIgnoreValidator = vine.create({
  quotation_id: vine.number().withoutDecimals().positive(),
  reason: vine.enum(reasonKeys),
})
buyerIgnoreValidator.messagesProvider = new SimpleMessagesProvider({
  'quotation_id.required': M.quotationRequired,
  'quotation_id.number': M.quotationRequired,
  'quotation_id.withoutDecimals': M.quotationRequired,
  'quotation_id.positive': M.quotationRequired,
  'reason.required': M.reasonRequired,
  'reason.enum': M.reasonRequired,
  'reason.string': M.reasonRequired,
})

/** GET /api/{product}Go/vendorRatings/{storeId}: zero-based `page`, `pageSize` 1–50 (10). */
export const vendorRatingsValidator = vine.create({
  page: vine.number().withoutDecimals().min(0).optional(),
  pageSize: vine.number().withoutDecimals().min(1).max(RATINGS_MAX_PAGE_SIZE).optional(),
})
vendorRatingsValidator.messagesProvider = new SimpleMessagesProvider(
  pageMessages({ max: RATINGS_MAX_PAGE_SIZE })
)

import type { Data } from '@generated/data'
import type DetailAvailabilityController from '@rules/quotations/controllers/detail_availability_controller'
import type QuotationsController from '@rules/quotations/controllers/quotations_controller'
import type { brandBlock } from '@rules/quotations/controllers/vendor_detail_page_controller'
import type { AnswerOf } from '~/types'

/**
 * The seller-side request detail as the server sends it: the page props of
 * /{product}Go/quotationRequest/{id} and GET /api/{product}Go/QuotationRequest/{id} (doc 3 §3,
 * §7), generated from app/quotations/transformers/vendor_request_detail_transformer.ts; the
 * other answers typed from their controllers (inertia/types.ts).
 */
export type VendorRequestDetail = Data.Quotations.VendorRequestDetail

export type VendorRequestDetailLine = VendorRequestDetail['details'][number]

export type RelatedQuotation = NonNullable<VendorRequestDetailLine['relatedQuotation']>

/** A quotation of the request: money as decimal texts ("12345.67"). */
export type VendorQuotation = VendorRequestDetail['quotations'][number]

export type VendorQuotationItem = VendorQuotation['quotationDetails'][number]

/** The brand block: a vendor whose store has not enabled the brand of a marketplace request. */
export type BrandNotEnabled = ReturnType<typeof brandBlock>

/**
 * The answer of POST …/quotationRequestDetail/{id}/markNotAvailable ('Agotado'; it may discard
 * the request or ask to) or of DELETE on the same path (undo).
 */
export type MarkNotAvailableAnswer =
  | AnswerOf<DetailAvailabilityController['store']>['data']
  | AnswerOf<DetailAvailabilityController['destroy']>['data']

/**
 * A quotation as its store's POST / PATCH /api/{product}Go/Quotation answer it (`data`; the
 * request detail's quotations are this plus the buyer's discard).
 */
export type SavedQuotation = Data.Quotations.Quotation

/** PATCH /api/{product}Go/Quotation/{id}: `{ message, changed, notified, data }`. */
export type QuotationSaveAnswer = AnswerOf<QuotationsController['update']>

/** GET /api/{product}Go/Quotation/{requestId}/serviceCosts. */
export type ServiceCostsAnswer = AnswerOf<QuotationsController['serviceCosts']>['data']

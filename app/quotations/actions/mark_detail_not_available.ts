import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type QuotationRequest from '#quotations/models/quotation_request'
import type QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import VendorIgnore, { PRODUCT_NOT_AVAILABLE_REASON } from '#quotations/models/vendor_ignore'
import StoreAdviser from '#stores/models/store_adviser'
import type { VendorContext } from '#stores/queries/vendor_context_query'
import { BusinessError } from '#core/errors'
import { allDetailsUnavailable } from '#quotations/rules/availability'
import { adviserForAutomaticDiscard } from '#quotations/rules/vendor_detail'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

export interface MarkNotAvailableResult {
  /** Every detail of the request is now 'Agotado' for the store. */
  allDetailsUnavailable: boolean
  /** The discard made automatically ('Producto no disponible', with an adviser). */
  discard: VendorIgnore | null
  /** The store had already discarded the request: nothing more happens. */
  alreadyDiscarded: boolean
  /** Every detail is 'Agotado' but the store has no adviser: the page asks the discard dialog. */
  askDiscard: boolean
}

/** Unique-key violation on SQLite or MySQL / MariaDB. */
function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string })?.code ?? ''
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT')
}

/**
 * 'Agotado' (doc 3 §4.1): the vendor's store marks one requested part as not available
 * (quotation_request_detail_unavailables, one row per detail and store; marking twice changes
 * nothing). A part the store already quoted cannot be marked (400).
 *
 * When every detail of the request is then marked and the store has neither discarded nor
 * quoted the request, it is discarded automatically with reason 'g' ('Producto no disponible'): with the acting
 * user's adviser record when they advise the store, otherwise the store's first active adviser.
 * A store without advisers is not discarded here: `askDiscard` tells the page to open the
 * discard dialog, where the vendor gives the reason.
 *
 * Who may do it is the policy's business (VendorRequestPolicy.triage).
 */
export default class MarkDetailNotAvailable {
  async handle(
    request: QuotationRequest,
    detail: QuotationRequestDetail,
    vendor: VendorContext
  ): Promise<MarkNotAvailableResult> {
    const storeId = vendor.store.id
    return db.transaction(async (trx) => {
      const quoted = await trx
        .from('quotation_details as qd')
        .join('quotations as q', 'q.id', 'qd.quotation_id')
        .where('q.store_id', storeId)
        .where('qd.quotation_request_detail_id', detail.id)
        .select('qd.id')
        .first()
      if (quoted) throw new BusinessError(M.alreadyQuotedDetail, 400)

      await this.mark(trx, detail.id, storeId, vendor.userId)

      const detailIds = (
        await trx
          .from('quotation_request_details')
          .where('quotation_request_id', request.id)
          .select('id')
      ).map((row: { id: number }) => Number(row.id))
      const unavailableIds = (
        await trx
          .from('quotation_request_detail_unavailables')
          .where('store_id', storeId)
          .whereIn('detail_id', detailIds)
          .select('detail_id')
      ).map((row: { detail_id: number }) => Number(row.detail_id))

      const result: MarkNotAvailableResult = {
        allDetailsUnavailable: allDetailsUnavailable(detailIds, unavailableIds),
        discard: null,
        alreadyDiscarded: false,
        askDiscard: false,
      }
      if (!result.allDetailsUnavailable) return result

      const existing = await VendorIgnore.query({ client: trx })
        .where('quotation_request_id', request.id)
        .where('store_id', storeId)
        .first()
      if (existing) return { ...result, alreadyDiscarded: true }

      // A request the store quoted is not discarded (as with a discard by hand).
      const quotedRequest = await trx
        .from('quotations')
        .where('quotation_request_id', request.id)
        .where('store_id', storeId)
        .select('id')
        .first()
      if (quotedRequest) return result

      const adviserIds = (
        await StoreAdviser.query({ client: trx })
          .where('store_id', storeId)
          .where('is_active', true)
          .select('id')
      ).map((adviser) => adviser.id)
      const adviserId = adviserForAutomaticDiscard(vendor.adviser?.id ?? null, adviserIds)
      if (adviserId === null) return { ...result, askDiscard: true }

      try {
        const discard = await VendorIgnore.create(
          {
            quotationRequestId: request.id,
            storeId,
            userId: vendor.userId,
            adviserId,
            reason: PRODUCT_NOT_AVAILABLE_REASON,
          },
          { client: trx }
        )
        await discard.load('adviser')
        return { ...result, discard }
      } catch (error) {
        if (isUniqueViolation(error)) return { ...result, alreadyDiscarded: true }
        throw error
      }
    })
  }

  private async mark(
    trx: TransactionClientContract,
    detailId: number,
    storeId: number,
    userId: number
  ) {
    const marked = await QuotationRequestDetailUnavailable.query({ client: trx })
      .where('detail_id', detailId)
      .where('store_id', storeId)
      .first()
    if (marked) return
    try {
      await QuotationRequestDetailUnavailable.create({ detailId, storeId, userId }, { client: trx })
    } catch (error) {
      // Marked at the same moment from another tab: the row is there, which is what we want.
      if (!isUniqueViolation(error)) throw error
    }
  }
}

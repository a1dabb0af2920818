import db from '@adonisjs/lucid/services/db'
import type QuotationRequest from '#quotations/models/quotation_request'
import VendorIgnore from '#quotations/models/vendor_ignore'
import ProcessObservation from '#quotations/models/process_observation'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import type { DetailAccess } from '#quotations/queries/detail_access_query'
import {
  storeShippingRules,
  type StoreShippingRule,
} from '#stores/queries/store_shipping_rules_query'

/** A quotation of this store offering a requested part (details.relatedQuotation). */
export interface RelatedQuotation {
  id: number
  code: string
}

/**
 * Everything the seller-side detail shows of one request for one viewer (doc 3 §3, §7 "Get a
 * request with relations"): the request with brand, buyer, city, details and quotations (of
 * the viewer's store for a vendor, all of them for staff), and per detail whether it is in a
 * cart (hasCartShoppingDetail), marked 'Agotado' by the store (notAvailable) and quoted by the
 * store (relatedQuotation); the store's discard and process observation.
 */
export interface VendorRequestView {
  request: QuotationRequest
  access: DetailAccess
  purchasedDetailIds: Set<number>
  notAvailableDetailIds: Set<number>
  relatedQuotations: Map<number, RelatedQuotation>
  vendorIgnore: VendorIgnore | null
  processObservation: ProcessObservation | null
  /** Per store id (the quotations' stores and the vendor's): its shipping tiers. */
  shippingRules: Map<number, StoreShippingRule[]>
}

/**
 * Loads a request for the seller-side detail in a fixed number of queries (one per relation,
 * three per-detail look-ups, two per-store rows), whatever the number of details.
 */
export default class VendorRequestDetailQuery {
  async handle(request: QuotationRequest, access: DetailAccess): Promise<VendorRequestView> {
    const storeId = access.vendor?.store.id ?? null
    await request.load((loader) => {
      loader
        .load('brand')
        .load('city')
        .load('user')
        .load('details', (details) => details.orderBy('id', 'asc'))
        .load('quotations', (quotations) => {
          if (!access.staff) quotations.where('store_id', storeId ?? 0)
          quotations
            .orderBy('id', 'asc')
            .preload('store', (store) => store.select('id', 'name'))
            .preload('adviser')
            .preload('details', (details) => details.orderBy('id', 'asc'))
            .preload('buyerIgnore')
            .preload('cartShoppingHeaders', (headers) =>
              headers.select('id', 'ref_venta', 'quotation_id', 'status').orderBy('id', 'asc')
            )
        })
    })

    const detailIds = request.details.map((detail) => detail.id)
    const [purchasedDetailIds, notAvailableDetailIds, relatedQuotations] = await Promise.all([
      this.purchased(detailIds),
      storeId ? this.notAvailable(detailIds, storeId) : Promise.resolve(new Set<number>()),
      storeId ? this.related(detailIds, storeId) : Promise.resolve(new Map()),
    ])
    const [vendorIgnore, processObservation] = storeId
      ? await Promise.all([
          VendorIgnore.query()
            .where('quotation_request_id', request.id)
            .where('store_id', storeId)
            .preload('adviser')
            .first(),
          ProcessObservation.query()
            .where('quotation_request_id', request.id)
            .where('store_id', storeId)
            .first(),
        ])
      : [null, null]

    const shippingRules = await storeShippingRules([
      ...request.quotations.map((quotation) => quotation.storeId),
      ...(storeId ? [storeId] : []),
    ])
    return {
      request,
      access,
      purchasedDetailIds,
      notAvailableDetailIds,
      relatedQuotations,
      vendorIgnore,
      processObservation,
      shippingRules,
    }
  }

  /** Details already bought: some quotation item offering them is in a cart or an order. */
  private async purchased(detailIds: number[]) {
    if (detailIds.length === 0) return new Set<number>()
    const rows: { id: number }[] = await db
      .from('quotation_details as qd')
      .join('cart_shopping_details as csd', 'csd.quotation_detail_id', 'qd.id')
      .whereIn('qd.quotation_request_detail_id', detailIds)
      .distinct('qd.quotation_request_detail_id as id')
    return new Set(rows.map((row) => Number(row.id)))
  }

  /** Details the store marked 'Agotado'. */
  private async notAvailable(detailIds: number[], storeId: number) {
    if (detailIds.length === 0) return new Set<number>()
    const rows = await QuotationRequestDetailUnavailable.query()
      .where('store_id', storeId)
      .whereIn('detail_id', detailIds)
      .select('detail_id')
    return new Set(rows.map((row) => row.detailId))
  }

  /** The store's first quotation offering each detail. */
  private async related(detailIds: number[], storeId: number) {
    const related = new Map<number, RelatedQuotation>()
    if (detailIds.length === 0) return related
    const rows: { detail_id: number; id: number; code: string }[] = await db
      .from('quotation_details as qd')
      .join('quotations as q', 'q.id', 'qd.quotation_id')
      .where('q.store_id', storeId)
      .whereIn('qd.quotation_request_detail_id', detailIds)
      .select('qd.quotation_request_detail_id as detail_id', 'q.id', 'q.code')
      .orderBy('q.id', 'asc')
    for (const row of rows) {
      const detailId = Number(row.detail_id)
      if (!related.has(detailId)) related.set(detailId, { id: Number(row.id), code: row.code })
    }
    return related
  }
}

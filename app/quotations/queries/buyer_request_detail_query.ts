import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import type QuotationRequest from '#quotations/models/quotation_request'
import {
  storeShippingRules,
  type StoreShippingRule,
} from '#stores/queries/store_shipping_rules_query'
import { storeReputations, type StoreReputation } from '#quotations/queries/vendor_ratings_query'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'

/**
 * What one viewer may do on the buyer's detail page, each flag decided by BuyerDetailPolicy
 * (and QuotationRequestPolicy.close for `canClose`).
 */
export interface BuyerDetailAccess {
  user: User
  /** Staff (admin or module manager): read-only, with the customer's name and WhatsApp. */
  staff: boolean
  /** The buyer who made the request: buy, payment link, discard, re-request. */
  canAct: boolean
  /** 'Cerrar Solicitud' (open, not expired, the buyer's own). */
  canClose: boolean
  canSeeContact: boolean
  canSeeInfractions: boolean
}

export type { StoreReputation }

/**
 * The access of `user` to the buyer's view of `request`, each flag asked of the policies: the
 * buyer's detail page and the buyer's side of GET /api/{product}Go/QuotationRequest/{id} share
 * it. The caller has already checked BuyerDetailPolicy.view.
 */
export async function buyerDetailAccess(
  bouncer: HttpContext['bouncer'],
  user: User,
  request: QuotationRequest
): Promise<BuyerDetailAccess> {
  const policy = bouncer.with('BuyerDetailPolicy')
  const canAct = await policy.allows('act', request)
  return {
    user,
    staff: !canAct && (await bouncer.allows('actAsAdmin')),
    canAct,
    canClose: await bouncer.with('QuotationRequestPolicy').allows('close', request),
    canSeeContact: await policy.allows('seeCustomerContact', request),
    canSeeInfractions: await policy.allows('seeInfractions'),
  }
}

/**
 * What the query reads besides the request: `quotations: false` leaves them out (and what is
 * computed from them: units bought, reputations, shipping tiers).
 */
export interface BuyerDetailLoad {
  quotations?: boolean
}

/**
 * Everything the buyer's detail page shows of one request (doc 3 §3, §7 "Get a request with
 * relations"): the request with brand, city, buyer, details (and the garage vehicle for the
 * re-request), every quotation with its products, store (and city), the buyer's discard, the
 * orders made from it (with their lines) and — staff only — its infractions; the units already
 * bought of each quotation product (availablePurchaseQuantity) and the stores' reputation.
 */
export interface BuyerRequestView {
  request: QuotationRequest
  access: BuyerDetailAccess
  /** Per quotation product id: units bought by orders that are not cancelled. */
  boughtByItem: Map<number, number>
  /** Requested parts with a quotation product in such an order (hasCartShoppingDetail). */
  purchasedDetailIds: Set<number>
  /** Per store id. */
  reputations: Map<number, StoreReputation>
  /** Per store id: its shipping tiers (the one shipping rule caps the quotation's shipping). */
  shippingRules: Map<number, StoreShippingRule[]>
  /**
   * The quotations of a store the request's buyer acts for (owner or adviser): a store never
   * trades with itself, so the buyer may not buy them (CheckoutPolicy.buy refuses them too).
   */
  ownStoreQuotationIds: Set<number>
}

/**
 * Loads a request for the buyer's detail page in a fixed number of queries whatever the number
 * of quotations and products: one per relation (Lucid preloads each relation of all the rows at
 * once), then the units bought and the reputations, one aggregate each.
 *
 * Quotations shown: every quotation sent on the request. One the vendor closed early (its
 * validity moved to yesterday, doc 3 §4.2) is kept and shown as no longer available — it cannot
 * be bought — rather than hidden: the list counts it ('Tienes 3 cotizaciones') and the orders
 * already made from it must stay reachable.
 */
export default class BuyerRequestDetailQuery {
  async handle(
    request: QuotationRequest,
    access: BuyerDetailAccess,
    load: BuyerDetailLoad = {}
  ): Promise<BuyerRequestView> {
    const withQuotations = load.quotations ?? true
    await request.load((loader) => {
      loader
        .load('brand', (brand) => brand.select('id', 'name'))
        .load('city', (city) => city.select('id', 'name', 'full_name'))
        .load('user', (user) =>
          user.select('id', 'full_name', 'mobile', 'country_code', 'picture_url')
        )
        .load('details', (details) => details.orderBy('id', 'asc'))
      if (withQuotations) {
        loader.load('quotations', (quotations) => {
          quotations
            .select('quotations.*')
            // the buyer acts for the quotation's store (owner or adviser): they may not buy it
            .select(
              storePersonQuery(columnRef('quotations.store_id'), request.userId)
                .count('* as total')
                .as('buyer_own_store')
            )
            .orderBy('id', 'asc')
            .preload('store', (store) =>
              store
                .select('id', 'name', 'mobile_number', 'city_id', 'sales_model', 'country_code')
                .preload('city', (city) => city.select('id', 'name', 'full_name'))
            )
            .preload('details', (details) => details.orderBy('id', 'asc'))
            .preload('buyerIgnore')
            .preload('cartShoppingHeaders', (headers) =>
              headers
                .select('id', 'ref_venta', 'quotation_id', 'status', 'total', 'created_at')
                .orderBy('id', 'asc')
                .preload('items', (items) =>
                  items
                    .select('id', 'header_id', 'quotation_detail_id', 'description', 'quantity')
                    .orderBy('id', 'asc')
                )
            )
          if (access.canSeeInfractions) {
            quotations.preload('infractions', (infractions) => infractions.orderBy('id', 'asc'))
          }
        })
      }
      if (access.canAct && request.vehicleId) loader.load('vehicle')
      if (request.storeId) loader.load('store', (store) => store.select('id', 'name'))
    })
    if (!withQuotations) request.$setRelated('quotations', [])

    const ownStoreQuotationIds = new Set<number>()
    for (const quotation of request.quotations) {
      if (Number(quotation.$extras.buyer_own_store) > 0) ownStoreQuotationIds.add(quotation.id)
      delete quotation.$extras.buyer_own_store
    }
    const quotationIds = request.quotations.map((quotation) => quotation.id)
    const storeIds = [...new Set(request.quotations.map((quotation) => quotation.storeId))]
    const [bought, reputations, shippingRules] = await Promise.all([
      this.bought(quotationIds),
      storeReputations(storeIds),
      storeShippingRules(storeIds),
    ])
    return { request, access, ...bought, reputations, shippingRules, ownStoreQuotationIds }
  }

  /**
   * Units of each quotation product already bought, in orders that are not cancelled (a
   * cancelled order gives its units back), and the requested parts they answer.
   */
  private async bought(quotationIds: number[]) {
    const boughtByItem = new Map<number, number>()
    const purchasedDetailIds = new Set<number>()
    if (quotationIds.length === 0) return { boughtByItem, purchasedDetailIds }
    const rows: { item_id: number; detail_id: number | null; bought: number | string }[] = await db
      .from('cart_shopping_details as csd')
      .join('cart_shopping_headers as csh', 'csh.id', 'csd.header_id')
      .join('quotation_details as qd', 'qd.id', 'csd.quotation_detail_id')
      .whereIn('qd.quotation_id', quotationIds)
      .whereNot('csh.status', 'cancelled')
      .groupBy('qd.id', 'qd.quotation_request_detail_id')
      .select('qd.id as item_id', 'qd.quotation_request_detail_id as detail_id')
      .sum('csd.quantity as bought')
    for (const row of rows) {
      const units = Number(row.bought ?? 0)
      boughtByItem.set(Number(row.item_id), units)
      if (row.detail_id !== null && units > 0) purchasedDetailIds.add(Number(row.detail_id))
    }
    return { boughtByItem, purchasedDetailIds }
  }
}

import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import QuotationRequest from '#quotations/models/quotation_request'
import { partStillOpen, pendingFor } from '#quotations/queries/vendor_request_scopes'
import { columnRef, storePersonQuery } from '#stores/queries/store_people_query'
import type { VendorScope } from '#quotations/queries/vendor_access_query'

type Query = ModelQueryBuilderContract<typeof QuotationRequest>

const T = 'quotation_requests'

/**
 * The requests a store may look at from the seller side, before any named scope: the same
 * rule as VendorRequestPolicy.viewAsVendor, in SQL. Its own store requests and the marketplace
 * requests sent to the marketplace, of the store's country; never the caller's own purchases
 * nor those of anybody acting for the store, owner or adviser (a store never trades with
 * itself: storePersonQuery, as EligibleVendorsQuery).
 * The named scopes (ownedByStore for the brand, notIgnored, …) then narrow this set.
 */
export function visibleToStore(query: Query, scope: VendorScope) {
  query
    .where(`${T}.country_code`, scope.countryCode)
    .where((channel) =>
      channel
        .where(`${T}.store_id`, scope.storeId)
        .orWhere((marketplace) =>
          marketplace.whereNull(`${T}.store_id`).where(`${T}.send_to_marketplace`, true)
        )
    )
    .whereNot(`${T}.user_id`, scope.userId)
  // the store's people read with the store: a list in the statement, nothing per row
  if (scope.peopleIds) query.whereNotIn(`${T}.user_id`, scope.peopleIds)
  else query.whereNotExists(storePersonQuery(scope.storeId, columnRef(`${T}.user_id`)))
  return query
}

/**
 * The part lines of open requests that can still be quoted (`d` a detail of request `r`): every
 * line of a whole-request or store request; in a per-product request, the lines below 3
 * quotations that nobody bought. Shared by the store's counters and the public ones
 * (sales_opportunities_query.ts).
 */
export function openLines(open: DatabaseQueryBuilderContract) {
  open.where('r.quote_by_product', false).orWhereNotNull('r.store_id').orWhere(partStillOpen)
}

/**
 * Pendientes of a store (all six vendor scopes) and its counters:
 * - `count`: countPendingQuotationRequest, the requests in Pendientes.
 * - `opportunities`: countSalesOpportunities `{ requests, details }`: the requests in Pendientes
 *   and the part lines that can still be quoted in them (in a per-product request, only the
 *   lines below 3 quotations that nobody bought). Two queries whatever the size.
 */
export default class VendorPendingQuery {
  pending(scope: VendorScope): Query {
    const query = QuotationRequest.query()
    visibleToStore(query, scope)
    pendingFor(query, scope)
    return query
  }

  async count(scope: VendorScope) {
    const row = await this.pending(scope).count('* as total').pojo<{ total: number }>().first()
    return Number(row?.total ?? 0)
  }

  async opportunities(scope: VendorScope) {
    const requests = await this.count(scope)
    if (requests === 0) return { requests: 0, details: 0 }
    const ids = this.pending(scope).select(`${T}.id`)
    const row = await db
      .from('quotation_request_details as d')
      .join('quotation_requests as r', 'r.id', 'd.quotation_request_id')
      .whereIn('d.quotation_request_id', ids)
      .where(openLines)
      .count('* as total')
      .first()
    return { requests, details: Number(row?.total ?? 0) }
  }
}

import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type QuotationRequest from '#quotations/models/quotation_request'
import { whereStoreServesCity } from '#stores/queries/store_zone_rule'
import { columnRef } from '#stores/queries/store_people_query'
import {
  MARKETPLACE_QUOTATION_LIMIT,
  PER_PRODUCT_QUOTATION_LIMIT,
  STORE_QUOTATION_LIMIT,
} from '#quotations/rules/availability'

/**
 * The vendor list scopes, with the names the spec gives them (doc 2 §7), as SQL both SQLite and
 * MySQL accept. Pendientes = all of them together (`pendingFor`). Each takes the vendor's store
 * and user; the rules they mirror are in rules/availability.ts.
 */
type Query = ModelQueryBuilderContract<typeof QuotationRequest>

export interface ScopeContext {
  storeId: number
  userId: number
  countryCode: string
}

const T = 'quotation_requests'

/**
 * A part line `d` of a per-product request that can still be quoted: below 3 quotations and
 * bought by nobody (inWait here, the opportunity counters in vendor_pending_query.ts).
 */
export function partStillOpen(line: DatabaseQueryBuilderContract) {
  line
    .where('d.quotations_count', '<', PER_PRODUCT_QUOTATION_LIMIT)
    .whereNotExists((bought) =>
      bought
        .from('cart_shopping_details as csd')
        .join('quotation_details as qd', 'qd.id', 'csd.quotation_detail_id')
        .whereColumn('qd.quotation_request_detail_id', 'd.id')
    )
}

export const vendorScopes = {
  /** This store has not discarded it (no vendor_ignores row of the store). */
  notIgnored(query: Query, ctx: ScopeContext) {
    query.whereNotExists((sub) =>
      sub
        .from('vendor_ignores')
        .whereColumn('vendor_ignores.quotation_request_id', `${T}.id`)
        .where('vendor_ignores.store_id', ctx.storeId)
    )
  },

  /**
   * A request the store may answer: its own store request, or a marketplace request sent to the
   * marketplace whose vehicle brand the store has enabled (store_vehicle_brands), in the store's
   * country, in a city the store serves (whereStoreServesCity: its zones, or the whole country
   * when it chose none). Store requests are shown whatever the brand: the buyer chose that store.
   */
  ownedByStore(query: Query, ctx: ScopeContext) {
    query.where(`${T}.country_code`, ctx.countryCode).where((q) =>
      q.where(`${T}.store_id`, ctx.storeId).orWhere((marketplace) =>
        marketplace
          .whereNull(`${T}.store_id`)
          .where(`${T}.send_to_marketplace`, true)
          .whereIn(`${T}.brand_id`, (brands) =>
            brands
              .from('store_vehicle_brands')
              .select('vehicle_brand_id')
              .where('store_id', ctx.storeId)
          )
          .where((zone) => whereStoreServesCity(zone, ctx.storeId, columnRef(`${T}.city_id`)))
      )
    )
  },

  /** This store has not quoted it yet. */
  notQuoted(query: Query, ctx: ScopeContext) {
    query.whereNotExists((sub) =>
      sub
        .from('quotations')
        .whereColumn('quotations.quotation_request_id', `${T}.id`)
        .where('quotations.store_id', ctx.storeId)
    )
  },

  /** Not the vendor's own request (a vendor may also buy). */
  dontOwnedByUser(query: Query, ctx: ScopeContext) {
    query.whereNot(`${T}.user_id`, ctx.userId)
  },

  /** Not past its expiry (7 days, see the model). */
  notExpired(query: Query) {
    query.where(`${T}.expires_at`, '>', DateTime.now().toSQL({ includeOffset: false })!)
  },

  /**
   * Open and below its cap: a store request below 1 quotation; a marketplace request below 3;
   * a per-product marketplace request with some part below 3 quotations that no buyer has
   * purchased yet.
   */
  inWait(query: Query) {
    query.where(`${T}.is_closed`, false).where((q) =>
      q
        .where((store) =>
          store
            .whereNotNull(`${T}.store_id`)
            .where(`${T}.quotations_count`, '<', STORE_QUOTATION_LIMIT)
        )
        .orWhere((marketplace) =>
          marketplace
            .whereNull(`${T}.store_id`)
            .where(`${T}.quote_by_product`, false)
            .where(`${T}.quotations_count`, '<', MARKETPLACE_QUOTATION_LIMIT)
        )
        .orWhere((byProduct) =>
          byProduct
            .whereNull(`${T}.store_id`)
            .where(`${T}.quote_by_product`, true)
            .whereExists((details) =>
              details
                .from('quotation_request_details as d')
                .whereColumn('d.quotation_request_id', `${T}.id`)
                .where(partStillOpen)
            )
        )
    )
  },
}

export type VendorScopeName = keyof typeof vendorScopes

export const PENDING_SCOPES: VendorScopeName[] = [
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
]

/** Applies scopes by name (the API's `scopes` parameter). */
export function applyVendorScopes(query: Query, names: VendorScopeName[], ctx: ScopeContext) {
  for (const name of names) vendorScopes[name](query, ctx)
  return query
}

/** Pendientes: the requests this store can still quote. */
export function pendingFor(query: Query, ctx: ScopeContext) {
  return applyVendorScopes(query, PENDING_SCOPES, ctx)
}

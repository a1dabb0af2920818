import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { equals, type IdRef } from '#stores/queries/store_people_query'

/**
 * "Which marketplace requests reach a store" (Marcas y zonas, issue 20), the zone half — the
 * brand half is store_vehicle_brands. A store serves a city when it chose no zone at all (it
 * then serves its whole country: the country itself is checked by the callers, which compare
 * the request's country with the store's), when it chose that city, or when it chose the city's
 * department. The rule's only statement: the vendors' lists and counters (`ownedByStore` in
 * vendor_request_scopes.ts), the live push (EligibleVendorsQuery), the request policy's fact
 * and the quotation send (store_brand_query.ts, QuotationStateQuery.sendReads) all call it.
 * It reads the tables on every call (no cache): a change on the configuration page applies to
 * the next list and the next push.
 *
 * Either side may be a known id or a column of the outer statement; the subqueries' tables are
 * aliased `szn`, `sz` and `szc` (reads of the unique (store_id, zone_id) index and the zones'
 * primary key).
 */
export function whereStoreServesCity<Q extends ChainableContract>(
  query: Q,
  store: IdRef,
  city: IdRef
): Q {
  return query.where((rule) =>
    rule
      .whereNotExists((none) => equals(none.from('store_zones as szn'), 'szn.store_id', store))
      .orWhereExists((served) =>
        equals(
          equals(
            served
              .from('store_zones as sz')
              .join('localization_zones as szc', (on) =>
                on.on('szc.id', '=', 'sz.zone_id').orOn('szc.parent_id', '=', 'sz.zone_id')
              ),
            'sz.store_id',
            store
          ),
          'szc.id',
          city
        )
      )
  )
}

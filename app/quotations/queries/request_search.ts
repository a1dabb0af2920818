import { foldedColumn, likePattern, searchWords } from '#core/services/search_text'
import { readText } from '#quotations/queries/list_params'

/**
 * The seller tabs' search box (Pendientes, Cotizadas, Descartadas; issue 19): what the vendor
 * types finds a request by a fragment of its code ('12', '000012', 'sc-0000'), its vehicle brand
 * or model, a part's name or part number, or its city, ignoring case and accents, on SQLite and
 * MySQL alike (core/services/search_text.ts). Several words narrow: each must match one of those
 * ("spark bateria"). The conditions join nothing: a few subqueries in the list's own query,
 * whose query count stays the same; without a search the list's SQL is unchanged.
 */

/** The minimal query-builder surface the conditions are written with (Lucid's builders). */
interface Where {
  where(callback: (query: any) => void): any
}

/** The words of the `search` filter: a text of at most 128 characters (422 otherwise). */
export function readSearch(value: unknown, name = 'search') {
  return searchWords(readText(value, name, 128))
}

/**
 * Narrows `query` (rows of quotation_requests, named `table`) to the requests matching every
 * word. `dialect` is the connection's (`query.client.dialect.name`).
 */
export function whereRequestMatches(
  query: Where,
  words: string[],
  dialect: string,
  table = 'quotation_requests'
) {
  const like = (column: string) => `${foldedColumn(dialect, column)} LIKE ?`
  for (const word of words) {
    const pattern = likePattern(word)
    query.where((any) =>
      any
        .whereRaw(like(`${table}.code`), [pattern])
        .orWhereRaw(like(`${table}.vehicle_model`), [pattern])
        .orWhereIn(`${table}.brand_id`, (brands: any) =>
          brands
            .from('vehicle_brands')
            .select('vehicle_brands.id')
            .whereRaw(like('vehicle_brands.name'), [pattern])
        )
        .orWhereIn(`${table}.city_id`, (cities: any) =>
          cities
            .from('localization_zones')
            .select('localization_zones.id')
            .whereRaw(like('localization_zones.name'), [pattern])
        )
        .orWhereExists((parts: any) =>
          parts
            .from('quotation_request_details as search_parts')
            .whereColumn('search_parts.quotation_request_id', `${table}.id`)
            .where((part: any) =>
              part
                .whereRaw(like('search_parts.name'), [pattern])
                .orWhereRaw(like('search_parts.reference'), [pattern])
            )
        )
    )
  }
  return query
}

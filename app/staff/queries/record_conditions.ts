import { foldedColumn, likePattern, searchTerm } from '#core/services/search_text'
import type { CustomerDataViewer } from '#quotations/rules/customer_data'
import { idOfCode, mobileDigits, plateTerm } from '#staff/rules/records'

/**
 * The search conditions of the staff lists of requests, quotations and orders (issue 23,
 * app/staff/queries/staff_*_query.ts), each written once. Every text is compared the way the
 * vendors' search box compares it (core/services/search_text.ts: accents and case ignored, LIKE
 * wildcards typed by the person dropped), on SQLite and MySQL alike. They add subqueries to the
 * list's own statement and never a query of their own: the lists cost the same whatever is
 * searched. Column names are written here, never taken from the input.
 */

/** What the lists are read for: the host's country and who reads them (customer data). */
export interface RecordsScope {
  countryCode: string
  /** The country's dialling prefix, dropped from a mobile typed whole ('+57 300 …'). */
  phonePrefix: string
  viewer: CustomerDataViewer
}

/** The search of a list (blank fields already dropped by the validator). */
export interface RecordFilters {
  code?: string
  plate?: string
  buyer?: string
  store?: string
  status?: string
}

/** The Lucid builders the conditions are written with (model and database queries alike). */
type Builder = any

const like = (dialect: string, column: string) => `${foldedColumn(dialect, column)} LIKE ?`

/**
 * A code typed whole or in part: `codes` are the code columns a row answers to (its own and
 * those of the records it comes from), each with its prefix and id column, so 'SC-12' finds
 * SC-000012 by its id and '0001' every code holding it.
 */
export function whereCode(
  query: Builder,
  dialect: string,
  value: string,
  codes: { column: string; prefix: string; idColumn: string }[]
) {
  const pattern = likePattern(value)
  return query.where((any: Builder) => {
    for (const code of codes) {
      any.orWhereRaw(like(dialect, code.column), [pattern])
      const id = idOfCode(value, code.prefix)
      if (id !== null) any.orWhere(code.idColumn, id)
    }
  })
}

/** A plate or part of it, spaces and hyphens ignored ('abc 12' finds ABC123). */
export function wherePlate(query: Builder, dialect: string, value: string, column: string) {
  const term = plateTerm(value)
  if (!term) return query.whereRaw('1 = 0')
  return query.whereRaw(like(dialect, column), [likePattern(term)])
}

/**
 * The buyer (`userColumn` holds their id) by a part of their name or e-mail, or by the digits of
 * their mobile (three or more, the country's prefix dropped).
 */
export function whereBuyer(
  query: Builder,
  dialect: string,
  value: string,
  userColumn: string,
  phonePrefix: string
) {
  const pattern = likePattern(value)
  const digits = mobileDigits(value, phonePrefix)
  return query.whereIn(userColumn, (users: Builder) =>
    users
      .from('users')
      .select('users.id')
      .where((any: Builder) => {
        any
          .whereRaw(like(dialect, 'users.full_name'), [pattern])
          .orWhereRaw(like(dialect, 'users.email'), [pattern])
        if (digits.length >= 3) any.orWhere('users.mobile', 'like', `%${digits}%`)
      })
  )
}

/**
 * The buyer search of a viewer who does not see every buyer (the one masking rule,
 * quotations/rules/customer_data.ts): only rows whose buyer they see can be found by the buyer,
 * so the search never tells whose a masked row is. `storeChannel` / `marketplace` are the SQL
 * conditions (written here, no input) of a store request's row and of a marketplace one.
 */
export function whereBuyerVisible(
  query: Builder,
  viewer: CustomerDataViewer,
  channel: { storeChannel: string; marketplace: string }
) {
  if (viewer.staff) return query
  if (!viewer.showCustomerData && !viewer.showCustomerDataMarketplace) {
    return query.whereRaw('1 = 0')
  }
  return query.where((visible: Builder) => {
    if (viewer.showCustomerData) visible.orWhereRaw(channel.storeChannel)
    if (viewer.showCustomerDataMarketplace) visible.orWhereRaw(channel.marketplace)
  })
}

/** The ids of the stores whose name or address (`url_path`) holds the text, as a subquery. */
export function matchingStores(dialect: string, value: string) {
  const pattern = likePattern(value)
  const path = `%${searchTerm(value).replace(/\s+/g, '-')}%`
  return (stores: Builder) =>
    stores
      .from('stores')
      .select('stores.id')
      .where((any: Builder) =>
        any
          .whereRaw(like(dialect, 'stores.name'), [pattern])
          .orWhereRaw(like(dialect, 'stores.url_path'), [path])
      )
}

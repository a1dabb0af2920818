import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type Store from '#stores/models/store'

/** An id the rule compares: a known value, or a column of the outer statement (`columnRef(…)`). */
export type IdRef = number | { column: string }

/** A column of the outer statement, e.g. `columnRef('quotation_requests.user_id')`. */
export const columnRef = (name: string): IdRef => ({ column: name })

/** `name = ref`: a value compared, or a column of the outer statement. */
export function equals<Q extends ChainableContract>(query: Q, name: string, ref: IdRef): Q {
  return typeof ref === 'number' ? query.where(name, ref) : query.whereColumn(name, ref.column)
}

/**
 * "A store never trades with itself" (issue 19): nobody acting for a store — its owner or one
 * of its active advisers — quotes, buys or rates a request or a quotation made by anybody acting
 * for the same store. This is the rule's one statement of "`user` acts for `store`", a
 * correlated subquery to place inside the caller's own statement (no extra round trip):
 * `whereNotExists(storePersonQuery(…))` filters, `storePersonQuery(…).count('* as n').as(…)`
 * reads it as a column. Either side may be a known id or a column of the outer statement; the
 * subquery's own tables are aliased `sp` and `spa` (one primary-key read of the store and one
 * read of the advisers' unique (store_id, user_id) index).
 *
 * Used by the live push (EligibleVendorsQuery), the vendor's request policy — the detail page
 * and the quotation send — (VendorRequestPolicy, the fact read with the send's request in
 * QuotationStateQuery.sendReads), the checkout (CheckoutPolicy.buy) and the ratings a buyer is
 * shown. The vendors' lists, which test it on every open request, use the same people read once
 * with the store instead (`storePeopleColumn`, `storePeopleIds`): a list of ids in the
 * statement costs nothing per row, a correlated subquery an index read per row.
 */
export function storePersonQuery(store: IdRef, user: IdRef) {
  return equals(db.from('stores as sp'), 'sp.id', store).where((person) =>
    equals(person, 'sp.user_id', user).orWhereExists((adviser) =>
      equals(
        adviser.from('store_advisers as spa').whereColumn('spa.store_id', 'sp.id'),
        'spa.user_id',
        user
      ).where('spa.is_active', true)
    )
  )
}

/**
 * The same people, read with a store row (a column for `Store.query().select('stores.*', …)`):
 * the user ids of its active advisers with an account; `storePeopleIds` adds the owner.
 */
export function storePeopleColumn() {
  return db
    .from('store_advisers as spa')
    .whereColumn('spa.store_id', 'stores.id')
    .where('spa.is_active', true)
    .whereNotNull('spa.user_id')
    .select(db.raw('group_concat(spa.user_id)'))
    .as('store_people_adviser_ids')
}

/**
 * Everybody acting for a store read with `storePeopleColumn`: its owner and active advisers.
 * Null when the store was read without that column (the caller must then use the subquery).
 */
export function storePeopleIds(store: Store): number[] | null {
  if (!('store_people_adviser_ids' in store.$extras)) return null
  const advisers = store.$extras.store_people_adviser_ids
  const ids = advisers === null || advisers === undefined ? [] : String(advisers).split(',')
  return [...new Set([store.userId, ...ids.filter(Boolean).map(Number)])]
}

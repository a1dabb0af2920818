import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type StoreAdviser from '#stores/models/store_adviser'
import { assertFreeSeat, lockStore } from '#stores/services/adviser_invitations'
import { ADVISER_MESSAGES as M } from '#stores/rules/adviser_rules'

/**
 * Deactivates or reactivates an adviser. The row stays (quotations, discards and orders keep
 * pointing at it: the history stays theirs); an inactive adviser no longer acts for the store —
 * every list, detail and send reads `is_active` on each request (VendorContextQuery,
 * storePersonQuery) and each live push re-reads who acts for the store (quotingStores), so they
 * stop seeing its Pendientes at once. Reactivating takes one of the 200 places again (checked
 * with the store locked) and is refused when the person meanwhile acts for another store.
 */
export default class SetAdviserActive {
  async handle(adviser: StoreAdviser, active: boolean) {
    if (adviser.isActive === active) return adviser
    if (!active) {
      adviser.isActive = false
      await adviser.save()
      return adviser
    }
    return db.transaction(async (trx) => {
      await lockStore(trx, adviser.storeId)
      await assertFreeSeat(trx, adviser.storeId)
      if (adviser.userId !== null) {
        const elsewhere = await trx
          .from('store_advisers')
          .where('user_id', adviser.userId)
          .where('is_active', true)
          .whereNot('store_id', adviser.storeId)
          .select('id')
          .unionAll((owned) =>
            owned
              .from('stores')
              .where('user_id', adviser.userId!)
              .where('is_active', true)
              .select('id')
          )
        if (elsewhere.length > 0) throw new BusinessError(M.adviserOtherStore, 409)
      }
      adviser.useTransaction(trx)
      adviser.isActive = true
      await adviser.save()
      return adviser
    })
  }
}

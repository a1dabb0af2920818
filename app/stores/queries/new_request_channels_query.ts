import db from '@adonisjs/lucid/services/db'

import { storeAllows } from '#stores/rules/store_config_rules'

/**
 * The channels a store allows for its new-request notices, from its settings
 * `notifyNewRequestsByEmail` / `notifyNewRequestsByWhatsapp` (stores.config; on unless false).
 * Read for the person told: the stores they act for (owner or active adviser) — `storeId` only,
 * for a request made to one store. A person acting for several stores gets a channel when one
 * of them allows it; a person acting for none, every channel.
 */
export async function newRequestChannels(
  userId: number,
  storeId: number | null
): Promise<{ email: boolean; whatsapp: boolean }> {
  const stores = await db
    .from('stores')
    .where((person) =>
      person
        .where('stores.user_id', userId)
        .orWhereExists((adviser) =>
          adviser
            .from('store_advisers')
            .whereColumn('store_advisers.store_id', 'stores.id')
            .where('store_advisers.user_id', userId)
            .where('store_advisers.is_active', true)
        )
    )
    .if(storeId !== null, (query) => query.where('stores.id', storeId!))
    .select('stores.config')
  if (stores.length === 0) return { email: true, whatsapp: true }
  return {
    email: stores.some((store) => storeAllows(store.config, 'notifyNewRequestsByEmail')),
    whatsapp: stores.some((store) => storeAllows(store.config, 'notifyNewRequestsByWhatsapp')),
  }
}

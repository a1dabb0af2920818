import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import Store from '#stores/models/store'

/**
 * A pending store's row, locked in `trx` (FOR UPDATE) for a change of its GO module's state —
 * staff's activation (ActivateStoreGoModule) and the owner's request (RequestGoActivation) — so
 * two presses at once act once. Unknown or switched off (`is_active` false): 404; already active:
 * 409 with `alreadyActive`, the caller's Spanish message.
 */
export async function lockPendingStore(
  trx: TransactionClientContract,
  storeId: number,
  alreadyActive: string
) {
  const found = await Store.query({ client: trx })
    .where('id', storeId)
    .where('is_active', true)
    .forUpdate()
    .first()
  if (!found) throw missingRecord()
  if (found.goModuleActive) throw new BusinessError(alreadyActive, 409)
  return found
}

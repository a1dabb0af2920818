import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { STAFF_BRAND_REQUESTS_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * A pending brand request of the host country's stores, read with its store in the action's
 * transaction; an unknown one, or one of another country's store, answers 404 (as the queue
 * does not list it); one already resolved 409.
 */
export async function pendingBrandRequest(
  trx: TransactionClientContract,
  id: number,
  countryCode: string
) {
  const row = await BrandGroupRequest.query({ client: trx })
    .where('id', id)
    .preload('store', (store) => store.select('id', 'name', 'country_code', 'user_id'))
    .first()
  if (!row || !row.store || row.store.countryCode !== countryCode) throw missingRecord()
  if (row.status !== 'pending') throw new BusinessError(M.alreadyResolved, 409)
  return row
}

/**
 * Resolves the request: one conditional UPDATE (`status = 'pending'` in its WHERE), so that
 * two staff pressing at once resolve it once — the second finds nothing to change and gets 409,
 * on SQLite and MySQL alike, without a row lock.
 */
export async function resolveBrandRequest(
  trx: TransactionClientContract,
  row: BrandGroupRequest,
  resolution: { status: 'approved' | 'rejected'; resolvedBy: number; note: string | null }
) {
  const now = DateTime.now()
  const result = await trx
    .from('brand_group_requests')
    .where('id', row.id)
    .where('status', 'pending')
    .update({
      status: resolution.status,
      resolved_by: resolution.resolvedBy,
      resolved_at: now.toFormat('yyyy-MM-dd HH:mm:ss'),
      resolution_note: resolution.note,
    })
  const changed = Number(Array.isArray(result) ? result[0] : result) || 0
  if (changed === 0) throw new BusinessError(M.alreadyResolved, 409)
  row.status = resolution.status
  row.resolvedBy = resolution.resolvedBy
  row.resolvedAt = now
  row.resolutionNote = resolution.note
  return row
}

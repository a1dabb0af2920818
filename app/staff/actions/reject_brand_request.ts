import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { Outbox } from '#core/outbox/outbox'
import { logStaffAction } from '#core/services/staff_log'
import { pendingBrandRequest, resolveBrandRequest } from '#staff/queries/claim_brand_request'
import {
  BRAND_REQUEST_RESOLVED,
  type BrandRequestResolvedPayload,
} from '#staff/events/brand_request_resolved'

/**
 * 'Rechazar' on a brand request with the staff's note (the reason the store reads). In one
 * transaction: the request resolved (409 when it already was), one line of the staff log
 * ('brandRequest.reject') and the outbox event that tells the store's people. The store's
 * brands do not change.
 */
@inject()
export default class RejectBrandRequest {
  constructor(private outbox: Outbox) {}

  async handle(actor: User, id: number, countryCode: string, note: string) {
    const { row, eventId } = await db.transaction(async (trx) => {
      const pending = await pendingBrandRequest(trx, id, countryCode)
      const resolved = await resolveBrandRequest(trx, pending, {
        status: 'rejected',
        resolvedBy: actor.id,
        note,
      })
      await logStaffAction(trx, actor, {
        action: 'brandRequest.reject',
        subject: { type: 'brandRequest', id: resolved.id, label: pending.store.name },
        before: { status: 'pending' },
        after: { status: 'rejected', note },
      })
      const payload: BrandRequestResolvedPayload = {
        brandRequestId: resolved.id,
        storeId: pending.store.id,
        decision: 'rejected',
        brands: [],
        note,
      }
      const recorded = await this.outbox.record(trx, BRAND_REQUEST_RESOLVED, { ...payload })
      return { row: resolved, eventId: recorded }
    })
    this.outbox.deliverSoon(eventId, { brandRequestId: row.id })
    return row
  }
}

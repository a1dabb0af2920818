import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { Outbox } from '#core/outbox/outbox'
import { BusinessError } from '#core/errors'
import { logStaffAction } from '#core/services/staff_log'
import { pendingBrandRequest, resolveBrandRequest } from '#staff/queries/claim_brand_request'
import {
  BRAND_REQUEST_RESOLVED,
  type BrandRequestResolvedPayload,
} from '#staff/events/brand_request_resolved'
import { STAFF_BRAND_REQUESTS_MESSAGES as M } from '#staff/rules/staff_messages'

export interface ApproveBrandRequestInput {
  brand_ids: number[]
  note?: string | null
}

/**
 * 'Aprobar' on a brand request (issue 23 'Marcas solicitadas'): the chosen vehicle brands
 * (active ones of the catalogue; any other id is a 422 on `brand_ids`) join the brands the
 * store serves — the same table 'Marcas y zonas' edits (store_vehicle_brands) and the Pendientes
 * rule reads (`ownedByStore`, EligibleVendorsQuery), so its Pendientes shows the open requests
 * of those brands at once; a brand it already served is left as it was. In one transaction:
 * the request resolved (409 when it already was), the brands added, one line of the staff log
 * ('brandRequest.approve', before/after the store's brands) and the outbox event that tells the
 * store's people (delivered after the commit).
 */
@inject()
export default class ApproveBrandRequest {
  constructor(private outbox: Outbox) {}

  async handle(actor: User, id: number, countryCode: string, input: ApproveBrandRequestInput) {
    const note = input.note?.trim() || null
    const { row, brands, eventId } = await db.transaction(async (trx) => {
      const pending = await pendingBrandRequest(trx, id, countryCode)
      const chosen = await trx
        .from('vehicle_brands')
        .whereIn('id', input.brand_ids)
        .where('is_active', true)
        .orderBy('name', 'asc')
        .select('id', 'name')
      if (chosen.length !== input.brand_ids.length) {
        throw new BusinessError(M.unknownBrand, 422, {}, 'brand_ids')
      }
      const store = pending.store
      const resolved = await resolveBrandRequest(trx, pending, {
        status: 'approved',
        resolvedBy: actor.id,
        note,
      })

      const served = await trx
        .from('store_vehicle_brands as svb')
        .join('vehicle_brands as vb', 'vb.id', 'svb.vehicle_brand_id')
        .where('svb.store_id', store.id)
        .orderBy('vb.name', 'asc')
        .select('vb.id', 'vb.name')
      const servedIds = new Set(served.map((brand) => Number(brand.id)))
      const added = chosen.filter((brand) => !servedIds.has(Number(brand.id)))
      if (added.length > 0) {
        const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
        await trx.table('store_vehicle_brands').multiInsert(
          added.map((brand) => ({
            store_id: store.id,
            vehicle_brand_id: brand.id,
            created_at: now,
          }))
        )
      }

      const names = chosen.map((brand) => String(brand.name))
      await logStaffAction(trx, actor, {
        action: 'brandRequest.approve',
        subject: { type: 'brandRequest', id: resolved.id, label: store.name },
        before: { status: 'pending', storeBrands: served.map((brand) => String(brand.name)) },
        after: {
          status: 'approved',
          enabledBrands: names,
          addedBrands: added.map((brand) => String(brand.name)),
          note,
        },
      })
      const payload: BrandRequestResolvedPayload = {
        brandRequestId: resolved.id,
        storeId: store.id,
        decision: 'approved',
        brands: names,
        note,
      }
      const recorded = await this.outbox.record(trx, BRAND_REQUEST_RESOLVED, { ...payload })
      return { row: resolved, brands: names, eventId: recorded }
    })
    this.outbox.deliverSoon(eventId, { brandRequestId: row.id })
    return { row, brands }
  }
}

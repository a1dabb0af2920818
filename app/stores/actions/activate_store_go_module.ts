import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Outbox } from '#core/outbox/outbox'
import { logStaffAction } from '#core/services/staff_log'
import type User from '#users/models/user'
import { lockPendingStore } from '#stores/queries/lock_pending_store'
import {
  STORE_GO_MODULE_ACTIVATED,
  type StoreActivatedPayload,
} from '#stores/events/store_activated'
import { STORE_SIGNUP_MESSAGES as M } from '#stores/rules/store_signup_messages'

export interface ActivationPlan {
  /** Percentage of subtotal + shipping, as typed (5.5 = 5.5 %); stored as a fraction. */
  service_cost_percent: number
  /** Fixed fee per sale. */
  service_cost: number
}

/**
 * Staff activate a pending store's GO module with its service-cost plan (commission =
 * (subtotal + shipping) × percent + fixed fee, notes/domain.md "Money"). The store row is locked,
 * so two staff pressing 'Activar' at once activate it once: the second gets 409. The outbox event
 * `stores.go_module_activated` is written in the same transaction and delivered after the commit
 * (the store's owner gets a notification, a WhatsApp message and an e-mail, once). A store
 * switched off by the platform (`is_active` false) or unknown answers 404. `actor`, the staff
 * person who pressed 'Activar', gets the line 'store.activate' in the log of staff actions, in
 * the same transaction (optional so that existing callers keep working: every staff caller
 * passes it).
 */
@inject()
export default class ActivateStoreGoModule {
  constructor(private outbox: Outbox) {}

  async handle(
    storeId: number,
    plan: ActivationPlan,
    actor?: Pick<User, 'id' | 'fullName' | 'email'>
  ) {
    const { store, eventId } = await db.transaction(async (trx) => {
      const found = await lockPendingStore(trx, storeId, M.alreadyActive)
      const before = {
        goModuleActive: found.goModuleActive,
        serviceCostPercent: Math.round(Number(found.serviceCostPercent) * 10_000) / 100,
        serviceCost: Number(found.serviceCost),
      }
      found.merge({
        goModuleActive: true,
        goModuleActivatedAt: DateTime.now(),
        serviceCostPercent: Math.round(plan.service_cost_percent * 100) / 10_000,
        serviceCost: plan.service_cost,
      })
      await found.useTransaction(trx).save()
      const payload: StoreActivatedPayload = {
        storeId: found.id,
        serviceCostPercent: plan.service_cost_percent,
        serviceCost: plan.service_cost,
      }
      const id = await this.outbox.record(trx, STORE_GO_MODULE_ACTIVATED, { ...payload })
      if (actor) {
        await logStaffAction(trx, actor, {
          action: 'store.activate',
          subject: { type: 'store', id: found.id, label: found.name },
          before,
          after: {
            goModuleActive: true,
            serviceCostPercent: plan.service_cost_percent,
            serviceCost: plan.service_cost,
          },
        })
      }
      return { store: found, eventId: id }
    })
    this.outbox.deliverSoon(eventId, { storeId: store.id })
    return store
  }
}

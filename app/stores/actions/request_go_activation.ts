import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { Outbox } from '#core/outbox/outbox'
import type Store from '#stores/models/store'
import { lockPendingStore } from '#stores/queries/lock_pending_store'
import {
  STORE_GO_ACTIVATION_REQUESTED,
  type GoActivationRequestedPayload,
} from '#stores/events/go_activation_requested'
import { STORE_CONFIG_MESSAGES as M } from '#stores/rules/store_config_rules'

/** A new request within this many hours of the last one answers the first and tells nobody. */
export const GO_REQUEST_REPLAY_HOURS = 24

/**
 * 'Solicitar activación' of a pending store (POST /api/store/store/{id}/requestGoActivation,
 * the owner only — StoreConfigPolicy `edit`). The store row is locked: the request's time is
 * written and, in the same transaction, the outbox event `stores.go_activation_requested`, which
 * tells every staff member (is_admin or manage_go_module) by notification and e-mail with a link
 * to /staff/tiendas. A store already active answers 409. Asked again within 24 hours: the first
 * request is answered (`replayed`), nothing is written or sent again; later, a new reminder.
 */
@inject()
export default class RequestGoActivation {
  constructor(private outbox: Outbox) {}

  async handle(storeId: number): Promise<{ store: Store; replayed: boolean }> {
    const { store, eventId } = await db.transaction(async (trx) => {
      const found = await lockPendingStore(trx, storeId, M.goAlreadyActive)
      const last = found.goActivationRequestedAt
      if (last && last > DateTime.now().minus({ hours: GO_REQUEST_REPLAY_HOURS })) {
        return { store: found, eventId: null }
      }
      found.goActivationRequestedAt = DateTime.now()
      await found.useTransaction(trx).save()
      const payload: GoActivationRequestedPayload = { storeId: found.id }
      const id = await this.outbox.record(trx, STORE_GO_ACTIVATION_REQUESTED, { ...payload })
      return { store: found, eventId: id }
    })
    if (eventId !== null) this.outbox.deliverSoon(eventId, { storeId: store.id })
    return { store, replayed: eventId === null }
  }
}

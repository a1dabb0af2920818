import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { missingRecord } from '#core/policies/decisions'
import { Outbox } from '#core/outbox/outbox'
import { inTransaction } from '#quotations/actions/quotation_writes'
import { locking } from '#quotations/queries/quotation_state_query'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type { OrderStatus } from '#orders/models/cart_shopping_header'
import type User from '#users/models/user'
import { money } from '#orders/transformers/order_money'
import {
  decideTransition,
  noteKindOf,
  ORDER_MESSAGES as M,
  ORDER_STATUS_CHANGED,
  type OrderSide,
  type OrderStatusChangedPayload,
  type TargetStatus,
} from '#orders/rules/order_status'

export interface ChangeOrderStatusInput {
  order: Pick<CartShoppingHeader, 'id' | 'storeId' | 'userId'>
  /** 'store': the selling store's owner or adviser; 'buyer': the buyer cancelling. */
  side: OrderSide
  to: TargetStatus
  /** Tracking note (shipped) or reason (cancelled). */
  note?: string | null
  /** The status the caller saw (`from`): a different current status is a stale change. */
  expected?: string | null
  actor: User
}

export interface ChangeOrderStatusResult {
  status: OrderStatus
  /** The same change asked again by the same person: nothing new was written or sent. */
  replayed: boolean
}

const sqlNow = () => DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')

function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/**
 * Moves an order forward (issue 11): the selling store confirms, ships with a tracking note,
 * marks delivered or cancels with a reason; the buyer cancels a pending order with a reason.
 * Who may ask is OrderPolicy's; whether the move is allowed from the order's status is the pure
 * table of rules/order_status.ts, decided here in one transaction that
 *
 * 1. locks the order row (SELECT … FOR UPDATE on MySQL; SQLite has one writer) and reads its
 *    status under the lock, so two advisers at once run one after the other and the second
 *    decides on the first one's result: a move no longer allowed, or a `from` that is no longer
 *    the status, answers 409 with the current status in Spanish ('El pedido cambió mientras lo
 *    veías: ahora está …'); the update is also conditioned on that status (compare and set);
 * 2. writes the new status and a row of order_status_changes (status, note, side, user, date) —
 *    the tracking note and the cancel reason live there;
 * 3. writes the outbox event 'orders.order_status_changed', delivered right after the commit
 *    (and by the worker's relay if this process dies): the other side is told once, in the app,
 *    by WhatsApp and by e-mail (app/notifications/listeners/notify_order_status.ts).
 *
 * The same change asked again by the same person (a double click, a retried call: the order is
 * already in that status and its last change is theirs with the same note) answers the first
 * result (`replayed: true`) and tells nobody again. A missing note is a 422 on its field.
 * Cancelling refunds nothing by itself: a paid order's money goes back outside this module.
 */
@inject()
export default class ChangeOrderStatus {
  constructor(private outbox: Outbox) {}

  async handle(input: ChangeOrderStatusInput): Promise<ChangeOrderStatusResult> {
    const { order, side, to, actor } = input
    const noteField = noteKindOf(to) === 'tracking' ? 'tracking_note' : 'cancel_reason'
    const store = await db
      .from('stores')
      .where('id', order.storeId)
      .select('name', 'country_code')
      .first()

    const saved = await inTransaction(async (trx) => {
      const row = await locking(
        trx,
        trx
          .from('cart_shopping_headers')
          .where('id', order.id)
          .select('id', 'status', 'ref_venta', 'user_id', 'store_id', 'total')
      ).first()
      if (!row) throw missingRecord()
      const current = row.status as OrderStatus

      if (current === to) {
        const last = await trx
          .from('order_status_changes')
          .where('header_id', order.id)
          .orderBy('id', 'desc')
          .select('status', 'user_id', 'note')
          .first()
        const note = (input.note ?? '').trim() || null
        if (
          last &&
          last.status === to &&
          Number(last.user_id) === actor.id &&
          (noteKindOf(to) === null || (last.note ?? null) === note)
        ) {
          return { replayed: true as const }
        }
      }

      const decision = decideTransition({
        side,
        current,
        to,
        note: input.note,
        expected: input.expected,
      })
      if (!decision.allowed) {
        switch (decision.reason) {
          case 'noteRequired':
            throw new BusinessError(
              to === 'shipped' ? M.trackingRequired : M.reasonRequired,
              422,
              {},
              noteField
            )
          case 'noteTooLong':
            throw new BusinessError(
              to === 'shipped' ? M.trackingTooLong : M.reasonTooLong,
              422,
              {},
              noteField
            )
          case 'stale':
            throw new BusinessError(M.stale(current), 409, { reason: 'stale', status: current })
          case 'same':
            throw new BusinessError(M.same(current), 409, { reason: 'same', status: current })
          case 'notAllowed':
            throw new BusinessError(M.notAllowed(current, to, side), 409, {
              reason: 'notAllowed',
              status: current,
            })
        }
      }

      const now = sqlNow()
      const updated = affected(
        await trx
          .from('cart_shopping_headers')
          .where('id', order.id)
          .where('status', current)
          .update({ status: to, updated_at: now })
      )
      if (updated === 0) {
        throw new BusinessError(M.stale(current), 409, { reason: 'stale', status: current })
      }
      const [changeId] = await trx.insertQuery().table('order_status_changes').insert({
        header_id: order.id,
        from_status: current,
        status: to,
        note: decision.note,
        side,
        user_id: actor.id,
        created_at: now,
      })
      const buyer = await trx.from('users').where('id', row.user_id).select('full_name').first()
      const payload: OrderStatusChangedPayload = {
        orderId: order.id,
        changeId: Number(changeId),
        refVenta: row.ref_venta,
        from: current,
        to,
        note: decision.note,
        side,
        actorUserId: actor.id,
        buyerId: Number(row.user_id),
        storeId: Number(row.store_id),
        storeName: store?.name ?? '',
        buyerName: buyer?.full_name ?? '',
        total: money(row.total),
        countryCode: store?.country_code ?? 'CO',
      }
      const eventId = await this.outbox.record(trx, ORDER_STATUS_CHANGED, { ...payload })
      return { replayed: false as const, eventId }
    })

    if (saved.replayed) return { status: to, replayed: true }
    this.outbox.deliverSoon(saved.eventId, { orderId: order.id })
    return { status: to, replayed: false }
  }
}

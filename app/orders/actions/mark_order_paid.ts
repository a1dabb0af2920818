import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { Outbox } from '#core/outbox/outbox'
import { formatCents, moneyOf } from '#core/rules/money'
import { locking } from '#quotations/queries/quotation_state_query'
import { decimal, inTransaction } from '#quotations/actions/quotation_writes'
import { isUniqueViolation } from '#quotations/rules/unique_violation'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import TransactionPaid, { type PaymentStatus } from '#orders/models/transaction_paid'
import { ORDER_PAID, orderEventPayload } from '#orders/events/order_events'

export interface MarkOrderPaidInput {
  /** The order, by its reference (a gateway's external_reference) or its id. */
  refVenta?: string
  orderId?: number
  /** The gateway that took the payment (`transactions_paid.gateway`). */
  gateway: string
  /** The gateway's id of the payment: one row per payment. */
  paymentId: string
  status: PaymentStatus
  /** Decimal text of what was paid; null: the order's total (the local page). */
  amount: string | null
}

export type MarkOrderPaidOutcome =
  /** The payment was recorded and the order is now paid (the store is told). */
  | 'paid'
  /** This payment was already recorded: nothing changed, nobody is told again. */
  | 'alreadyRecorded'
  /** Recorded, but the order does not change: already paid, cancelled, or paid short. */
  | 'recorded'
  /** Not an approved payment: nothing to record. */
  | 'ignored'
  | 'notFound'

export interface MarkOrderPaidResult {
  order: CartShoppingHeader | null
  outcome: MarkOrderPaidOutcome
}

/** Statuses a payment moves to 'paid' (H4b's table: 'paid' is reached by a payment only). */
const PAYABLE = ['pending', 'confirmed']

/**
 * A payment the gateway confirmed (the Mercado Pago webhook, or the local page's 'Pagar'): in
 * one transaction behind the order row's lock, records it in `transactions_paid` (gateway,
 * reference, amount, status, paid_at) and marks the order 'paid', writing the outbox event
 * `order.paid` (the store's owner and the quotation's adviser are told once: 'CART.paidPurchase.').
 *
 * Idempotent: one row per (gateway, payment id) — a unique index — so a notification delivered
 * twice, or two deliveries racing, record it once, change nothing the second time and tell
 * nobody again (`alreadyRecorded`). Only approved payments count; a payment below the order's
 * total is recorded with status 'error' and leaves the order as it was; a payment for an order
 * already paid or cancelled is recorded (the money arrived: staff reconcile it) without
 * changing the order.
 */
@inject()
export default class MarkOrderPaid {
  constructor(private outbox: Outbox) {}

  async handle(input: MarkOrderPaidInput): Promise<MarkOrderPaidResult> {
    if (input.status !== 'approved') {
      logger.info({ ...input }, 'payments: a payment that is not approved was ignored')
      return { order: null, outcome: 'ignored' }
    }
    let saved: MarkOrderPaidResult & { eventId: number | null }
    try {
      saved = await inTransaction(async (trx) => {
        const query = CartShoppingHeader.query({ client: trx })
        if (input.orderId !== undefined) query.where('id', input.orderId)
        else query.where('ref_venta', input.refVenta ?? '')
        const order = await locking(trx, query).first()
        if (!order) return { order: null, outcome: 'notFound' as const, eventId: null }

        const known = await trx
          .from('transactions_paid')
          .where('gateway', input.gateway)
          .where('reference', input.paymentId)
          .select('id')
          .first()
        if (known) return { order, outcome: 'alreadyRecorded' as const, eventId: null }

        const total = moneyOf(order.total)
        const paid = input.amount === null ? total : moneyOf(input.amount)
        const short = paid < total
        await TransactionPaid.create(
          {
            headerId: order.id,
            amount: decimal(formatCents(paid)),
            gateway: input.gateway,
            reference: input.paymentId,
            status: short ? 'error' : 'approved',
            paidAt: DateTime.now(),
          },
          { client: trx }
        )
        if (short || !PAYABLE.includes(order.status)) {
          logger.warn(
            { orderId: order.id, status: order.status, short },
            'payments: a payment was recorded without marking the order paid'
          )
          return { order, outcome: 'recorded' as const, eventId: null }
        }
        order.status = 'paid'
        await order.useTransaction(trx).save()
        const eventId = await this.outbox.record(trx, ORDER_PAID, {
          ...(await orderEventPayload(trx, order, 'paid')),
        })
        return { order, outcome: 'paid' as const, eventId }
      })
    } catch (error) {
      // The same payment delivered twice at once: the loser of the unique index changes nothing.
      if (isUniqueViolation(error)) return { order: null, outcome: 'alreadyRecorded' }
      throw error
    }
    if (saved.eventId !== null) {
      this.outbox.deliverSoon(saved.eventId, { orderId: saved.order?.id })
    }
    return { order: saved.order, outcome: saved.outcome }
  }
}

import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import TransactionPaid from '#orders/models/transaction_paid'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { needsParent, RUN, sequence } from '#database/factories/helpers'

/** Approved payments of 112 000 through 'local' (new order unless `headerId` is merged). */
export const TransactionPaidFactory = factory
  .define(TransactionPaid, () => {
    const n = sequence()
    return {
      amount: 112000,
      gateway: 'local',
      reference: `PAY-${RUN}-${n}`,
      status: 'approved' as const,
      paidAt: DateTime.now(),
    }
  })
  .state('pending', (payment) => {
    payment.status = 'pending'
    payment.paidAt = null
  })
  .relation('header', () => CartShoppingHeaderFactory)
  .before('create', async (builder, payment, ctx) => {
    if (needsParent(builder, payment, 'headerId', 'header')) {
      payment.headerId = (await CartShoppingHeaderFactory.useCtx(ctx).apply('cart').create()).id
    }
  })
  .build()

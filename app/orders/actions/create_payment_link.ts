import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { absoluteUrl } from '#core/country/urls'
import { BusinessError } from '#core/errors'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import { formatCents, moneyOf } from '#core/rules/money'
import Store from '#stores/models/store'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import { purchasePath } from '#orders/transformers/order_money'
import CreateOrder, { type CreateOrderInput } from '#orders/actions/create_order'
import { PaymentGateway, type PaymentOrder } from '#orders/services/payments/payment_gateway'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'

export type CreatePaymentLinkInput = Omit<CreateOrderInput, 'mode' | 'gateway'>

export interface CreatePaymentLinkResult {
  order: CartShoppingHeader
  link: string
  /** False when the idempotency key replayed an earlier link. */
  created: boolean
}

function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/**
 * 'Continuar compra' / a payment link the buyer pays later (doc 3 §7 "Create a payment link",
 * §8 '¡Link de pago generado!'): the same checks, prices and transaction as an order
 * (CreateOrder in mode 'paymentLink': a cart-model order, pending until paid, that tells the
 * store nothing yet), then the gateway's checkout for it (PaymentGateway.createPreference,
 * outside the transaction: no row lock waits on an outside service), stored as
 * `payment_link` / `payment_reference`.
 *
 * When the gateway fails the order just made is removed again (it had no link, no payment, and
 * nobody was told of it): the buyer gets 502 'No fue posible generar el link de pago…' and
 * nothing is left half-written; trying again makes a new one. A replayed key answers the
 * order's link — or, when an earlier attempt with that key is still waiting for the gateway,
 * asks the gateway itself and keeps the first link stored.
 */
@inject()
export default class CreatePaymentLink {
  constructor(
    private createOrder: CreateOrder,
    private gateway: PaymentGateway
  ) {}

  async handle(input: CreatePaymentLinkInput): Promise<CreatePaymentLinkResult> {
    const result = await this.createOrder.handle({
      ...input,
      mode: 'paymentLink',
      gateway: this.gateway.name,
    })
    const { order, created } = result
    if (order.paymentLink) return { order, link: order.paymentLink, created }

    let preference
    try {
      preference = await this.gateway.createPreference(await this.paymentOrder(order, input))
    } catch (error) {
      logger.error({ err: error, orderId: order.id }, 'payments: could not create a payment link')
      if (created) await this.discard(order)
      throw new BusinessError(M.linkFailed, 502)
    }
    const stored = affected(
      await db
        .from('cart_shopping_headers')
        .where('id', order.id)
        .whereNull('payment_link')
        .update({
          payment_link: preference.link,
          payment_gateway: this.gateway.name,
          payment_reference: preference.externalId,
        })
    )
    if (stored === 0) {
      // another attempt with the same key stored its link first: that one is the order's
      const fresh = await CartShoppingHeader.findOrFail(order.id)
      return { order: fresh, link: fresh.paymentLink ?? preference.link, created }
    }
    order.paymentLink = preference.link
    order.paymentGateway = this.gateway.name
    order.paymentReference = preference.externalId
    return { order, link: preference.link, created }
  }

  /** What the gateway charges: the order's lines and shipping in its store's currency. */
  private async paymentOrder(
    order: CartShoppingHeader,
    input: CreatePaymentLinkInput
  ): Promise<PaymentOrder> {
    const [store, items] = await Promise.all([
      Store.findOrFail(order.storeId),
      'items' in order.$preloaded
        ? order.items
        : CartShoppingDetail.query().where('header_id', order.id).orderBy('id', 'asc'),
    ])
    const country = COUNTRIES[store.countryCode as CountryCode] ?? COUNTRIES.CO
    return {
      id: order.id,
      refVenta: order.refVenta,
      total: formatCents(moneyOf(order.total)),
      shipping: formatCents(moneyOf(order.shippingCost)),
      currency: country.currency,
      items: items.map((item) => ({
        id: item.id,
        title: item.description,
        quantity: item.quantity,
        unitPrice: formatCents(moneyOf(item.unitPrice)),
      })),
      buyer: { name: input.user.fullName, email: input.user.email },
      returnUrl: absoluteUrl(store.countryCode, purchasePath(order.id)),
      countryCode: store.countryCode,
    }
  }

  /** Removes an order whose link could not be made: no link, no payment, nobody told. */
  private async discard(order: CartShoppingHeader) {
    await db
      .from('cart_shopping_headers')
      .where('id', order.id)
      .whereNull('payment_link')
      .where('status', 'pending')
      .whereNotExists((query) =>
        query
          .from('transactions_paid')
          .whereColumn('transactions_paid.header_id', 'cart_shopping_headers.id')
      )
      .delete()
      .catch((error) => {
        logger.error(
          { err: error, orderId: order.id },
          'payments: could not remove a linkless order'
        )
      })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { missingRecord } from '#core/policies/decisions'
import { urlWithPrefix } from '#core/services/routes_helper'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import MarkOrderPaid, { type MarkOrderPaidOutcome } from '#orders/actions/mark_order_paid'
import LocalPaymentTransformer from '#orders/transformers/local_payment_transformer'
import { PaymentGateway } from '#orders/services/payments/payment_gateway'
import { LOCAL_TOKEN_PATTERN, localPaymentPath } from '#orders/services/payments/local_gateway'
import { CHECKOUT_MESSAGES as M } from '#orders/rules/checkout_messages'

/** The local page's order of a token, with what the page shows; null when there is none. */
async function localOrder(token: string) {
  if (!LOCAL_TOKEN_PATTERN.test(token)) return null
  return CartShoppingHeader.query()
    .where('payment_gateway', 'local')
    .where('payment_reference', token)
    .preload('items')
    .preload('payments', (payments) =>
      payments.where('status', 'approved').select('id', 'header_id', 'status')
    )
    .preload('store', (store) => store.select('id', 'name', 'country_code'))
    .first()
}

/** What the buyer reads after pressing 'Pagar', by what the payment changed. */
function localOutcome(outcome: MarkOrderPaidOutcome) {
  if (outcome === 'paid') return { ok: true, message: M.paymentRegistered }
  if (outcome === 'alreadyRecorded') return { ok: true, message: M.alreadyPaid }
  return { ok: false, message: M.cannotPayCancelled }
}

/**
 * The payment gateway's side of the checkout (issue 11):
 *
 * - POST /api/payments/mercadopago/webhook — Mercado Pago's notifications (no session, no
 *   CSRF: a server-to-server call). The `x-signature` header must be Mercado Pago's
 *   (HMAC-SHA256 with MERCADOPAGO_WEBHOOK_SECRET, see MercadoPagoGateway): 401 otherwise. The
 *   payment is then read from Mercado Pago itself and an approved one marks its order paid
 *   (MarkOrderPaid). 200 `{ received: true, outcome }` — also for a repeated notification,
 *   which changes nothing and tells nobody again, and for notifications of other topics; 502
 *   when Mercado Pago cannot be asked (it retries). 404 while PAYMENTS_DRIVER is not
 *   mercadopago.
 * - GET /pagos/local/{token} — the local gateway's page (PAYMENTS_DRIVER=local only; 404
 *   otherwise, and for an unknown token): the order, its lines and total, a 'Pagar' button.
 * - POST /pagos/local/{token} — 'Pagar': the same MarkOrderPaid as the webhook, once (a second
 *   press answers 'Este pedido ya está pagado'). Back to the page with the message as a toast;
 *   a JSON caller gets `{ message, data: { status, outcome } }`.
 *
 * Whoever holds the link may pay it (a payment link is made to be shared); the token is 24
 * random bytes.
 */
export default class PaymentsController {
  /** @summary Recibe los avisos de pago de Mercado Pago */
  @inject()
  async mercadoPagoWebhook(
    { request, response }: HttpContext,
    gateway: PaymentGateway,
    action: MarkOrderPaid
  ) {
    if (gateway.name !== 'mercadopago') throw missingRecord()
    let notice
    try {
      notice = await gateway.parseWebhook({
        header: (name) => request.header(name),
        query: request.qs(),
        body: request.body(),
      })
    } catch (error) {
      logger.error({ err: error }, 'payments: could not read a Mercado Pago notification')
      return response.status(502).send({
        message: M.webhookGatewayDown,
        errors: [{ message: M.webhookGatewayDown }],
      })
    }
    if (!notice) {
      return response.status(401).send({
        message: M.webhookSignature,
        errors: [{ message: M.webhookSignature }],
      })
    }
    if (notice.kind === 'ignored') return { received: true, outcome: 'ignored' }
    const result = await action.handle({
      refVenta: notice.externalId,
      gateway: gateway.name,
      paymentId: notice.paymentId,
      status: notice.status,
      amount: notice.amount,
    })
    return { received: true, outcome: result.outcome }
  }

  @inject()
  async localShow({ params, inertia }: HttpContext, gateway: PaymentGateway) {
    if (gateway.name !== 'local') throw missingRecord()
    const order = await localOrder(String(params.token))
    if (!order) throw missingRecord()
    return inertia.render('orders/local_payment', {
      token: String(params.token),
      order: new LocalPaymentTransformer(order).toObject(),
    })
  }

  @inject()
  async localPay(ctx: HttpContext, gateway: PaymentGateway, action: MarkOrderPaid) {
    const { params, request, response, session } = ctx
    if (gateway.name !== 'local') throw missingRecord()
    const token = String(params.token)
    const order = await localOrder(token)
    if (!order) throw missingRecord()
    const result = await action.handle({
      orderId: order.id,
      gateway: gateway.name,
      paymentId: `local-${order.id}`,
      status: 'approved',
      amount: null,
    })
    const { ok, message } = localOutcome(result.outcome)
    if (request.accepts(['html', 'json']) === 'json' && !request.header('x-inertia')) {
      const fresh = await CartShoppingHeader.findOrFail(order.id)
      return response.status(ok ? 200 : 409).send({
        message,
        ...(ok ? {} : { errors: [{ message }] }),
        data: { status: fresh.status, outcome: result.outcome },
      })
    }
    session.flash(ok ? 'success' : 'error', message)
    return response.redirect().toPath(urlWithPrefix(localPaymentPath(token)))
  }
}

/*
| Orders module routes: checkout (see app/orders/routes.ts). The buyer buys from a quotation —
| an order ('Enviar pedido') or a payment link — (doc 3 §7 "Create an order", "Create a payment
| link"), the payment gateway's webhook, and the local gateway's payment page. See
| CheckoutController and PaymentsController for each payload and answer.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import productConfig from '#config/product'
import { urlWithPrefix as p } from '#core/services/routes_helper'

const CheckoutController = () => import('#orders/controllers/checkout_controller')
const PaymentsController = () => import('#orders/controllers/payments_controller')

const go = productConfig.goPath
const token = /^[A-Za-z0-9_-]{1,64}$/

router
  .group(() => {
    router
      .post(`/${go}/quotation/createNewOrder`, [CheckoutController, 'createNewOrder'])
      .as('checkout.createNewOrder')
    router
      .post(`/${go}/quotation/createPaymentLink`, [CheckoutController, 'createPaymentLink'])
      .as('checkout.createPaymentLink')
  })
  .prefix(p('/api'))
  .as('api')
  .use(middleware.auth({ guards: ['api', 'web'] }))

/** Mercado Pago's notifications: no session, no CSRF (server to server), signature required. */
router
  .post(p('/api/payments/mercadopago/webhook'), [PaymentsController, 'mercadoPagoWebhook'])
  .as('api.payments.mercadopago.webhook')

/** The local gateway's page (PAYMENTS_DRIVER=local): whoever holds the link may pay it. */
router
  .get(p('/pagos/local/:token'), [PaymentsController, 'localShow'])
  .where('token', token)
  .as('payments.local.show')
router
  .post(p('/pagos/local/:token'), [PaymentsController, 'localPay'])
  .where('token', token)
  .as('payments.local.pay')

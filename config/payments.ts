import env from '#start/env'

/**
 * The payment gateway of the cart sales model and payment links (issue 11):
 *
 * - `PAYMENTS_DRIVER=local` (default): the local page /pagos/local/{token} with a 'Pagar'
 *   button; no money moves. Production refuses to boot with it (production_guard.ts) unless
 *   ALLOW_LOCAL_DRIVERS=true (a demo).
 * - `PAYMENTS_DRIVER=mercadopago`: Mercado Pago Checkout Pro (Colombia COP, Mexico MXN) with
 *   the account's `MERCADOPAGO_ACCESS_TOKEN`; its webhook (POST /api/payments/mercadopago/
 *   webhook, registered in Mercado Pago's panel for the "Pagos" topic) is verified with
 *   `MERCADOPAGO_WEBHOOK_SECRET`.
 */
const paymentsConfig = {
  driver: env.get('PAYMENTS_DRIVER', 'local') as 'local' | 'mercadopago',
  mercadoPago: {
    accessToken: env.get('MERCADOPAGO_ACCESS_TOKEN', ''),
    webhookSecret: env.get('MERCADOPAGO_WEBHOOK_SECRET', ''),
    apiUrl: 'https://api.mercadopago.com',
  },
}

export default paymentsConfig

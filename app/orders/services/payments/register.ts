import type { ApplicationService } from '@adonisjs/core/types'
import { appUrl } from '#config/app'
import paymentsConfig from '#config/payments'
import { urlWithPrefix } from '#core/services/routes_helper'
import { PaymentGateway } from '#orders/services/payments/payment_gateway'

/** Absolute URL of the Mercado Pago webhook route (payments routes, app/orders/routes/checkout.ts). */
export function mercadoPagoWebhookUrl() {
  return `${appUrl.replace(/\/$/, '')}${urlWithPrefix('/api/payments/mercadopago/webhook')}`
}

/**
 * Binds PaymentGateway to the driver PAYMENTS_DRIVER names (config/payments.ts): the local page
 * by default, Mercado Pago when set. Called by the app provider at boot (the orders module binds
 * its own outside service: core may not load it).
 */
export function registerPaymentGateway(app: ApplicationService) {
  app.container.singleton(PaymentGateway, async () => {
    if (paymentsConfig.driver === 'mercadopago') {
      const { MercadoPagoGateway } = await import('#orders/services/payments/mercado_pago_gateway')
      return new MercadoPagoGateway({
        accessToken: paymentsConfig.mercadoPago.accessToken,
        webhookSecret: paymentsConfig.mercadoPago.webhookSecret,
        notificationUrl: mercadoPagoWebhookUrl(),
        apiUrl: paymentsConfig.mercadoPago.apiUrl,
      })
    }
    const { LocalPaymentGateway } = await import('#orders/services/payments/local_gateway')
    return new LocalPaymentGateway(`${appUrl.replace(/\/$/, '')}${urlWithPrefix('')}`)
  })
}

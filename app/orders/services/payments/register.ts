import type { ApplicationService } from '@adonisjs/core/types'
import { absoluteUrl } from '#core/country/urls'
import paymentsConfig from '#config/payments'
import { urlWithPrefix } from '#core/services/routes_helper'
import { PaymentGateway } from '#orders/services/payments/payment_gateway'

/**
 * Absolute URL of the Mercado Pago webhook route (payments routes, app/orders/routes/checkout.ts)
 * on a country's site (the order's; the default country's without one).
 */
export function mercadoPagoWebhookUrl(countryCode?: string | null) {
  return absoluteUrl(countryCode, urlWithPrefix('/api/payments/mercadopago/webhook'))
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
        notificationUrl: mercadoPagoWebhookUrl,
        apiUrl: paymentsConfig.mercadoPago.apiUrl,
      })
    }
    const { LocalPaymentGateway } = await import('#orders/services/payments/local_gateway')
    return new LocalPaymentGateway((countryCode) => absoluteUrl(countryCode, urlWithPrefix('')))
  })
}

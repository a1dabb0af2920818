import { randomBytes } from 'node:crypto'
import {
  PaymentGateway,
  type IgnoredNotice,
  type PaymentNotice,
  type PaymentOrder,
  type PaymentPreference,
} from '#orders/services/payments/payment_gateway'

/** The local payment page of a token (/pagos/local/{token}). */
export function localPaymentPath(token: string) {
  return `/pagos/local/${token}`
}

/** A token is 32 url-safe characters (24 random bytes). */
export const LOCAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

/**
 * The local stand-in of the payment gateway (PAYMENTS_DRIVER=local, the default in development
 * and tests; production refuses to boot with it). The link opens our own page
 * /pagos/local/{token}, where a 'Pagar' button marks the order paid through the same
 * MarkOrderPaid action the Mercado Pago webhook uses. No money moves and nothing leaves the
 * machine. It takes no webhooks.
 */
export class LocalPaymentGateway extends PaymentGateway {
  readonly name = 'local'

  /**
   * `baseUrl`: the site with the route prefix — one address, or the address of an order's
   * country (the link is absolute: the buyer copies it; it opens the order's country site).
   */
  constructor(private baseUrl: string | ((countryCode: string) => string)) {
    super()
  }

  async createPreference(order: PaymentOrder): Promise<PaymentPreference> {
    const token = randomBytes(24).toString('base64url')
    const base = typeof this.baseUrl === 'string' ? this.baseUrl : this.baseUrl(order.countryCode)
    return {
      link: `${base.replace(/\/$/, '')}${localPaymentPath(token)}`,
      externalId: token,
    }
  }

  async parseWebhook(): Promise<PaymentNotice | IgnoredNotice | null> {
    return null
  }
}

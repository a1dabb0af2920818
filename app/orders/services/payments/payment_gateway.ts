import type { PaymentStatus } from '#orders/models/transaction_paid'

/**
 * The payment gateway behind the cart sales model and payment links (issue 11). Code depends on
 * this class only, resolved from the container (bound by `registerPaymentGateway`, driver
 * PAYMENTS_DRIVER in config/payments.ts): Mercado Pago in production (Colombia and Mexico), a
 * local page in development and tests, which production refuses to boot with
 * (app/core/services/production_guard.ts).
 */

/** What the gateway is asked to charge: one order, its lines and shipping, in its currency. */
export interface PaymentOrder {
  id: number
  /** Our reference (RV-000123): the gateway echoes it back with each payment. */
  refVenta: string
  /** Decimal text: what the buyer pays. */
  total: string
  shipping: string
  currency: 'COP' | 'MXN'
  items: { id: number; title: string; quantity: number; unitPrice: string }[]
  buyer: { name: string; email: string | null }
  /** Absolute URL the buyer returns to after paying (or giving up): the order's country site. */
  returnUrl: string
  /** The order's country (its store's): the payment page and the webhook use its site. */
  countryCode: string
}

export interface PaymentPreference {
  /** Absolute URL the buyer opens to pay (the payment link). */
  link: string
  /** The gateway's own id of this checkout (Mercado Pago preference id, local token). */
  externalId: string
}

/** A payment the gateway told us about, read from the gateway itself. */
export interface PaymentNotice {
  kind: 'payment'
  /** Our order reference the payment names (external_reference = ref_venta). */
  externalId: string
  status: PaymentStatus
  /** The gateway's id of the payment: one transactions_paid row each. */
  paymentId: string
  /** Decimal text of what was paid, when the gateway says. */
  amount: string | null
}

/** A notification of something else (a merchant order, a test ping): answered 200, ignored. */
export interface IgnoredNotice {
  kind: 'ignored'
}

/** What the webhook controller hands to the gateway: the request as received. */
export interface WebhookRequest {
  header(name: string): string | undefined | null
  /** The query string, as parsed (`data.id` included). */
  query: Record<string, unknown>
  body: unknown
}

export abstract class PaymentGateway {
  /** Stored with the order (`payment_gateway`) and each payment (`transactions_paid.gateway`). */
  abstract readonly name: string

  /** A checkout for the order: the link the buyer pays through. */
  abstract createPreference(order: PaymentOrder): Promise<PaymentPreference>

  /**
   * Verifies a webhook's signature and reads the payment it names from the gateway. Null when
   * the signature is missing or wrong (the caller answers 401); throws when the gateway cannot
   * be asked (the caller answers 502 and the gateway retries).
   */
  abstract parseWebhook(request: WebhookRequest): Promise<PaymentNotice | IgnoredNotice | null>
}

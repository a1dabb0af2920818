import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatCents, parseMoney } from '#core/rules/money'
import type { PaymentStatus } from '#orders/models/transaction_paid'
import {
  PaymentGateway,
  type IgnoredNotice,
  type PaymentNotice,
  type PaymentOrder,
  type PaymentPreference,
  type WebhookRequest,
} from '#orders/services/payments/payment_gateway'

export interface MercadoPagoOptions {
  accessToken: string
  /** The secret of the webhook ("clave secreta" in Tus integraciones → Webhooks). */
  webhookSecret: string
  /**
   * Absolute URL of our webhook (POST /api/payments/mercadopago/webhook): one address, or the
   * address on an order's country site.
   */
  notificationUrl: string | ((countryCode: string) => string)
  apiUrl?: string
  /** Milliseconds before a call to Mercado Pago is given up. */
  timeoutMs?: number
}

/** Mercado Pago's payment statuses as ours (transactions_paid.status). */
export function paymentStatusOf(status: unknown): PaymentStatus {
  switch (status) {
    case 'approved':
      return 'approved'
    case 'rejected':
    case 'cancelled':
      return 'declined'
    case 'refunded':
    case 'charged_back':
      return 'refunded'
    case 'pending':
    case 'in_process':
    case 'in_mediation':
    case 'authorized':
      return 'pending'
    default:
      return 'error'
  }
}

/** `ts=1704908010,v1=618c…` → its parts; null when one is missing. */
export function parseSignatureHeader(header: string | null | undefined) {
  if (!header) return null
  const parts = new Map<string, string>()
  for (const piece of header.split(',')) {
    const [key, ...rest] = piece.split('=')
    if (key && rest.length) parts.set(key.trim(), rest.join('=').trim())
  }
  const ts = parts.get('ts')
  const v1 = parts.get('v1')
  return ts && v1 ? { ts, v1 } : null
}

/**
 * The text Mercado Pago signs: `id:{data.id};request-id:{x-request-id};ts:{ts};`, each part
 * left out when the notification lacks it; `data.id` in lower case when alphanumeric.
 */
export function signatureManifest(input: {
  dataId: string | null
  requestId: string | null
  ts: string
}) {
  let manifest = ''
  if (input.dataId) {
    const id = /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId
    manifest += `id:${id};`
  }
  if (input.requestId) manifest += `request-id:${input.requestId};`
  manifest += `ts:${input.ts};`
  return manifest
}

/** How far a signature's `ts` may be from our clock, either way: 5 minutes. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

/**
 * Whether a signature's `ts` lies within 5 minutes of `nowMs`, before or after: an older (or
 * later) notification is refused even when correctly signed, so a captured one cannot be
 * replayed. Mercado Pago's documentation shows `ts` in seconds while its notifications carry
 * milliseconds: a value of 12 digits or more is read as milliseconds, a shorter one as seconds
 * (seconds reach 12 digits only in the year 5138). Anything but digits is refused.
 */
export function signatureIsFresh(ts: string, nowMs: number) {
  if (!/^\d{1,15}$/.test(ts)) return false
  const value = Number(ts)
  const ms = ts.length >= 12 ? value : value * 1000
  return Math.abs(nowMs - ms) <= SIGNATURE_TOLERANCE_MS
}

/** HMAC-SHA256 (hex) of the manifest with the webhook's secret. */
export function signManifest(manifest: string, secret: string) {
  return createHmac('sha256', secret).update(manifest).digest('hex')
}

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/** "85000.50" → 85000.5 (what the JSON of Mercado Pago's API takes). */
const amount = (value: string) => Number(value)

/**
 * Mercado Pago Checkout Pro over its REST API (fetch, no SDK), for Colombia (COP) and Mexico
 * (MXN): the account's access token decides the country; each order is charged in its store's
 * currency.
 *
 * - `createPreference`: POST /checkout/preferences with the order's lines (and the shipping as
 *   a line of its own), `external_reference` = ref_venta, `notification_url` (our webhook; only
 *   an https address, Mercado Pago refuses others) and `back_urls` (the buyer's page). The link
 *   is the preference's `init_point`.
 * - `parseWebhook`: checks the `x-signature` header — `ts=…,v1=…`, v1 being the HMAC-SHA256 of
 *   `id:{data.id};request-id:{x-request-id};ts:{ts};` with the webhook's secret, and that `ts` is
 *   within 5 minutes of our clock either way (signatureIsFresh: an old notification, however
 *   well signed, is a replay and is refused like a forged one) — then reads the
 *   payment (GET /v1/payments/{id}) with the access token: the notification itself is never
 *   trusted for the status or the amount.
 */
export class MercadoPagoGateway extends PaymentGateway {
  readonly name = 'mercadopago'

  constructor(
    private options: MercadoPagoOptions,
    private fetcher: typeof fetch = fetch
  ) {
    super()
  }

  private get apiUrl() {
    return (this.options.apiUrl ?? 'https://api.mercadopago.com').replace(/\/$/, '')
  }

  private call(path: string, init: RequestInit = {}) {
    return this.fetcher(`${this.apiUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      headers: {
        'Authorization': `Bearer ${this.options.accessToken}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    })
  }

  /** The body of POST /checkout/preferences for an order. */
  preferenceBody(order: PaymentOrder) {
    const notificationUrl =
      typeof this.options.notificationUrl === 'string'
        ? this.options.notificationUrl
        : this.options.notificationUrl(order.countryCode)
    const items = order.items.map((item) => ({
      id: String(item.id),
      title: item.title.slice(0, 256),
      quantity: item.quantity,
      unit_price: amount(item.unitPrice),
      currency_id: order.currency,
    }))
    if ((parseMoney(order.shipping) ?? 0n) > 0n) {
      items.push({
        id: 'envio',
        title: 'Envío',
        quantity: 1,
        unit_price: amount(order.shipping),
        currency_id: order.currency,
      })
    }
    return {
      items,
      payer: { name: order.buyer.name, ...(order.buyer.email ? { email: order.buyer.email } : {}) },
      external_reference: order.refVenta,
      ...(notificationUrl.startsWith('https://') ? { notification_url: notificationUrl } : {}),
      back_urls: { success: order.returnUrl, failure: order.returnUrl, pending: order.returnUrl },
      ...(order.returnUrl.startsWith('https://') ? { auto_return: 'approved' } : {}),
      metadata: { order_id: order.id },
    }
  }

  async createPreference(order: PaymentOrder): Promise<PaymentPreference> {
    const response = await this.call('/checkout/preferences', {
      method: 'POST',
      headers: { 'X-Idempotency-Key': `preference-${order.refVenta}` },
      body: JSON.stringify(this.preferenceBody(order)),
    })
    if (!response.ok) throw new Error(`Mercado Pago answered ${response.status} to a preference`)
    const body = (await response.json()) as { id?: string; init_point?: string }
    if (!body.id || !body.init_point) throw new Error('Mercado Pago gave no preference link')
    return { link: body.init_point, externalId: String(body.id) }
  }

  /**
   * Whether the webhook's `x-signature` is Mercado Pago's for this notification, made within
   * the last 5 minutes (or 5 minutes ahead of our clock at most).
   */
  verifySignature(request: WebhookRequest, dataId: string | null) {
    const signature = parseSignatureHeader(request.header('x-signature'))
    if (!signature || !this.options.webhookSecret) return false
    if (!signatureIsFresh(signature.ts, Date.now())) return false
    const manifest = signatureManifest({
      dataId,
      requestId: text(request.header('x-request-id')),
      ts: signature.ts,
    })
    return safeEqual(signManifest(manifest, this.options.webhookSecret), signature.v1)
  }

  async parseWebhook(request: WebhookRequest): Promise<PaymentNotice | IgnoredNotice | null> {
    const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } }
    const query = request.query ?? {}
    const nested = (query.data as { id?: unknown } | undefined)?.id
    const dataId = text(query['data.id']) ?? text(nested) ?? text(query.id) ?? text(body.data?.id)
    if (!this.verifySignature(request, dataId)) return null

    const type = text(body.type) ?? text(query.type) ?? text(query.topic)
    if (type !== 'payment' || !dataId) return { kind: 'ignored' }

    const response = await this.call(`/v1/payments/${encodeURIComponent(dataId)}`)
    if (response.status === 404) return { kind: 'ignored' }
    if (!response.ok) throw new Error(`Mercado Pago answered ${response.status} to a payment`)
    const payment = (await response.json()) as {
      id?: unknown
      status?: unknown
      external_reference?: unknown
      transaction_amount?: unknown
    }
    const reference = text(payment.external_reference)
    if (!reference) return { kind: 'ignored' }
    const paid = text(payment.transaction_amount)
    const cents = paid === null ? null : parseMoney(Number(paid).toFixed(2))
    return {
      kind: 'payment',
      externalId: reference,
      status: paymentStatusOf(payment.status),
      paymentId: text(payment.id) ?? dataId,
      amount: cents === null ? null : formatCents(cents),
    }
  }
}

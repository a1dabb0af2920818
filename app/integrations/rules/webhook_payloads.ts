import type { WebhookEvent } from '#integrations/rules/webhook_rules'

/**
 * The `data` of each webhook event, built from rows (pure): what the store's own API shows of
 * the thing, and never customer data — the buyer's name, phone, e-mail, identification or
 * property card stay behind the masking rule (app/quotations/rules/customer_data.ts) of the API
 * the `url` names.
 */
export interface RequestCreatedData {
  request_id: number
  code: string
  channel: 'marketplace' | 'store'
  brand: string | null
  model: string
  year: number
  city: string | null
  country_code: string
  quote_by_product: boolean
  expires_at: string | null
  parts: { id: number; name: string; quantity: number; reference: string | null }[]
  url: string
}

export function requestCreatedData(input: {
  request: {
    id: number
    code: string
    storeId: number | null
    brandName: string | null
    vehicleModel: string
    vehicleYear: number
    cityName: string | null
    countryCode: string
    quoteByProduct: boolean
    expiresAt: string | null
  }
  parts: { id: number; name: string; amount: number; reference: string | null }[]
  url: string
}): RequestCreatedData {
  const { request } = input
  return {
    request_id: request.id,
    code: request.code,
    channel: request.storeId ? 'store' : 'marketplace',
    brand: request.brandName,
    model: request.vehicleModel,
    year: request.vehicleYear,
    city: request.cityName,
    country_code: request.countryCode,
    quote_by_product: request.quoteByProduct,
    expires_at: request.expiresAt,
    parts: input.parts.map((part) => ({
      id: part.id,
      name: part.name,
      quantity: Number(part.amount),
      reference: part.reference,
    })),
    url: input.url,
  }
}

/** Which webhook event an outbox event becomes. */
export const WEBHOOK_EVENT_OF: Record<string, WebhookEvent> = {
  'quotations.request_created': 'request.created',
  'order.created': 'quotation.purchased',
  'order.paid': 'quotation.purchased',
  'orders.order_status_changed': 'order.status_changed',
  'chat.message_sent': 'chat.message',
}

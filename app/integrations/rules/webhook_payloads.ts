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

/** `quotation.purchased`: an order of the store's quotation, when the store is told of it. */
export interface QuotationPurchasedData {
  /** 'created': an order sent to an orders-model store; 'paid': a purchase paid. */
  kind: string
  order_id: number
  ref_venta: string
  quotation_id: number | null
  quotation_request_id: number | null
  sales_model: string
  status: string
  /** Money as decimal text ("210947.00"). */
  subtotal: string
  shipping_cost: string
  total: string
  country_code: string
  shipping_option: string | null
  items: { description: string; quantity: number; unit_price: string; total: string }[]
  url: string
}

/** `order.status_changed`: a status change of one of the store's orders. */
export interface OrderStatusChangedData {
  order_id: number
  ref_venta: string
  from: string
  to: string
  note: string | null
  /** Who changed it: 'buyer', 'store' or 'staff'… as the order's history says. */
  changed_by: string
  url: string
}

/** `chat.message`: a message a buyer wrote to the store. */
export interface ChatMessageData {
  message_id: number
  conversation: { kind: 'quotationRequest' | 'quotation' | 'order'; id: number }
  text: string | null
  attachments: { name: string | null; type: string | null }[]
  created_at: string | null
}

/**
 * The `data` of each event. The OpenAPI document's `webhooks` (node ace openapi:generate) are
 * generated from this map, each with its Spanish `@summary`: keep one entry per event.
 */
export interface WebhookEventData {
  /** @summary Una solicitud de cotización nueva que la tienda puede cotizar (por sus marcas y zonas, o dirigida a ella). */
  'request.created': RequestCreatedData
  /** @summary Un comprador compró una cotización de la tienda (pedido enviado, o pagado en el modelo carrito). */
  'quotation.purchased': QuotationPurchasedData
  /** @summary Cambió el estado de un pedido de la tienda. */
  'order.status_changed': OrderStatusChangedData
  /** @summary Un comprador escribió a la tienda en el chat. */
  'chat.message': ChatMessageData
}

/** Which webhook event an outbox event becomes. */
export const WEBHOOK_EVENT_OF: Record<string, WebhookEvent> = {
  'quotations.request_created': 'request.created',
  'order.created': 'quotation.purchased',
  'order.paid': 'quotation.purchased',
  'orders.order_status_changed': 'order.status_changed',
  'chat.message_sent': 'chat.message',
}

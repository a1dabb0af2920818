import db from '@adonisjs/lucid/services/db'
import productConfig from '#config/product'
import webhooksConfig from '#config/webhooks'
import type { OutboxEvent } from '#core/outbox/outbox'
import { absoluteUrl } from '#core/country/urls'
import { urlWithPrefix } from '#core/services/routes_helper'
import type { QuotationRequestCreatedPayload } from '#quotations/events/quotation_request_created'
import EligibleVendorsQuery from '#quotations/queries/eligible_vendors_query'
import type { OrderEventPayload } from '#orders/events/order_events'
import type { OrderStatusChangedPayload } from '#orders/rules/order_status'
import { storeSeesOrder } from '#orders/queries/sales_access_query'
import { webhookEventId } from '#integrations/rules/webhook_rules'
import {
  requestCreatedData,
  type ChatMessageData,
  type OrderStatusChangedData,
  type QuotationPurchasedData,
} from '#integrations/rules/webhook_payloads'
import { fanOut } from '#integrations/services/webhook_dispatcher'

const apiPath = (path: string) => urlWithPrefix(`/api/${productConfig.goPath}${path}`)

function iso(value: unknown) {
  if (!value) return null
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  return /^\d{4}-\d{2}-\d{2} /.test(text) ? `${text.replace(' ', 'T')}Z` : text
}

/**
 * The outbox handlers of the webhooks (start/events.ts wires them): each outbox event becomes
 * one webhook event (`evt_<outbox id>`) for the stores concerned, whatever store hears of the
 * thing in its notifications:
 * - 'quotations.request_created' → `request.created`: the stores the request reaches
 *   (EligibleVendorsQuery: a marketplace request's brand and zone, or the store a store request
 *   is addressed to);
 * - 'order.created' / 'order.paid' → `quotation.purchased`: the store of the bought quotation,
 *   when it is told (an order of the orders sales model when sent; a cart purchase or payment
 *   link once paid — `kind` says which);
 * - 'orders.order_status_changed' → `order.status_changed`: the order's store, unless it never
 *   saw the order (a cart purchase never paid);
 * - 'chat.message_sent' → `chat.message`: the store on the other side of a buyer's message.
 * A handler run twice writes nothing new (fanOut's unique (endpoint, event id)). Each ends once
 * its sends have (`holdNextHandlersMs` at most), so the event's next handlers — the
 * notifications, registered after these in start/events.ts — do not stall the POSTs.
 */
export default class WebhookEvents {
  async requestCreated(event: OutboxEvent<QuotationRequestCreatedPayload>) {
    const requestId = event.payload.requestId
    const vendors = await new EligibleVendorsQuery().handle(requestId)
    const storeIds = [...new Set(vendors.map((vendor) => vendor.storeId))]
    if (storeIds.length === 0) return 0
    const [request, parts] = await Promise.all([
      db
        .from('quotation_requests as r')
        .leftJoin('vehicle_brands as b', 'b.id', 'r.brand_id')
        .leftJoin('localization_zones as z', 'z.id', 'r.city_id')
        .where('r.id', requestId)
        .select(
          'r.id',
          'r.code',
          'r.store_id',
          'r.vehicle_model',
          'r.vehicle_year',
          'r.country_code',
          'r.quote_by_product',
          'r.expires_at',
          'b.name as brand_name',
          'z.name as city_name'
        )
        .first(),
      db
        .from('quotation_request_details')
        .where('quotation_request_id', requestId)
        .orderBy('id', 'asc')
        .select('id', 'name', 'amount', 'reference'),
    ])
    if (!request) return 0
    const data = requestCreatedData({
      request: {
        id: Number(request.id),
        code: request.code,
        storeId: request.store_id ? Number(request.store_id) : null,
        brandName: request.brand_name ?? null,
        vehicleModel: request.vehicle_model,
        vehicleYear: Number(request.vehicle_year),
        cityName: request.city_name ?? null,
        countryCode: request.country_code,
        quoteByProduct: Boolean(request.quote_by_product),
        expiresAt: iso(request.expires_at),
      },
      parts: parts.map((part) => ({
        id: Number(part.id),
        name: part.name,
        amount: Number(part.amount),
        reference: part.reference ?? null,
      })),
      url: absoluteUrl(request.country_code, apiPath(`/QuotationRequest/${request.id}`)),
    })
    return fanOut({
      storeIds,
      type: 'request.created',
      eventId: webhookEventId(event.id),
      holdMs: webhooksConfig.holdNextHandlersMs,
      data: { ...data },
    })
  }

  async quotationPurchased(event: OutboxEvent<OrderEventPayload>) {
    const order = event.payload
    const [header, items] = await Promise.all([
      db
        .from('cart_shopping_headers as h')
        .leftJoin('quotations as q', 'q.id', 'h.quotation_id')
        .where('h.id', order.orderId)
        .select(
          'h.id',
          'h.status',
          'h.quotation_id',
          'h.subtotal',
          'h.shipping_cost',
          'h.total',
          'h.shipping_option',
          'h.created_at',
          'q.quotation_request_id'
        )
        .first(),
      db
        .from('cart_shopping_details')
        .where('header_id', order.orderId)
        .orderBy('id', 'asc')
        .select('description', 'quantity', 'unit_price', 'total'),
    ])
    if (!header) return 0
    return fanOut({
      storeIds: [order.storeId],
      type: 'quotation.purchased',
      eventId: webhookEventId(event.id),
      holdMs: webhooksConfig.holdNextHandlersMs,
      data: {
        kind: order.kind,
        order_id: order.orderId,
        ref_venta: order.refVenta,
        quotation_id: header.quotation_id ? Number(header.quotation_id) : null,
        quotation_request_id: header.quotation_request_id
          ? Number(header.quotation_request_id)
          : null,
        sales_model: order.salesModel,
        status: header.status,
        subtotal: String(header.subtotal),
        shipping_cost: String(header.shipping_cost),
        total: order.total,
        country_code: order.countryCode,
        shipping_option: header.shipping_option,
        items: items.map((item) => ({
          description: item.description,
          quantity: Number(item.quantity),
          unit_price: String(item.unit_price),
          total: String(item.total),
        })),
        url: absoluteUrl(order.countryCode, apiPath(`/sales/${order.orderId}`)),
      } satisfies QuotationPurchasedData,
    })
  }

  async orderStatusChanged(event: OutboxEvent<OrderStatusChangedPayload>) {
    const change = event.payload
    const order = await db
      .from('cart_shopping_headers')
      .where('id', change.orderId)
      .select('id', 'sales_model')
      .first()
    if (!order) return 0
    if (!(await storeSeesOrder({ id: Number(order.id), salesModel: order.sales_model }))) return 0
    return fanOut({
      storeIds: [change.storeId],
      type: 'order.status_changed',
      eventId: webhookEventId(event.id),
      holdMs: webhooksConfig.holdNextHandlersMs,
      data: {
        order_id: change.orderId,
        ref_venta: change.refVenta,
        from: change.from,
        to: change.to,
        note: change.note,
        changed_by: change.side,
        url: absoluteUrl(change.countryCode, apiPath(`/sales/${change.orderId}`)),
      } satisfies OrderStatusChangedData,
    })
  }

  async chatMessage(event: OutboxEvent<{ messageId: number }>) {
    const message = await db
      .from('chat_messages')
      .where('id', event.payload.messageId)
      .whereNull('deleted_at')
      .select(
        'id',
        'message',
        'attached_file',
        'sender_user_id',
        'sender_is_admin',
        'buyer_id',
        'store_id',
        'quotation_request_id',
        'quotation_id',
        'cart_shopping_header_id',
        'created_at'
      )
      .first()
    // only what a buyer writes to a store: never the store's own messages, never staff's
    if (!message || !message.store_id || message.sender_is_admin) return 0
    if (Number(message.sender_user_id) !== Number(message.buyer_id)) return 0
    const conversation = message.cart_shopping_header_id
      ? { kind: 'order' as const, id: Number(message.cart_shopping_header_id) }
      : message.quotation_id
        ? { kind: 'quotation' as const, id: Number(message.quotation_id) }
        : { kind: 'quotationRequest' as const, id: Number(message.quotation_request_id) }
    const files = parseFiles(message.attached_file)
    return fanOut({
      storeIds: [Number(message.store_id)],
      type: 'chat.message',
      eventId: webhookEventId(event.id),
      holdMs: webhooksConfig.holdNextHandlersMs,
      data: {
        message_id: Number(message.id),
        conversation,
        text: message.message ?? null,
        attachments: files.map((file) => ({ name: file.name ?? null, type: file.type ?? null })),
        created_at: iso(message.created_at),
      } satisfies ChatMessageData,
    })
  }
}

function parseFiles(value: unknown): { name?: string; type?: string }[] {
  if (!value) return []
  if (Array.isArray(value)) return value
  try {
    const parsed = JSON.parse(String(value))
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

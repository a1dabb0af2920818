/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
|
| Modules announce what happened through events; other modules listen here. Live pushes ride
| the in-process emitter (best effort); what users rely on (notifications, WhatsApp, e-mail) rides
| the transactional outbox (app/core/outbox), written with the change and delivered at least once.
|
*/
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { onOutboxEvent } from '#core/outbox/outbox'
import QuotationRequestCreated, {
  QUOTATION_REQUEST_CREATED,
} from '#quotations/events/quotation_request_created'
import QuotationSent, { QUOTATION_SENT, QUOTATION_UPDATED } from '#quotations/events/quotation_sent'
import { ORDER_CREATED, ORDER_PAID } from '#orders/events/order_events'
import { STORE_GO_MODULE_ACTIVATED } from '#stores/events/store_activated'
import { ADVISER_INVITED } from '#stores/events/adviser_invited'
import { STORE_GO_ACTIVATION_REQUESTED } from '#stores/events/go_activation_requested'
import { REPORT_EXPORT_READY } from '#reports/rules/export_status'

const PushNewRequestToVendors = () => import('#quotations/listeners/push_new_request_to_vendors')
const PushQuotationToBuyer = () => import('#notifications/listeners/push_quotation_to_buyer')

emitter.on(QuotationRequestCreated, [PushNewRequestToVendors, 'handle'])
emitter.on(QuotationSent, [PushQuotationToBuyer, 'handle'])

/**
 * Store webhooks (issue 24 item 4, app/integrations/listeners/webhook_events.ts): each event
 * becomes one signed delivery per subscribed endpoint of the stores concerned — request.created,
 * quotation.purchased (an order sent, or a purchase paid), order.status_changed, chat.message —
 * sent in the background; a paused endpoint's owner is told once. Registered before the other
 * handlers of these events: they only write the deliveries (a few queries) and start the sends,
 * so the stores' systems hear of a new request without waiting for the notifications.
 */
const WEBHOOK_HANDLERS: [
  string,
  'requestCreated' | 'quotationPurchased' | 'orderStatusChanged' | 'chatMessage',
][] = [
  [QUOTATION_REQUEST_CREATED, 'requestCreated'],
  [ORDER_CREATED, 'quotationPurchased'],
  [ORDER_PAID, 'quotationPurchased'],
  ['orders.order_status_changed', 'orderStatusChanged'],
  ['chat.message_sent', 'chatMessage'],
]
for (const [name, method] of WEBHOOK_HANDLERS) {
  onOutboxEvent(name, async () => {
    const { default: WebhookEvents } = await import('#integrations/listeners/webhook_events')
    const listener = new WebhookEvents()
    return (event) => listener[method](event)
  })
}

onOutboxEvent(QUOTATION_REQUEST_CREATED, async () => {
  const { default: NotifyVendorsOfNewRequest } =
    await import('#notifications/listeners/notify_vendors_of_new_request')
  const listener = await app.container.make(NotifyVendorsOfNewRequest)
  return (event) => listener.handle(event)
})

/** A buyer's request was saved: the buyer is told once that it was received (and what next). */
onOutboxEvent(QUOTATION_REQUEST_CREATED, async () => {
  const { default: NotifyBuyerOfRequest } =
    await import('#notifications/listeners/notify_buyer_of_request')
  const listener = await app.container.make(NotifyBuyerOfRequest)
  return (event) => listener.handle(event)
})

/** A quotation sent, or changed with 'Guardar y Notificar al cliente': the buyer is told once. */
for (const name of [QUOTATION_SENT, QUOTATION_UPDATED]) {
  onOutboxEvent(name, async () => {
    const { default: NotifyBuyerOfQuotation } =
      await import('#notifications/listeners/notify_buyer_of_quotation')
    const listener = await app.container.make(NotifyBuyerOfQuotation)
    return (event) => listener.handle(event)
  })
}

/**
 * An order's status changed (ORDER_STATUS_CHANGED of app/orders/rules/order_status.ts): the
 * other side — the buyer, or the store's people when the buyer cancelled — is told once.
 */
onOutboxEvent('orders.order_status_changed', async () => {
  const { default: NotifyOrderStatus } =
    await import('#notifications/listeners/notify_order_status')
  const listener = await app.container.make(NotifyOrderStatus)
  return (event) => listener.handle(event)
})

/** An order was paid (the gateway confirmed it): its buyer is told once that it was received. */
onOutboxEvent(ORDER_PAID, async () => {
  const { default: NotifyOrderStatus } =
    await import('#notifications/listeners/notify_order_status')
  const listener = await app.container.make(NotifyOrderStatus)
  return (event) => listener.handlePaid(event)
})

/**
 * An order's status changed or it was paid: its live channel is told, both sides' order pages
 * reload it (app/orders/listeners/push_order_status.ts).
 */
for (const name of ['orders.order_status_changed', ORDER_PAID]) {
  onOutboxEvent(name, async () => {
    const { default: PushOrderStatus } = await import('#orders/listeners/push_order_status')
    const listener = new PushOrderStatus()
    return (event) => listener.handle(event)
  })
}

/**
 * A buyer sent an order from a quotation ('order.created') or an order was paid ('order.paid',
 * app/orders/events/order_events.ts): the store's owner and the quotation's adviser are told once.
 */
for (const name of [ORDER_CREATED, ORDER_PAID]) {
  onOutboxEvent(name, async () => {
    const { default: NotifyStoreOfOrder } =
      await import('#notifications/listeners/notify_store_of_order')
    const listener = await app.container.make(NotifyStoreOfOrder)
    return (event) => listener.handle(event)
  })
}

/** An infraction registered with 'Notificar al vendedor': the store's owner is told once. */
onOutboxEvent('moderation.infraction_registered', async () => {
  const { default: NotifyStoreOfInfraction } =
    await import('#moderation/listeners/notify_store_of_infraction')
  const listener = await app.container.make(NotifyStoreOfInfraction)
  return (event) => listener.handle(event)
})

/**
 * A chat message ('chat.message_sent', app/chat/actions/send_chat_message.ts): its receiver is
 * told at most once per conversation every 10 minutes while it is unread.
 */
onOutboxEvent('chat.message_sent', async () => {
  const { default: NotifyChatReceiver } = await import('#chat/listeners/notify_chat_receiver')
  const listener = await app.container.make(NotifyChatReceiver)
  return (event) => listener.handle(event)
})

/** Staff activated a store's GO module: its owner is told once (notification, WhatsApp, e-mail). */
onOutboxEvent(STORE_GO_MODULE_ACTIVATED, async () => {
  const { default: NotifyStoreOfActivation } =
    await import('#notifications/listeners/notify_store_of_activation')
  const listener = await app.container.make(NotifyStoreOfActivation)
  return (event) => listener.handle(event)
})

/** An adviser invitation sent or re-sent: its link goes out by e-mail and/or WhatsApp, once. */
onOutboxEvent(ADVISER_INVITED, async () => {
  const { default: SendAdviserInvitation } =
    await import('#notifications/listeners/send_adviser_invitation')
  const listener = await app.container.make(SendAdviserInvitation)
  return (event) => listener.handle(event)
})

/** A pending store asked for its GO module's activation: every staff member is told once. */
onOutboxEvent(STORE_GO_ACTIVATION_REQUESTED, async () => {
  const { default: NotifyStaffOfGoRequest } =
    await import('#notifications/listeners/notify_staff_of_go_request')
  const listener = await app.container.make(NotifyStaffOfGoRequest)
  return (event) => listener.handle(event)
})

/** A report's Excel export is ready: its requester gets an in-app notice (app/reports). */
onOutboxEvent(REPORT_EXPORT_READY, async () => {
  const { default: NotifyExportReady } = await import('#reports/listeners/notify_export_ready')
  const listener = await app.container.make(NotifyExportReady)
  return (event) => listener.handle(event)
})

/**
 * Staff approved or rejected a store's brand request (issue 23 'Marcas solicitadas'): its owner
 * and advisers are told once (notification and e-mail, app/staff/listeners).
 */
onOutboxEvent('staff.brand_request_resolved', async () => {
  const { default: NotifyStoreOfBrandRequest } =
    await import('#staff/listeners/notify_store_of_brand_request')
  const listener = await app.container.make(NotifyStoreOfBrandRequest)
  return (event) => listener.handle(event)
})

/** A store webhook was paused after failing in a row: its owner is told once (app, e-mail). */
onOutboxEvent('integrations.webhook_paused', async () => {
  const { default: NotifyWebhookPaused } =
    await import('#integrations/listeners/notify_webhook_paused')
  const listener = await app.container.make(NotifyWebhookPaused)
  return (event) => listener.handle(event)
})

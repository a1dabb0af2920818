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

const PushNewRequestToVendors = () => import('#quotations/listeners/push_new_request_to_vendors')
const PushQuotationToBuyer = () => import('#notifications/listeners/push_quotation_to_buyer')

emitter.on(QuotationRequestCreated, [PushNewRequestToVendors, 'handle'])
emitter.on(QuotationSent, [PushQuotationToBuyer, 'handle'])

onOutboxEvent(QUOTATION_REQUEST_CREATED, async () => {
  const { default: NotifyVendorsOfNewRequest } =
    await import('#notifications/listeners/notify_vendors_of_new_request')
  const listener = await app.container.make(NotifyVendorsOfNewRequest)
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

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

const PushNewRequestToVendors = () => import('#quotations/listeners/push_new_request_to_vendors')

emitter.on(QuotationRequestCreated, [PushNewRequestToVendors, 'handle'])

onOutboxEvent(QUOTATION_REQUEST_CREATED, async () => {
  const { default: NotifyVendorsOfNewRequest } =
    await import('#notifications/listeners/notify_vendors_of_new_request')
  const listener = await app.container.make(NotifyVendorsOfNewRequest)
  return (event) => listener.handle(event)
})

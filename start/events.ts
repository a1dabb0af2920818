/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
|
| Modules announce what happened through events; other modules listen here.
|
*/
import emitter from '@adonisjs/core/services/emitter'
import QuotationRequestCreated from '#quotations/events/quotation_request_created'

const PushNewRequestToVendors = () => import('#quotations/listeners/push_new_request_to_vendors')
const NotifyVendorsOfNewRequest = () =>
  import('#notifications/listeners/notify_vendors_of_new_request')

emitter.on(QuotationRequestCreated, [PushNewRequestToVendors, 'handle'])
emitter.on(QuotationRequestCreated, [NotifyVendorsOfNewRequest, 'handle'])

import factory from '@adonisjs/lucid/factories'
import ProcessObservation from '#quotations/models/process_observation'
import Store from '#stores/models/store'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/** A store's 'in process' note on a request (new request and store unless merged; user = owner). */
export const ProcessObservationFactory = factory
  .define(ProcessObservation, () => ({
    processObservation: 'Consultando disponibilidad en bodega',
  }))
  .relation('request', () => QuotationRequestFactory)
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .before('create', async (builder, observation, ctx) => {
    if (needsParent(builder, observation, 'quotationRequestId', 'request')) {
      observation.quotationRequestId = (await QuotationRequestFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, observation, 'storeId', 'store')) {
      observation.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, observation, 'userId', 'user')) {
      const store = observation.storeId ? await Store.find(observation.storeId, inCtx(ctx)) : null
      observation.userId =
        store?.userId ?? (await UserFactory.useCtx(ctx).apply('vendor').create()).id
    }
  })
  .build()

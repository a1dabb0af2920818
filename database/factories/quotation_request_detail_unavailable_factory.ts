import factory from '@adonisjs/lucid/factories'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'
import Store from '#stores/models/store'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/** 'Agotado' marks: new detail and store unless merged; user = the store's owner. */
export const QuotationRequestDetailUnavailableFactory = factory
  .define(QuotationRequestDetailUnavailable, () => ({}))
  .relation('detail', () => QuotationRequestDetailFactory)
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .before('create', async (builder, mark, ctx) => {
    if (needsParent(builder, mark, 'detailId', 'detail')) {
      mark.detailId = (await QuotationRequestDetailFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, mark, 'storeId', 'store')) {
      mark.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, mark, 'userId', 'user')) {
      const store = mark.storeId ? await Store.find(mark.storeId, inCtx(ctx)) : null
      mark.userId = store?.userId ?? (await UserFactory.useCtx(ctx).apply('vendor').create()).id
    }
  })
  .build()

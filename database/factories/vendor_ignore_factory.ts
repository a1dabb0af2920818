import factory from '@adonisjs/lucid/factories'
import VendorIgnore from '#quotations/models/vendor_ignore'
import Store from '#stores/models/store'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { UserFactory } from '#database/factories/user_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/** A store's discard of a request, reason 'a' (new request and store unless merged; user = owner). */
export const VendorIgnoreFactory = factory
  .define(VendorIgnore, () => ({ reason: 'a' as const }))
  .relation('request', () => QuotationRequestFactory)
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .relation('adviser', () => StoreAdviserFactory)
  .before('create', async (builder, ignore, ctx) => {
    if (needsParent(builder, ignore, 'quotationRequestId', 'request')) {
      ignore.quotationRequestId = (await QuotationRequestFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, ignore, 'storeId', 'store')) {
      ignore.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, ignore, 'userId', 'user')) {
      const store = ignore.storeId ? await Store.find(ignore.storeId, inCtx(ctx)) : null
      ignore.userId = store?.userId ?? (await UserFactory.useCtx(ctx).apply('vendor').create()).id
    }
  })
  .build()

import factory from '@adonisjs/lucid/factories'
import BrandGroupRequest from '#quotations/models/brand_group_request'
import Store from '#stores/models/store'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/** A vendor's request to enable brands (new store unless merged; user = owner; no request). */
export const BrandGroupRequestFactory = factory
  .define(BrandGroupRequest, () => ({
    requirement: 'Solicito habilitar las marcas Renault y Nissan para mi tienda.',
    quotationRequestId: null,
  }))
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .relation('request', () => QuotationRequestFactory)
  .before('create', async (builder, request, ctx) => {
    if (needsParent(builder, request, 'storeId', 'store')) {
      request.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, request, 'userId', 'user')) {
      const store = request.storeId ? await Store.find(request.storeId, inCtx(ctx)) : null
      request.userId = store?.userId ?? (await UserFactory.useCtx(ctx).apply('vendor').create()).id
    }
  })
  .build()

import factory from '@adonisjs/lucid/factories'
import Infraction from '#moderation/models/infraction'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { needsParent } from '#database/factories/helpers'

/**
 * Infractions: 'share_contact_information' against a new store, registered by a new admin
 * (unless merged); link it by merging quotationId / quotationRequestId / cartShoppingHeaderId.
 */
export const InfractionFactory = factory
  .define(Infraction, () => ({
    infractionType: 'share_contact_information' as const,
    infractionDetail: 'El vendedor compartió su número de teléfono en las observaciones.',
    notifyTheSeller: true,
    buyerId: null,
  }))
  .relation('store', () => StoreFactory)
  .relation('buyer', () => UserFactory)
  .relation('registrar', () => UserFactory)
  .relation('quotation', () => QuotationFactory)
  .relation('quotationRequest', () => QuotationRequestFactory)
  .relation('cartShoppingHeader', () => CartShoppingHeaderFactory)
  .before('create', async (builder, infraction, ctx) => {
    if (needsParent(builder, infraction, 'storeId', 'store')) {
      infraction.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, infraction, 'registeredBy', 'registrar')) {
      infraction.registeredBy = (await UserFactory.useCtx(ctx).apply('admin').create()).id
    }
  })
  .build()

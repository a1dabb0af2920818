import factory from '@adonisjs/lucid/factories'
import PendingCartItem from '#orders/models/pending_cart_item'
import { UserFactory } from '#database/factories/user_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { needsParent, pick, PART_NAMES, sequence } from '#database/factories/helpers'

/** Cart items not bought yet: 2 × 45 000 (new buyer and store unless merged). */
export const PendingCartItemFactory = factory
  .define(PendingCartItem, () => {
    const n = sequence()
    return {
      description: pick(PART_NAMES, n),
      quantity: 2,
      unitPrice: 45000,
      quotationDetailId: null,
    }
  })
  .relation('user', () => UserFactory)
  .relation('store', () => StoreFactory)
  .relation('quotationDetail', () => QuotationDetailFactory)
  .before('create', async (builder, item, ctx) => {
    if (needsParent(builder, item, 'userId', 'user')) {
      item.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, item, 'storeId', 'store')) {
      item.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
  })
  .build()

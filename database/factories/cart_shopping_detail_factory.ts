import factory from '@adonisjs/lucid/factories'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { needsParent, pick, PART_NAMES, sequence } from '#database/factories/helpers'

/** Order lines: 1 × 100 000 (new order unless `headerId` is merged). */
export const CartShoppingDetailFactory = factory
  .define(CartShoppingDetail, () => {
    const n = sequence()
    return {
      description: pick(PART_NAMES, n),
      quantity: 1,
      unitPrice: 100000,
      total: 100000,
      quotationDetailId: null,
    }
  })
  .relation('header', () => CartShoppingHeaderFactory)
  .relation('quotationDetail', () => QuotationDetailFactory)
  .before('create', async (builder, detail, ctx) => {
    if (needsParent(builder, detail, 'headerId', 'header')) {
      detail.headerId = (await CartShoppingHeaderFactory.useCtx(ctx).create()).id
    }
  })
  .build()

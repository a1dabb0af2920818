import factory from '@adonisjs/lucid/factories'
import NpsRating from '#quotations/models/nps_rating'
import { StoreFactory } from '#database/factories/store_factory'
import { UserFactory } from '#database/factories/user_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { needsParent } from '#database/factories/helpers'

/** NPS ratings: score 9 (promoter). States: detractor (score 4), passive (score 7). */
export const NpsRatingFactory = factory
  .define(NpsRating, () => ({ score: 9, comment: 'Excelente atención', quotationId: null }))
  .state('detractor', (rating) => {
    rating.score = 4
    rating.comment = 'La entrega se demoró'
  })
  .state('passive', (rating) => {
    rating.score = 7
  })
  .relation('store', () => StoreFactory)
  .relation('user', () => UserFactory)
  .relation('quotation', () => QuotationFactory)
  .before('create', async (builder, rating, ctx) => {
    if (needsParent(builder, rating, 'storeId', 'store')) {
      rating.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, rating, 'userId', 'user')) {
      rating.userId = (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

import factory from '@adonisjs/lucid/factories'
import BuyerIgnore from '#quotations/models/buyer_ignore'
import Quotation from '#quotations/models/quotation'
import QuotationRequest from '#quotations/models/quotation_request'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { UserFactory } from '#database/factories/user_factory'
import { inCtx, needsParent } from '#database/factories/helpers'

/** The buyer's discard of a quotation, reason high_price (user = the request's buyer). */
export const BuyerIgnoreFactory = factory
  .define(BuyerIgnore, () => ({ reason: 'high_price' as const }))
  .relation('quotation', () => QuotationFactory)
  .relation('user', () => UserFactory)
  .before('create', async (builder, ignore, ctx) => {
    if (needsParent(builder, ignore, 'quotationId', 'quotation')) {
      ignore.quotationId = (await QuotationFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, ignore, 'userId', 'user')) {
      const quotation = ignore.quotationId
        ? await Quotation.find(ignore.quotationId, inCtx(ctx))
        : null
      const request = quotation
        ? await QuotationRequest.find(quotation.quotationRequestId, inCtx(ctx))
        : null
      ignore.userId = request?.userId ?? (await UserFactory.useCtx(ctx).create()).id
    }
  })
  .build()

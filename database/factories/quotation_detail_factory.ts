import factory from '@adonisjs/lucid/factories'
import QuotationDetail from '#quotations/models/quotation_detail'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { needsParent, pick, PART_BRANDS, PART_NAMES, sequence } from '#database/factories/helpers'

/** Quotation items: 1 × 85 000, 30 days warranty, next business day (new quotation unless merged). */
export const QuotationDetailFactory = factory
  .define(QuotationDetail, () => {
    const n = sequence()
    return {
      name: pick(PART_NAMES, n),
      brand: pick(PART_BRANDS, n),
      amount: 1,
      unitPrice: 85000,
      warranty: 30,
      deliveryTime: 'next_business_day' as const,
      reference: `REF-${n}`,
      image: null,
    }
  })
  .relation('quotation', () => QuotationFactory)
  .relation('requestDetail', () => QuotationRequestDetailFactory)
  .before('create', async (builder, detail, ctx) => {
    if (needsParent(builder, detail, 'quotationId', 'quotation')) {
      detail.quotationId = (await QuotationFactory.useCtx(ctx).create()).id
    }
  })
  .build()

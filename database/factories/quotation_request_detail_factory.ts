import factory from '@adonisjs/lucid/factories'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { needsParent, pick, PART_NAMES, sequence } from '#database/factories/helpers'

/** Request detail lines (a new request unless `quotationRequestId` is merged). State `tyre`. */
export const QuotationRequestDetailFactory = factory
  .define(QuotationRequestDetail, () => {
    const n = sequence()
    return { name: pick(PART_NAMES, n), amount: (n % 3) + 1, quotationsCount: 0 }
  })
  .state('tyre', (detail) => {
    detail.name = 'Llantas'
    detail.rimWidth = '205'
    detail.rimProfile = '55'
    detail.rinSize = '16'
    detail.amount = 4
  })
  .relation('request', () => QuotationRequestFactory)
  .relation('quotationDetails', () => QuotationDetailFactory)
  .before('create', async (builder, detail, ctx) => {
    if (needsParent(builder, detail, 'quotationRequestId', 'request')) {
      detail.quotationRequestId = (await QuotationRequestFactory.useCtx(ctx).create()).id
    }
  })
  .build()

import type Store from '#stores/models/store'
import type QuotationRequest from '#quotations/models/quotation_request'
import type Quotation from '#quotations/models/quotation'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'

/** Paths of the buyer's detail page and its API, with the product slug of the tests. */
export const BUYER_PAGE = (id: number | string) => `/repuestosGo/quotationRequestDetail/${id}`
export const DISCARD_API = '/api/repuestosGo/buyerIgnoresQuotation'
export const RATINGS_API = (storeId: number | string) => `/api/repuestosGo/vendorRatings/${storeId}`
export const PAGE = 'quotations/buyer_detail'

/**
 * A quotation of `store` on `request` offering each of its parts: 2 × 85 000.50 with the part
 * number 'BP-SECRET' (never shown to the buyer), shipping added (12 000) unless `shipping`
 * says 'included'. The counters of the request and its parts go up as the quotation API does.
 */
export async function quote(
  request: QuotationRequest,
  store: Store,
  {
    amount = 2,
    shipping = 'added',
    states = [],
  }: {
    amount?: number
    shipping?: 'added' | 'included'
    states?: ('expired' | 'closed' | 'edited')[]
  } = {}
): Promise<Quotation> {
  let builder = QuotationFactory.merge({
    quotationRequestId: request.id,
    storeId: store.id,
    userId: store.userId,
    shippingOption: shipping,
    shippingCost: shipping === 'added' ? 12000 : null,
    observations: 'Repuestos originales',
  })
  if (states.length > 0) builder = builder.apply(...states)
  const quotation = await builder.create()
  const details = await QuotationRequestDetail.query()
    .where('quotation_request_id', request.id)
    .orderBy('id', 'asc')
  for (const detail of details) {
    await QuotationDetailFactory.merge({
      quotationId: quotation.id,
      quotationRequestDetailId: detail.id,
      name: `${detail.name} original`,
      brand: 'Bosch',
      amount,
      unitPrice: 85000.5,
      reference: 'BP-SECRET',
    }).create()
    await detail.merge({ quotationsCount: detail.quotationsCount + 1 }).save()
  }
  await request.merge({ quotationsCount: request.quotationsCount + 1 }).save()
  return quotation
}

/** An order of `buyer` from `quotation` buying `quantity` of its first product. */
export async function orderFrom(
  quotation: Quotation,
  buyerId: number,
  quantity: number,
  status: 'pending' | 'cancelled' = 'pending'
) {
  await quotation.load('details', (details) => details.orderBy('id', 'asc'))
  const header = await CartShoppingHeaderFactory.merge({
    userId: buyerId,
    storeId: quotation.storeId,
    quotationId: quotation.id,
    status,
  }).create()
  await CartShoppingDetailFactory.merge({
    headerId: header.id,
    quotationDetailId: quotation.details[0].id,
    description: quotation.details[0].name,
    quantity,
  }).create()
  return header
}

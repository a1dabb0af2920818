import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quotation from '#quotations/models/quotation'
import type { BuyerRequestView } from '#quotations/queries/buyer_request_detail_query'
import type { VendorRequestView } from '#quotations/queries/vendor_request_detail_query'
import BuyerRequestDetailTransformer from '#quotations/transformers/buyer_request_detail_transformer'
import VendorRequestDetailTransformer from '#quotations/transformers/vendor_request_detail_transformer'
import { customerFields } from '#quotations/rules/customer_data'
import {
  BUYER_DETAIL_FIELDS,
  narrowAnswer,
  SELLER_DETAIL_FIELDS,
  type FieldSelection,
} from '#quotations/rules/request_api_fields'

/**
 * One request as GET /api/{product}Go/QuotationRequest/{id} answers it, on the side the
 * policies chose (VendorRequestDetailController.show): the buyer who made it, or the sellers
 * (a vendor the request reaches, staff read-only).
 */
export type RequestApiView =
  { side: 'buyer'; view: BuyerRequestView } | { side: 'seller'; view: VendorRequestView }

/** Per requested part: the first quotation (by id) offering it (details.relatedQuotation). */
function relatedQuotations(quotations: Quotation[]) {
  const related = new Map<number, { id: number; code: string }>()
  for (const quotation of quotations) {
    for (const item of quotation.details ?? []) {
      const detailId = item.quotationRequestDetailId
      if (detailId !== null && !related.has(detailId)) {
        related.set(detailId, { id: quotation.id, code: quotation.code })
      }
    }
  }
  return related
}

/**
 * The buyer's side: the buyer's detail page's view of the request
 * (BuyerRequestDetailTransformer: every quotation as the customer view, with the products'
 * `availablePurchaseQuantity`, the store and its reputation, the buyer's discard, the orders)
 * with the relations doc 3 §7 names besides: `user` (the buyer's own data, through
 * rules/customer_data.ts), per part `relatedQuotation`, per quotation `storeVendor` (id, name)
 * and `cartShoppingHeader` (the order not cancelled that the quotation is linked to, with its
 * lines, or null). The page's re-request values (`reRequest`) are the page's, not the API's.
 */
export function buyerRequestApiData(view: BuyerRequestView) {
  const { reRequest, ...page } = new BuyerRequestDetailTransformer(view).toObject()
  const { request, access } = view
  const customer = customerFields(
    {
      userId: access.user.id,
      staff: access.staff,
      showCustomerData: access.user.showCustomerData,
      showCustomerDataMarketplace: access.user.showCustomerDataMarketplace,
    },
    {
      userId: request.userId,
      storeId: request.storeId,
      vehicleOwnerIdentification: request.vehicleOwnerIdentification,
      vehiclePropertyCard: request.vehiclePropertyCard,
      user: request.user ?? null,
    }
  )
  const related = relatedQuotations(request.quotations)
  return {
    ...page,
    user:
      customer.user && request.user
        ? {
            id: request.user.id,
            name: customer.user.name,
            mobile: customer.user.mobile,
            pictureURL: request.user.pictureUrl,
          }
        : null,
    details: page.details.map((detail) => ({
      ...detail,
      relatedQuotation: related.get(detail.id) ?? null,
    })),
    quotations: page.quotations.map((quotation) => {
      const linked = quotation.orders.find((order) => !order.cancelled) ?? null
      return {
        ...quotation,
        storeVendor: quotation.store
          ? { id: quotation.store.id, name: quotation.store.name }
          : null,
        cartShoppingHeader: linked
          ? {
              id: linked.id,
              ref_venta: linked.ref_venta,
              status: linked.status,
              items: linked.items,
            }
          : null,
      }
    }),
  }
}

/**
 * GET /api/{product}Go/QuotationRequest/{id} in the spec's field names (doc 3 §3, §7), narrowed
 * to the `with` and `getters` asked for (rules/request_api_fields.ts; all of the side's when not
 * sent):
 *
 * - buyer: `buyerRequestApiData`.
 * - sellers: the seller-side detail's answer (VendorRequestDetailTransformer), unchanged: the
 *   store's own quotations (staff: all, read-only), the buyer's data only with the right
 *   (rules/customer_data.ts), the store's discard and process observation, `permissions`.
 */
export default class RequestApiTransformer extends BaseTransformer<RequestApiView> {
  constructor(
    resource: RequestApiView,
    protected selection: FieldSelection
  ) {
    super(resource)
  }

  toObject() {
    const resource = this.resource
    if (resource.side === 'buyer') {
      return narrowAnswer(buyerRequestApiData(resource.view), BUYER_DETAIL_FIELDS, this.selection)
    }
    const seller = new VendorRequestDetailTransformer(resource.view).toObject()
    return narrowAnswer(seller, SELLER_DETAIL_FIELDS, this.selection)
  }
}

import type QuotationRequest from '#quotations/models/quotation_request'

/**
 * The request a discard or a quotation belongs to, as the seller-side lists show it
 * (`quotationRequest` of doc 2 §3), with the relations that were loaded. The buyer's name and
 * mobile (`user`) only for staff (doc 2 §6).
 */
export function requestSummary(request: QuotationRequest, staff: boolean) {
  const loaded = request.$preloaded
  return {
    id: request.id,
    code: request.code,
    created_at: request.createdAt.toISO()!,
    store_id: request.storeId,
    brand_id: request.brandId,
    vehicle_model: request.vehicleModel,
    vehicle_year: request.vehicleYear,
    is_closed: request.isClosed,
    is_expired: request.isExpired,
    quote_by_product: request.quoteByProduct,
    quotationsCount: request.quotationsCount,
    ...('brand' in loaded && {
      brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
    }),
    ...('city' in loaded && {
      city: request.city
        ? { id: request.city.id, name: request.city.name, full_name: request.city.fullName }
        : null,
    }),
    ...('details' in loaded && {
      details: request.details.map((detail) => ({
        id: detail.id,
        name: detail.name,
        amount: detail.amount,
        quotationDetailsCount: detail.quotationsCount,
      })),
    }),
    ...(staff &&
      'user' in loaded && {
        user: request.user ? { name: request.user.fullName, mobile: request.user.mobile } : null,
      }),
  }
}

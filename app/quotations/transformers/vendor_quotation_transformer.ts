import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quotation from '#quotations/models/quotation'
import { DELIVERY_TIMES } from '#quotations/models/quotation_detail'
import { requestSummary } from '#quotations/transformers/request_summary'

/**
 * The vendor's name, or null when their account is gone: typed so (the relation's type says it is
 * always there) for the pages' generated type (`Data.Quotations.VendorQuotation`).
 */
function fullNameOf(user: { fullName: string } | null | undefined): string | null {
  return user?.fullName ?? null
}

/**
 * A quotation as the dashboards list it (doc 2 §3 "Quotation (as listed on dashboards)"): id,
 * code, created_at, validUntilFormatted, isAvailable, quotationDetails (name, amount,
 * unit_price, delivery_time), shipping_cost, buyerIgnoreQuotation (reason, created_at),
 * infractions, vendor.store.name, users_id, quotationRequest; plus `purchased` (a buyer ordered
 * from it, not cancelled) and the totals.
 */
export default class VendorQuotationTransformer extends BaseTransformer<Quotation> {
  constructor(
    resource: Quotation,
    protected staff: boolean
  ) {
    super(resource)
  }

  toObject() {
    const quotation = this.resource
    const loaded = quotation.$preloaded
    const ordersCount = Number(quotation.$extras.orders_count ?? 0)
    return {
      id: quotation.id,
      code: quotation.code,
      created_at: quotation.createdAt.toISO()!,
      valid_until: quotation.validUntil.toISODate()!,
      validUntilFormatted: quotation.validUntil.toFormat('dd/MM/yyyy'),
      closed_at: quotation.closedAt?.toISO() ?? null,
      isAvailable: !quotation.isExpired,
      purchased: ordersCount > 0,
      users_id: quotation.userId,
      store_id: quotation.storeId,
      adviser_id: quotation.adviserId,
      quotation_request_id: quotation.quotationRequestId,
      shipping_option: quotation.shippingOption,
      shipping_cost: quotation.shippingCost,
      subtotal: quotation.subtotal,
      total: quotation.total,
      observations: quotation.observations,
      edited: quotation.edited,
      ...('details' in loaded && {
        quotationDetails: quotation.details.map((detail) => ({
          id: detail.id,
          quotation_request_detail_id: detail.quotationRequestDetailId,
          name: detail.name,
          brand: detail.brand,
          amount: detail.amount,
          unit_price: detail.unitPrice,
          warranty: detail.warranty,
          delivery_time: detail.deliveryTime,
          deliveryTimeLabel: DELIVERY_TIMES[detail.deliveryTime] ?? detail.deliveryTime,
        })),
      }),
      ...('buyerIgnore' in loaded && {
        buyerIgnoreQuotation: quotation.buyerIgnore
          ? {
              reason: quotation.buyerIgnore.reason,
              reasonLabel: quotation.buyerIgnore.reasonLabel,
              created_at: quotation.buyerIgnore.createdAt.toISO()!,
            }
          : null,
      }),
      ...('infractions' in loaded && {
        infractions: quotation.infractions.map((infraction) => ({
          created_at: infraction.createdAt.toISO()!,
          infractionType: infraction.infractionType,
          infractionTypeLabel: infraction.infractionTypeLabel,
          infraction_detail: infraction.infractionDetail,
        })),
      }),
      ...('vendor' in loaded && {
        vendor: {
          id: quotation.userId,
          name: fullNameOf(quotation.vendor),
          ...('store' in loaded && {
            store: quotation.store ? { id: quotation.store.id, name: quotation.store.name } : null,
          }),
        },
      }),
      ...('adviser' in loaded && {
        adviser: quotation.adviser
          ? { id: quotation.adviser.id, name: quotation.adviser.name }
          : null,
      }),
      ...('request' in loaded && {
        quotationRequest: quotation.request ? requestSummary(quotation.request, this.staff) : null,
      }),
    }
  }
}

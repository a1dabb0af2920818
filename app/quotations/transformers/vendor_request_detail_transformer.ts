import { BaseTransformer } from '@adonisjs/core/transformers'
import type Quotation from '#quotations/models/quotation'
import { quotationData } from '#quotations/transformers/quotation_transformer'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import { VENDOR_IGNORE_REASONS } from '#quotations/models/vendor_ignore'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import {
  detailShowsClosed,
  requestAvailable,
  staffDetailState,
  type StaffDetailState,
} from '#quotations/rules/availability'
import { canDiscard, showClosedAlert, whatsappLink } from '#quotations/rules/vendor_detail'
import type { VendorRequestView } from '#quotations/queries/vendor_request_detail_query'
import { tyreSizeLabel } from '#quotations/rules/details'
import type { StoreShippingRule } from '#stores/queries/store_shipping_rules_query'

/**
 * A quotation of the request as the seller-side detail shows it (doc 3 §3 "Quotation"): the
 * vendor's own ones, or every one for staff — the vendor's form data of QuotationTransformer
 * (money as decimal texts, commission, `locked`, products with their part numbers), plus the
 * buyer's discard.
 */
function quotationObject(quotation: Quotation, staff: boolean, storeRules: StoreShippingRule[]) {
  const ignore = quotation.buyerIgnore ?? null
  return {
    ...quotationData(quotation, staff ? 'staff' : 'vendor', storeRules),
    buyerIgnoreQuotation: ignore
      ? {
          reason: ignore.reason,
          reason_label: BUYER_IGNORE_REASONS[ignore.reason] ?? null,
          created_at: ignore.createdAt.toISO()!,
        }
      : null,
  }
}

/**
 * GET /api/{product}Go/QuotationRequest/{id} and the props of the seller-side detail page
 * (doc 3 §3, §7 "Get a request with relations"), in the spec's field names:
 *
 * - `user` (the buyer's name, mobile and WhatsApp link) only when the viewer may see customer
 *   contact data; otherwise null.
 * - per detail: `quotationDetailsCount` (up to 3 are shown), `hasCartShoppingDetail`,
 *   `notAvailable` ('Agotado' by the viewer's store), `relatedQuotation` (the store's quotation
 *   offering it) and `closed` ('Solicitud cerrada' on the line, detailShowsClosed).
 * - `quotations`: the store's own for a vendor, all for staff.
 * - `available` and `quotationRequestExpired`: whether it still takes quotations.
 * - `vendorIgnore` and `quotationRequestToVendor`: the store's discard and process observation.
 * - `permissions`: what the page offers this viewer ('Marcar en proceso' only while the store
 *   has neither discarded nor quoted the request: pending → in process → quoted).
 */
export default class VendorRequestDetailTransformer extends BaseTransformer<VendorRequestView> {
  toObject() {
    const view = this.resource
    const { request, access } = view
    const details = request.details.map((detail) => {
      const related = view.relatedQuotations.get(detail.id) ?? null
      const state = {
        quotationsCount: detail.quotationsCount,
        purchased: view.purchasedDetailIds.has(detail.id),
        quotedByStore: related !== null,
      }
      const rim = {
        rimWidth: detail.rimWidth,
        rimProfile: detail.rimProfile,
        rinSize: detail.rinSize,
      }
      return {
        id: detail.id,
        name: detail.name,
        amount: detail.amount,
        image: detail.image,
        reference: detail.reference,
        rimDimensions: tyreSizeLabel(rim) ? rim : null,
        tyreSize: tyreSizeLabel(rim),
        quotationDetailsCount: detail.quotationsCount,
        hasCartShoppingDetail: state.purchased,
        notAvailable: view.notAvailableDetailIds.has(detail.id),
        relatedQuotation: related,
        closed: detailShowsClosed(state, request),
      }
    })
    const expired = request.isExpired
    const available = requestAvailable(
      {
        storeId: request.storeId,
        quoteByProduct: request.quoteByProduct,
        isClosed: request.isClosed,
        expired,
        quotationsCount: request.quotationsCount,
      },
      details.map((detail) => ({
        quotationsCount: detail.quotationDetailsCount,
        purchased: detail.hasCartShoppingDetail,
      }))
    )
    // staff quote nothing: each part shows its true state, consistent with the header
    const lines = details.map((detail) => {
      const staffState: StaffDetailState | null = access.staff
        ? staffDetailState(
            {
              quotationsCount: detail.quotationDetailsCount,
              purchased: detail.hasCartShoppingDetail,
            },
            { available }
          )
        : null
      return {
        ...detail,
        closed: staffState ? staffState === 'closed' : detail.closed,
        staffState,
      }
    })
    const quotations = request.quotations.map((quotation) =>
      quotationObject(quotation, access.staff, view.shippingRules.get(quotation.storeId) ?? [])
    )
    const ownQuotations = access.vendor
      ? quotations.filter((quotation) => quotation.storeVendor?.id === access.vendor!.store.id)
      : []
    const country = COUNTRIES[request.countryCode as CountryCode] ?? COUNTRIES.CO
    const ignore = view.vendorIgnore
    const observation = view.processObservation

    return {
      id: request.id,
      code: request.code,
      store_id: request.storeId,
      brand_id: request.brandId,
      city_id: request.cityId,
      country_code: request.countryCode,
      created_at: request.createdAt.toISO()!,
      expires_at: request.expiresAt?.toISO() ?? null,
      closed_at: request.closedAt?.toISO() ?? null,
      is_closed: request.isClosed,
      close_reason: request.closeReason,
      quote_by_product: request.quoteByProduct,
      quotationsCount: request.quotationsCount,
      quotationRequestExpired: expired,
      available,
      vehicle_model: request.vehicleModel,
      vehicle_year: request.vehicleYear,
      vehicle: {
        VIN: request.vehicleVin,
        license_plate: request.vehicleLicensePlate,
      },
      brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
      city: request.city
        ? { id: request.city.id, name: request.city.name, full_name: request.city.fullName }
        : null,
      user:
        access.canSeeContact && request.user
          ? {
              id: request.user.id,
              name: request.user.fullName,
              mobile: request.user.mobile,
              pictureURL: request.user.pictureUrl,
              whatsapp: whatsappLink(request.user.mobile, country.phonePrefix),
            }
          : null,
      details: lines,
      quotations,
      /** The vendor's store's shipping tiers: a new quotation's totals use them while typed. */
      shippingRules: access.vendor ? (view.shippingRules.get(access.vendor.store.id) ?? []) : [],
      quotationRequestToVendor: observation
        ? {
            process_observation_by_seller: observation.processObservation,
            updated_at: (observation.updatedAt ?? observation.createdAt).toISO()!,
          }
        : null,
      vendorIgnore: ignore
        ? {
            reason: ignore.reason,
            reason_label: VENDOR_IGNORE_REASONS[ignore.reason] ?? null,
            created_at: ignore.createdAt.toISO()!,
            adviser: ignore.adviser ? { id: ignore.adviser.id, name: ignore.adviser.name } : null,
          }
        : null,
      permissions: {
        isStaff: access.staff,
        canTriage: access.canTriage,
        canDiscard: canDiscard({
          canTriage: access.canTriage,
          discarded: ignore !== null,
          details,
        }),
        canMarkInProcess: access.canTriage && ignore === null && ownQuotations.length === 0,
        /**
         * The quotation form for a new quotation: a vendor who works the request (QuotationPolicy
         * send), while it takes quotations, the store has not discarded it and has no quotation
         * on it yet (one per store and request: the store edits the one it sent).
         */
        canQuote: access.canTriage && available && ignore === null && ownQuotations.length === 0,
        /** The store's own quotations may be edited, closed or lose a product (QuotationPolicy edit). */
        canEditQuotations: access.canTriage,
        canSeeCustomerData: access.canSeeContact,
        showClosedAlert:
          !access.staff && showClosedAlert({ available, quotationsOfStore: ownQuotations.length }),
      },
    }
  }
}

export type VendorRequestData = ReturnType<VendorRequestDetailTransformer['toObject']>

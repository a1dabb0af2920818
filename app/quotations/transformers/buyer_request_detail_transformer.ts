import { BaseTransformer } from '@adonisjs/core/transformers'
import type QuotationRequest from '#quotations/models/quotation_request'
import { CLOSE_REASONS } from '#quotations/models/quotation_request'
import { COUNTRIES, type CountryCode } from '#core/country/country'
import type { WizardVehicle } from '#garage/rules/vehicle'
import type { WizardDetail } from '#quotations/rules/details'
import { tyreSizeLabel } from '#quotations/rules/details'
import { whatsappLink } from '#quotations/rules/vendor_detail'
import type { BuyerRequestView } from '#quotations/queries/buyer_request_detail_query'
import { buyerQuotationData } from '#quotations/transformers/buyer_quotation_transformer'

/**
 * 'Hacer misma solicitud' / 'Hacer nueva solicitud' (doc 3 §4.1): the request wizard's initial
 * values — the vehicle as it was requested (the garage vehicle when it is still in the buyer's
 * garage, so a verified vehicle stays verified) and every part; the page keeps only the vehicle
 * and one empty part line for 'Hacer nueva solicitud'. A store request is asked again to the
 * same store (`storeId`).
 */
function reRequestOf(request: QuotationRequest) {
  const garage =
    request.vehicle && request.vehicle.userId === request.userId && !request.vehicle.deletedAt
      ? request.vehicle
      : null
  const vehicle: WizardVehicle = {
    vehicle_id: garage?.id ?? null,
    vehicle_brand_id: request.brandId,
    vehicle_brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
    vehicle_model: request.vehicleModel,
    vehicle_year: request.vehicleYear,
    vehicle_license_plate: request.vehicleLicensePlate ?? '',
    vehicle_owner_identification: request.vehicleOwnerIdentification ?? '',
    vehicle_VIN: request.vehicleVin ?? '',
    vehicle_property_card: request.vehiclePropertyCard,
    vehicle_is_verified: garage?.isVerified ?? false,
    foundByPlate: garage?.foundByPlate ?? false,
    catalog_origin: request.catalogOrigin,
  }
  const details: WizardDetail[] = request.details.map((detail) => ({
    name: detail.name,
    amount: detail.amount,
    image: detail.image,
    reference: detail.reference ?? '',
    rimDimensions:
      detail.rimWidth && detail.rimProfile && detail.rinSize
        ? { rimWidth: detail.rimWidth, rimProfile: detail.rimProfile, rinSize: detail.rinSize }
        : null,
  }))
  return { storeId: request.storeId, vehicle, details }
}

/**
 * The props of the buyer's detail page of one request (/{product}Go/quotationRequestDetail/{id},
 * doc 3 §2.5, §3), in the spec's field names:
 *
 * - the request header (code, vehicle, city, date, closed with its reason, expired), the parts
 *   with their per-part counter 'n / 3' (`quotationDetailsCount`, per-part requests) and
 *   `hasCartShoppingDetail` (some quotation product of the part is in an order not cancelled);
 * - `user`: the customer's name and WhatsApp for staff only;
 * - `quotations`: every quotation sent, as the customer view (BuyerQuotationTransformer);
 * - `reRequest`: the wizard's initial values, for the buyer only;
 * - `permissions`: `isStaff` (read-only), `canAct` (buy, discard, re-request), `canClose`.
 */
export default class BuyerRequestDetailTransformer extends BaseTransformer<BuyerRequestView> {
  toObject() {
    const view = this.resource
    const { request, access } = view
    const country = COUNTRIES[request.countryCode as CountryCode] ?? COUNTRIES.CO
    const details = request.details.map((detail) => {
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
        /** The part number the buyer gave (wizard, optional), null without one. */
        reference: detail.reference || null,
        tyreSize: tyreSizeLabel(rim),
        quotationDetailsCount: detail.quotationsCount,
        hasCartShoppingDetail: view.purchasedDetailIds.has(detail.id),
      }
    })
    const quotations = request.quotations.map((quotation) =>
      buyerQuotationData(quotation, {
        requestCode: request.code,
        phonePrefix: country.phonePrefix,
        boughtByItem: view.boughtByItem,
        reputation: view.reputations.get(quotation.storeId) ?? null,
        shippingRules: view.shippingRules.get(quotation.storeId) ?? [],
        canAct: access.canAct,
        staff: access.staff,
        canSeeInfractions: access.canSeeInfractions,
        ownStore: view.ownStoreQuotationIds.has(quotation.id),
      })
    )

    return {
      id: request.id,
      code: request.code,
      created_at: request.createdAt.toISO()!,
      expires_at: request.expiresAt?.toISO() ?? null,
      closed_at: request.closedAt?.toISO() ?? null,
      store_id: request.storeId,
      store:
        request.storeId && request.store
          ? { id: request.store.id, name: request.store.name }
          : null,
      is_closed: request.isClosed,
      close_reason: request.closeReason,
      close_reason_label: request.closeReason ? (CLOSE_REASONS[request.closeReason] ?? null) : null,
      quotationRequestExpired: request.isExpired,
      quote_by_product: request.quoteByProduct,
      quotationsCount: quotations.length,
      vehicle_model: request.vehicleModel,
      vehicle_year: request.vehicleYear,
      vehicle: { VIN: request.vehicleVin, license_plate: request.vehicleLicensePlate },
      brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
      city: request.city ? { id: request.city.id, full_name: request.city.fullName } : null,
      user:
        access.canSeeContact && request.user
          ? {
              id: request.user.id,
              name: request.user.fullName,
              mobile: request.user.mobile,
              whatsapp: whatsappLink(request.user.mobile, country.phonePrefix),
            }
          : null,
      details,
      quotations,
      reRequest: access.canAct ? reRequestOf(request) : null,
      permissions: {
        isStaff: access.staff,
        canAct: access.canAct,
        canClose: access.canClose,
      },
    }
  }
}

export type BuyerRequestDetailData = ReturnType<BuyerRequestDetailTransformer['toObject']>

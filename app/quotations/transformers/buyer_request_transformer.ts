import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Viewer } from '#quotations/queries/buyer_requests_query'
import type { RequestRow } from '#quotations/queries/request_rows'
import { customerFields } from '#quotations/rules/customer_data'
import { closeRefusal } from '#quotations/rules/close_request'

/**
 * A row of the buyer's request list (doc 2 §3 "Quotation request"), in the spec's field names,
 * from a plain row of the list query (queries/request_rows.ts). Relations appear only when they
 * were asked for with `with`. Customer data (`user`: buyer name and mobile, the owner
 * identification, the property card photo) goes through
 * rules/customer_data.ts: the buyer's own rows, staff, and vendors with the right for the row's
 * channel see it; for anyone else it is null. `is_expired` and `can_close` are the
 * server's word on the badge and the close action for this viewer.
 */
export default class BuyerRequestTransformer extends BaseTransformer<RequestRow> {
  constructor(
    resource: RequestRow,
    protected viewer: Viewer
  ) {
    super(resource)
  }

  toObject() {
    const request = this.resource
    const isExpired = request.isExpired
    const customer = customerFields(
      {
        userId: this.viewer.id,
        staff: this.viewer.staff,
        showCustomerData: Boolean(this.viewer.showCustomerData),
        showCustomerDataMarketplace: Boolean(this.viewer.showCustomerDataMarketplace),
      },
      {
        userId: request.userId,
        storeId: request.storeId,
        vehicleOwnerIdentification: request.vehicleOwnerIdentification,
        vehiclePropertyCard: request.vehiclePropertyCard,
        user: request.user ?? null,
      }
    )
    return {
      id: request.id,
      code: request.code,
      created_at: request.createdAt.toISO()!,
      expires_at: request.expiresAt?.toISO() ?? null,
      closed_at: request.closedAt?.toISO() ?? null,
      user_id: request.userId,
      store_id: request.storeId,
      brand_id: request.brandId,
      city_id: request.cityId,
      is_closed: request.isClosed,
      is_expired: isExpired,
      close_reason: request.closeReason,
      quote_by_product: request.quoteByProduct,
      quotationsCount: request.quotationsCount,
      vehicle_model: request.vehicleModel,
      vehicle_year: request.vehicleYear,
      vehicle_property_card: customer.propertyCard,
      can_close: closeRefusal(this.viewer.id, request) === null,
      ...('brand' in request && {
        brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
      }),
      ...('city' in request && {
        city: request.city
          ? { id: request.city.id, name: request.city.name, full_name: request.city.fullName }
          : null,
      }),
      ...('store' in request && {
        store: request.store
          ? { id: request.store.id, name: request.store.name, url_path: request.store.urlPath }
          : null,
      }),
      ...('vehicle' in request && {
        vehicle: {
          id: request.vehicleId,
          VIN: request.vehicleVin,
          license_plate: request.vehicleLicensePlate,
          owner_identification: customer.ownerIdentification,
          cylinder_capacity: request.vehicle?.cylinderCapacity ?? null,
          fuel_type: request.vehicle?.fuelType ?? null,
          engine_number: request.vehicle?.engineNumber ?? null,
          body_type: request.vehicle?.bodyType ?? null,
        },
      }),
      ...('details' in request && {
        details: request.details!.map((detail) => ({
          id: detail.id,
          name: detail.name,
          amount: detail.amount,
          image: detail.image,
          reference: detail.reference,
          rimDimensions:
            detail.rimWidth || detail.rimProfile || detail.rinSize
              ? {
                  rimWidth: detail.rimWidth,
                  rimProfile: detail.rimProfile,
                  rinSize: detail.rinSize,
                }
              : null,
          quotationDetailsCount: detail.quotationsCount,
        })),
      }),
      ...('user' in request && {
        user: customer.user ? { name: customer.user.name, mobile: customer.user.mobile } : null,
      }),
    }
  }
}

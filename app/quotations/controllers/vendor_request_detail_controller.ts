import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type QuotationRequest from '#quotations/models/quotation_request'
import DetailAccessQuery from '#quotations/queries/detail_access_query'
import VendorRequestDetailQuery from '#quotations/queries/vendor_request_detail_query'
import VendorRequestDetailTransformer from '#quotations/transformers/vendor_request_detail_transformer'
import { PartsCatalog } from '#catalog/services/parts_catalog'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

/** A vendor whose store lacks the brand of a marketplace request: 403 with the brand text. */
function brandNotEnabled(request: QuotationRequest) {
  const brand = request.brand?.name ?? ''
  return new BusinessError(M.brandNotEnabled(brand), 403, {
    id: request.id,
    code: request.code,
    brandNotEnabled: true,
    brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
  })
}

/**
 * The seller-side JSON of one request (doc 3 §7), with the permission of the detail page
 * (VendorRequestPolicy.viewAsVendor: vendors of the request's channel, admins, module managers):
 *
 * - GET /api/{product}Go/QuotationRequest/{id} "Get a request with relations".
 * - GET /api/{product}Go/quotationRequest/{id}/getVehicleWithCatalog: the vehicle and its parts
 *   catalogue.
 *
 * Doc 3 §8: a failed load shows the answer's message — 404 'Not found' for an unknown request
 * or one the caller may not see, 403 'No puedes visualizar esta solicitud porque tu tienda
 * virtual no tiene habilitada la marca {brand}' for a vendor without the brand
 * (VendorRequestPolicy.seeDetails).
 */
export default class VendorRequestDetailController {
  private async load(ctx: HttpContext, accessQuery: DetailAccessQuery) {
    const found = await accessQuery.findOrFail(ctx.auth.getUserOrFail(), ctx.params.id)
    if (found.access.brandNotEnabled) {
      await found.request.load('brand')
      throw brandNotEnabled(found.request)
    }
    return found
  }

  @inject()
  async show(ctx: HttpContext, accessQuery: DetailAccessQuery, query: VendorRequestDetailQuery) {
    const { request, access } = await this.load(ctx, accessQuery)
    const view = await query.handle(request, access)
    return apiSerializer.serialize(VendorRequestDetailTransformer.transform(view))
  }

  /**
   * `{ data: { brand, model, year, VIN, license_plate, …, vehicleWithCatalog } }`:
   * `vehicleWithCatalog` is `{ catalogId, vin }` when the VIN is in the parts catalogue, null
   * otherwise (no VIN, or not found). The owner's identification is contact data: only for
   * viewers who may see the buyer's data.
   */
  @inject()
  async vehicleWithCatalog(
    ctx: HttpContext,
    accessQuery: DetailAccessQuery,
    catalog: PartsCatalog
  ) {
    const { request, access } = await this.load(ctx, accessQuery)
    await request.load((loader) => loader.load('brand').load('vehicle'))
    const match = request.vehicleVin ? await catalog.findByVin(request.vehicleVin) : null
    const vehicle = request.vehicle ?? null
    return {
      data: {
        id: request.vehicleId,
        quotation_request_id: request.id,
        brand: request.brand ? { id: request.brand.id, name: request.brand.name } : null,
        model: request.vehicleModel,
        year: request.vehicleYear,
        VIN: request.vehicleVin,
        license_plate: request.vehicleLicensePlate,
        owner_identification: access.canSeeContact ? request.vehicleOwnerIdentification : null,
        is_verified: request.vehicleIsVerified,
        foundByPlate: request.foundByPlate,
        catalog_origin: request.catalogOrigin,
        cylinder_capacity: vehicle?.cylinderCapacity ?? null,
        fuel_type: vehicle?.fuelType ?? null,
        body_type: vehicle?.bodyType ?? null,
        version: vehicle?.version ?? null,
        hasCatalog: match !== null,
        vehicleWithCatalog: match ? { catalogId: match.catalogId, vin: match.vin } : null,
      },
    }
  }
}

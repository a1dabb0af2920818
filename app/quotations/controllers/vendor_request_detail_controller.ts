import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import QuotationRequest from '#quotations/models/quotation_request'
import DetailAccessQuery from '#quotations/queries/detail_access_query'
import VendorRequestDetailQuery from '#quotations/queries/vendor_request_detail_query'
import BuyerRequestDetailQuery, {
  buyerDetailAccess,
} from '#quotations/queries/buyer_request_detail_query'
import { parseFieldSelection } from '#quotations/queries/list_params'
import RequestApiTransformer from '#quotations/transformers/request_api_transformer'
import { requestDetailValidator } from '#quotations/validators/request_detail'
import {
  buyerNeedsQuotations,
  BUYER_DETAIL_FIELDS,
  SELLER_DETAIL_FIELDS,
} from '#quotations/rules/request_api_fields'
import { missingRecord } from '#core/policies/decisions'
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
 * One quotation request as JSON (doc 3 §7), for each side the spec describes:
 *
 * - GET /api/{product}Go/QuotationRequest/{id} "Get a request with relations": the buyer who
 *   made the request gets their request with its quotations (the buyer's side, as the buyer's
 *   detail page shows it); a vendor the request reaches gets the seller-side detail (their own
 *   quotations, customer data only with the right); staff get the seller-side detail with every
 *   quotation, read-only.
 * - GET /api/{product}Go/quotationRequest/{id}/getVehicleWithCatalog: the vehicle and its parts
 *   catalogue (sellers).
 *
 * Doc 3 §8: a failed load shows the answer's message — 404 'Not found' for an unknown request
 * or one the caller may not see, 403 'No puedes visualizar esta solicitud porque tu tienda
 * virtual no tiene habilitada la marca {brand}' for a vendor without the brand
 * (VendorRequestPolicy.seeDetails).
 */
export default class VendorRequestDetailController {
  /** The seller side of `request` for the caller: 404 when they may not see it. */
  private async sellerAccess(
    ctx: HttpContext,
    accessQuery: DetailAccessQuery,
    request: QuotationRequest | null
  ) {
    const access = request ? await accessQuery.handle(ctx.auth.getUserOrFail(), request) : null
    if (!request || !access) throw missingRecord()
    if (access.brandNotEnabled) {
      await request.load('brand')
      throw brandNotEnabled(request)
    }
    return { request, access }
  }

  private async load(ctx: HttpContext, accessQuery: DetailAccessQuery) {
    return this.sellerAccess(ctx, accessQuery, await QuotationRequest.find(ctx.params.id))
  }

  /**
   * `{ data }`: the request with the relations of doc 3 §7 (brand, user, city, details with
   * `relatedQuotation`, quotations with their products, vendor, storeVendor,
   * buyerIgnoreQuotation, infractions, cartShoppingHeader), on the side BuyerDetailPolicy
   * (`readAsBuyer`) and VendorRequestPolicy (`viewAsVendor`) choose. `with` narrows the
   * relations and `getters` the computed fields (`availablePurchaseQuantity`,
   * `quotationsCount`, `quotationRequestExpired`, …) to the names given; without them the
   * answer has all of its side's. Each side has its whitelist (rules/request_api_fields.ts): an
   * unknown name is a 422 naming `with` or `getters`. Anybody else: 404, as an unknown id.
   *
   * @summary Devuelve una solicitud de cotización con sus relaciones.
   */
  @inject()
  async show(
    ctx: HttpContext,
    accessQuery: DetailAccessQuery,
    sellerQuery: VendorRequestDetailQuery,
    buyerQuery: BuyerRequestDetailQuery
  ) {
    const input = await ctx.request.validateUsing(requestDetailValidator)
    const found = await QuotationRequest.find(ctx.params.id)
    if (found && (await ctx.bouncer.with('BuyerDetailPolicy').allows('readAsBuyer', found))) {
      const selection = parseFieldSelection(input, BUYER_DETAIL_FIELDS)
      const access = await buyerDetailAccess(ctx.bouncer, ctx.auth.getUserOrFail(), found)
      const view = await buyerQuery.handle(found, access, {
        quotations: buyerNeedsQuotations(selection),
      })
      return apiSerializer.serialize(
        RequestApiTransformer.transform({ side: 'buyer', view }, selection)
      )
    }
    const { request, access } = await this.sellerAccess(ctx, accessQuery, found)
    const selection = parseFieldSelection(input, SELLER_DETAIL_FIELDS)
    const view = await sellerQuery.handle(request, access)
    return apiSerializer.serialize(
      RequestApiTransformer.transform({ side: 'seller', view }, selection)
    )
  }

  /**
   * `{ data: { brand, model, year, VIN, license_plate, …, vehicleWithCatalog } }`:
   * `vehicleWithCatalog` is `{ catalogId, vin }` when the VIN is in the parts catalogue, null
   * otherwise (no VIN, or not found). The owner's identification is contact data: only for
   * viewers who may see the buyer's data.
   *
   * @summary Devuelve el vehículo de una solicitud con su catálogo de repuestos.
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

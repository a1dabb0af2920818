import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CreateQuotationRequest from '#quotations/actions/create_quotation_request'
import RequestReachQuery from '#quotations/queries/request_reach_query'
import type { RequestReach } from '#quotations/rules/request_reach'
import {
  createQuotationRequestValidator,
  PROVIDERS_FLAG,
  providersFlagValidator,
} from '#quotations/validators/create_quotation_request'
import { EMPTY_VEHICLE } from '#garage/rules/vehicle'
import { uploadOwner } from '#core/validators/upload_key'

/**
 * POST /api/repuestosGo/quotationRequest/ (doc 2 §7): the wizard's submit and the API's.
 * Answers 201 with `data.code` and `data.vehicle_VIN`, plus where to send the buyer next. A
 * replayed idempotency key answers 200 with the first request and `replayed: true` (nothing is
 * sent to anyone again); a key used by another account answers 409. `data.reach` says who the
 * request reaches (rules/request_reach.ts), so the success dialog promises what the buyer's
 * receipt promises (null when it could not be read: the request is saved all the same).
 */
export default class CreateQuotationRequestController {
  /** @summary Crea una solicitud de cotización */
  @inject()
  async handle(ctx: HttpContext, action: CreateQuotationRequest, reachOf: RequestReachQuery) {
    const { request, response, auth, country } = ctx
    const data = await request.validateUsing(createQuotationRequestValidator, {
      meta: { countryCode: country.code, uploadOwner: uploadOwner(ctx) },
    })
    const { flag } = await providersFlagValidator.validate({ flag: request.input(PROVIDERS_FLAG) })
    const result = await action.handle({
      user: auth.getUserOrFail(),
      countryCode: country.code,
      idempotencyKey: data.idempotency_key,
      storeId: data.store_id ?? null,
      hasReference: data.hasReference ?? false,
      vehicle: {
        ...EMPTY_VEHICLE,
        vehicle_id: data.vehicle_id ?? null,
        vehicle_brand_id: data.vehicle_brand_id ?? null,
        vehicle_model: data.vehicle_model ?? '',
        vehicle_year: data.vehicle_year ?? null,
        vehicle_license_plate: data.vehicle_license_plate ?? '',
        vehicle_owner_identification: data.vehicle_owner_identification ?? '',
        vehicle_VIN: data.vehicle_VIN ?? '',
        vehicle_property_card: data.vehicle_property_card ?? null,
        foundByPlate: data.foundByPlate ?? false,
        vehicle_is_verified: Boolean(data.vehicle_id || data.foundByPlate),
        catalog_origin: data.catalog_origin ?? null,
      },
      details: data.details,
      contact: { name: data.name, city_id: data.city_id, email: data.email, mobile: data.mobile },
      sendToProviders: data.sendToProviders ?? false,
      supplierIds: data.satdaProviders ?? [],
      sendToMarketplace: flag !== false,
      quoteByProduct: data.quote_by_product ?? false,
    })
    return response.status(result.created ? 201 : 200).send({
      message: '¡Solicitud de cotización enviada!',
      replayed: !result.created,
      data: createdRequestData(result, await reachOf.orNull(result.request)),
    })
  }
}

/** The answer's `data`: the wizard's success dialog takes its type (CreatedRequest) from here. */
export function createdRequestData(
  {
    request: saved,
    catalog,
  }: Pick<Awaited<ReturnType<CreateQuotationRequest['handle']>>, 'request' | 'catalog'>,
  reach: RequestReach | null
) {
  return {
    reach,
    id: saved.id,
    code: saved.code,
    vehicle_VIN: saved.vehicleVin,
    store_id: saved.storeId,
    brand: saved.brand ? { id: saved.brand.id, name: saved.brand.name } : null,
    vehicle_model: saved.vehicleModel,
    vehicleWithCatalog: catalog ? { catalogId: catalog.catalogId, vin: catalog.vin } : null,
  }
}

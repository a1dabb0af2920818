import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import QuotationRequest, { REQUEST_VALIDITY_DAYS } from '#quotations/models/quotation_request'
import { UserFactory } from '#database/factories/user_factory'
import { StoreFactory } from '#database/factories/store_factory'
import { VehicleFactory } from '#database/factories/vehicle_factory'
import { findOrCreateBrand, VehicleBrandFactory } from '#database/factories/vehicle_brand_factory'
import {
  findOrCreateCity,
  LocalizationZoneFactory,
} from '#database/factories/localization_zone_factory'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { ProcessObservationFactory } from '#database/factories/process_observation_factory'
import { SupplierFactory } from '#database/factories/supplier_factory'
import { needsParent, pick, plateFor, sequence, VEHICLE_MODELS } from '#database/factories/helpers'

/**
 * Quotation requests: an open marketplace request (no details: add them with
 * `.with('details', n)`). Buyer = new user, brand = first brand, city = first city unless
 * merged; the code (SC-…) and expiresAt (+7 days) come from the model hooks.
 * States: closed (already_bought), expired (created 8 days ago), byProduct, forStore (a store
 * request; a new store unless `storeId` is merged), fromPlate (verified vehicle found by plate).
 */
export const QuotationRequestFactory = factory
  .define(QuotationRequest, () => {
    const n = sequence()
    return {
      vehicleModel: pick(VEHICLE_MODELS, n),
      vehicleYear: 2010 + (n % 15),
      vehicleLicensePlate: plateFor(n),
      vehicleIsVerified: false,
      foundByPlate: false,
      countryCode: 'CO',
      quoteByProduct: false,
      isClosed: false,
      quotationsCount: 0,
      sendToMarketplace: true,
    }
  })
  .state('closed', (request) => {
    request.isClosed = true
    request.closeReason = 'already_bought'
    request.closedAt = DateTime.now()
  })
  .state('expired', (request) => {
    request.createdAt = DateTime.now().minus({ days: REQUEST_VALIDITY_DAYS + 1 })
    request.expiresAt = request.createdAt.plus({ days: REQUEST_VALIDITY_DAYS })
  })
  .state('byProduct', (request) => {
    request.quoteByProduct = true
  })
  .state('forStore', async (request, ctx) => {
    if (!request.storeId) request.storeId = (await StoreFactory.useCtx(ctx).create()).id
    request.sendToMarketplace = false
  })
  .state('fromPlate', (request) => {
    request.vehicleIsVerified = true
    request.foundByPlate = true
    request.vehicleOwnerIdentification = '1020304050'
  })
  .relation('user', () => UserFactory)
  .relation('store', () => StoreFactory)
  .relation('brand', () => VehicleBrandFactory)
  .relation('city', () => LocalizationZoneFactory)
  .relation('vehicle', () => VehicleFactory)
  .relation('details', () => QuotationRequestDetailFactory)
  .relation('quotations', () => QuotationFactory)
  .relation('vendorIgnores', () => VendorIgnoreFactory)
  .relation('processObservations', () => ProcessObservationFactory)
  .relation('suppliers', () => SupplierFactory)
  .before('create', async (builder, request, ctx) => {
    if (needsParent(builder, request, 'userId', 'user')) {
      request.userId = (await UserFactory.useCtx(ctx).create()).id
    }
    if (needsParent(builder, request, 'brandId', 'brand')) {
      request.brandId = (await findOrCreateBrand(ctx)).id
    }
    if (needsParent(builder, request, 'cityId', 'city')) {
      request.cityId = (await findOrCreateCity(ctx)).id
    }
  })
  .build()

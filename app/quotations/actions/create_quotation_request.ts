import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import type User from '#users/models/user'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { PartsCatalog } from '#catalog/services/parts_catalog'
import { normalizeVin } from '#catalog/rules/vin'
import Vehicle from '#garage/models/vehicle'
import FindPlateLookupQuery from '#garage/queries/find_plate_lookup_query'
import {
  checkWizardVehicle,
  completeGarageVehicle,
  type PlateVehicle,
  type WizardVehicle,
} from '#garage/rules/vehicle'
import { normalizePlate } from '#garage/rules/plate'
import type Store from '#stores/models/store'
import PublicStoreQuery from '#stores/queries/public_store_query'
import { storePersonQuery } from '#stores/queries/store_people_query'
import { STORE_REQUEST_MESSAGES } from '#quotations/rules/store_request'
import { normalizeReference } from '#stores/rules/product_image_rules'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import QuotationRequestCreated, {
  QUOTATION_REQUEST_CREATED,
} from '#quotations/events/quotation_request_created'
import { Outbox } from '#core/outbox/outbox'
import {
  DETAIL_MESSAGES,
  detailErrors,
  normalizePartName,
  parseAmount,
  type RimDimensions,
} from '#quotations/rules/details'

export interface CreateRequestInput {
  user: User
  countryCode: CountryCode
  idempotencyKey?: string
  storeId?: number | null
  vehicle: WizardVehicle
  hasReference: boolean
  details: {
    name: string
    amount?: unknown
    image?: string | null
    reference?: string | null
    rimDimensions?: RimDimensions | null
  }[]
  contact: { name: string; city_id: number; email: string; mobile: string }
  /** 'Enviar a mis proveedores' ticked. */
  sendToProviders: boolean
  supplierIds: number[]
  /** {product}Providers: marketplace vendors get the request. */
  sendToMarketplace: boolean
  /**
   * 'Recibir cotizaciones por autoparte' (quote_by_product): kept for marketplace requests with
   * two or more parts (each part then takes up to 3 quotations); false otherwise.
   */
  quoteByProduct?: boolean
}

type FieldError = { field: string; message: string; rule: string }

/**
 * Saves a buyer's quotation request in one transaction: the vehicle (from the garage, from a
 * plate the server itself found, or typed — then kept in the buyer's garage), the part lines,
 * the chosen suppliers, and the buyer's contact data, with the outbox event that notifies the
 * vendors (app/core/outbox), delivered right after the commit and by the worker's relay if this
 * process dies first.
 *
 * Idempotency: a submit with a key already used by the same buyer replays the first answer
 * (`created: false`: the same request, nothing emitted again) — also when twenty submits race,
 * the losers of the unique index replay the winner's. A key used by another account answers 409.
 */
@inject()
export default class CreateQuotationRequest {
  constructor(
    private plateLookups: FindPlateLookupQuery,
    private catalog: PartsCatalog,
    private outbox: Outbox,
    private stores: PublicStoreQuery
  ) {}

  /**
   * The store of a store request: open to the public on this host (active, with the GO module,
   * of the host's country — PublicStoreQuery) and not one the buyer acts for, as owner or
   * active adviser (storePersonQuery: a store never trades with itself). 422 on `store_id`.
   */
  private async requestStore(
    input: CreateRequestInput,
    storeId: number,
    trx: TransactionClientContract
  ): Promise<Store> {
    const store = await this.stores.byId(storeId, input.countryCode, trx)
    if (!store)
      throw new BusinessError(STORE_REQUEST_MESSAGES.storeUnavailable, 422, {}, 'store_id')
    const own = await storePersonQuery(store.id, input.user.id).useTransaction(trx).first()
    if (own) throw new BusinessError(STORE_REQUEST_MESSAGES.ownStore, 422, {}, 'store_id')
    return store
  }

  async handle(input: CreateRequestInput) {
    if (input.idempotencyKey) {
      const replay = await this.replay(input.user.id, input.idempotencyKey)
      if (replay) return replay
    }

    const garage = await this.garageVehicle(input)
    const vehicle = garage
      ? completeGarageVehicle(storedVehicle(garage), input.vehicle)
      : input.vehicle
    this.checkRules(input, vehicle)
    const plateData = await this.trustedPlateData(input)

    const saved = await db
      .transaction(async (trx) => {
        await this.updateContact(input, trx)
        const chosen = garage
          ? await this.completeGarage(garage, vehicle, trx)
          : await this.resolveVehicle(input, plateData, trx)
        const store = input.storeId ? await this.requestStore(input, input.storeId, trx) : null
        const supplierIds = input.sendToProviders ? await this.ownSuppliers(input, trx) : []

        const created = await QuotationRequest.create(
          {
            userId: input.user.id,
            storeId: store?.id ?? null,
            vehicleId: chosen.id,
            brandId: chosen.brandId,
            vehicleModel: chosen.model,
            vehicleYear: chosen.year,
            vehicleVin: chosen.vin,
            vehicleLicensePlate: chosen.licensePlate,
            vehicleOwnerIdentification: chosen.ownerIdentification,
            vehiclePropertyCard: chosen.propertyCardImage,
            vehicleIsVerified: chosen.isVerified,
            foundByPlate: chosen.foundByPlate,
            catalogOrigin: chosen.catalogOrigin,
            cityId: input.contact.city_id,
            countryCode: input.countryCode,
            quoteByProduct: Boolean(input.quoteByProduct) && !store && input.details.length >= 2,
            isClosed: false,
            quotationsCount: 0,
            sendToMarketplace: store ? false : input.sendToMarketplace || supplierIds.length === 0,
            idempotencyKey: input.idempotencyKey ?? null,
          },
          { client: trx }
        )
        await QuotationRequestDetail.createMany(
          input.details.map((detail) => ({
            quotationRequestId: created.id,
            name: normalizePartName(detail.name),
            amount: parseAmount(detail.amount as never) ?? 1,
            image: detail.image ?? null,
            // optional on every line (required with 'Tengo la referencia'), at most 64, in capitals
            reference: detail.reference?.trim() ? normalizeReference(detail.reference) : null,
            rimWidth: detail.rimDimensions?.rimWidth ?? null,
            rimProfile: detail.rimDimensions?.rimProfile ?? null,
            rinSize: detail.rimDimensions?.rinSize ?? null,
            quotationsCount: 0,
          })),
          { client: trx }
        )
        if (supplierIds.length) await created.related('suppliers').attach(supplierIds, trx)
        const eventId = await this.outbox.record(trx, QUOTATION_REQUEST_CREATED, {
          requestId: created.id,
        })
        return { fresh: created, eventId }
      })
      .catch(async (error) => {
        // Submits with one key raced: the losers replay the winner's answer, emitting nothing.
        if (input.idempotencyKey && /unique|duplicate/i.test(String(error?.message))) {
          const replay = await this.replay(input.user.id, input.idempotencyKey)
          if (replay) return replay
        }
        throw error
      })
    if (!('fresh' in saved)) return saved

    const request = saved.fresh
    await request.load('brand')
    // The live push first (a few queries, one broadcast per store): the notifications' own
    // pushes and sends that follow must not hold it back, on this server or on the others.
    await QuotationRequestCreated.dispatch(
      request.id,
      request.storeId,
      request.brandId,
      request.userId
    )
    this.outbox.deliverSoon(saved.eventId, { requestId: request.id })
    return { request, created: true, catalog: await this.catalogOf(request) }
  }

  /**
   * The first answer again for a key this buyer already used; a key of another account is
   * refused (409) without saying whose it is.
   */
  private async replay(userId: number, key: string) {
    const existing = await QuotationRequest.query()
      .where('idempotency_key', key)
      .preload('brand')
      .first()
    if (!existing) return null
    if (existing.userId !== userId) {
      throw new BusinessError(
        'Esta clave de envío ya fue usada desde otra cuenta. Recarga la página e inténtalo de nuevo.',
        409,
        {},
        'idempotency_key'
      )
    }
    return { request: existing, created: false as const, catalog: await this.catalogOf(existing) }
  }

  private async catalogOf(request: QuotationRequest) {
    return request.vehicleVin ? this.catalog.findByVin(request.vehicleVin) : null
  }

  /**
   * The rules of the wizard, answered as 422 per field like any validation error. A garage
   * vehicle is checked as stored and completed with what the buyer typed (a verified one passes
   * as it is), exactly as the wizard checks it.
   */
  private checkRules(input: CreateRequestInput, vehicle: WizardVehicle) {
    const errors: FieldError[] = []
    const vehicleErrors = checkWizardVehicle(vehicle, {
      countryCode: input.countryCode,
      hasReference: input.hasReference,
    })
    for (const [field, message] of Object.entries(vehicleErrors)) {
      errors.push({ field, message, rule: 'vehicle' })
    }
    input.details.forEach((detail, index) => {
      const lineErrors = detailErrors(
        {
          name: detail.name,
          amount: detail.amount as never,
          image: detail.image ?? null,
          reference: detail.reference ?? '',
          rimDimensions: detail.rimDimensions ?? null,
        },
        { hasReference: input.hasReference }
      )
      for (const [field, message] of Object.entries(lineErrors)) {
        errors.push({ field: `details.${index}.${field}`, message, rule: 'detail' })
      }
    })
    if (input.sendToProviders && input.supplierIds.length === 0) {
      errors.push({
        field: 'satdaProviders',
        message: DETAIL_MESSAGES.providersRequired,
        rule: 'providers',
      })
    }
    if (errors.length) throw new vineErrors.E_VALIDATION_ERROR(errors)
  }

  /**
   * createOrUpdateUserInQuotation: name, city and e-mail follow the contact step. The WhatsApp
   * number must be the account's verified one (a new number is verified by code first).
   */
  private async updateContact(input: CreateRequestInput, trx: TransactionClientContract) {
    const user = input.user
    if (!user.mobileVerified || user.mobile !== input.contact.mobile) {
      throw new BusinessError(
        'Verifica tu número de WhatsApp con el código que te enviamos para continuar',
        422,
        {},
        'mobile'
      )
    }
    user.useTransaction(trx)
    user.fullName = input.contact.name
    user.cityId = input.contact.city_id
    if (input.contact.email !== user.email) {
      const taken = await db
        .from('users')
        .useTransaction(trx)
        .where('email', input.contact.email)
        .whereNot('id', user.id)
        .first()
      if (taken) throw new BusinessError('Ya existe una cuenta con este email', 422, {}, 'email')
      user.email = input.contact.email
      user.emailVerified = false
    }
    await user.save()
  }

  /**
   * The stored result of the plate lookup for a vehicle the wizard says was found by plate
   * (read before the transaction opens: SQLite has a single connection).
   */
  private async trustedPlateData(input: CreateRequestInput) {
    const v = input.vehicle
    if (v.vehicle_id || !v.foundByPlate) return null
    const plate = v.vehicle_license_plate ? normalizePlate(v.vehicle_license_plate) : null
    const found = plate ? await this.plateLookups.handle(plate, input.countryCode) : null
    if (!found) {
      throw new BusinessError(
        'Busca de nuevo la placa de tu vehículo',
        422,
        {},
        'vehicle_license_plate'
      )
    }
    return found
  }

  /**
   * The buyer's own garage vehicle the wizard names (read before the transaction opens, like the
   * plate lookup: SQLite has a single connection).
   */
  private async garageVehicle(input: CreateRequestInput) {
    if (!input.vehicle.vehicle_id) return null
    const own = await Vehicle.query()
      .where('id', input.vehicle.vehicle_id)
      .where('user_id', input.user.id)
      .whereNull('deleted_at')
      .first()
    if (!own) throw new BusinessError('El vehículo no existe en tu garaje', 422, {}, 'vehicle_id')
    return own
  }

  /** What the buyer typed to complete an unverified garage vehicle is kept in the garage. */
  private async completeGarage(
    garage: Vehicle,
    completed: WizardVehicle,
    trx: TransactionClientContract
  ) {
    if (garage.isVerified) return garage
    if (completed.vehicle_brand_id !== garage.brandId) {
      await this.ensureBrand(completed.vehicle_brand_id!, trx)
    }
    garage.merge({
      brandId: completed.vehicle_brand_id!,
      model: completed.vehicle_model.trim(),
      year: completed.vehicle_year!,
      licensePlate: completed.vehicle_license_plate || null,
      vin: completed.vehicle_VIN || null,
      ownerIdentification: completed.vehicle_owner_identification.trim() || null,
      propertyCardImage: completed.vehicle_property_card,
    })
    if (garage.$isDirty) await garage.useTransaction(trx).save()
    return garage
  }

  private async ensureBrand(brandId: number, trx: TransactionClientContract) {
    const brand = await VehicleBrand.find(brandId, { client: trx })
    if (!brand)
      throw new BusinessError('Selecciona la marca de tu vehículo', 422, {}, 'vehicle_brand_id')
  }

  /**
   * A vehicle not from the garage: a plate the server found (its data come from the stored
   * lookup, never from the client) or the typed one, which joins the buyer's garage (the same
   * plate or VIN is reused instead of duplicated).
   */
  private async resolveVehicle(
    input: CreateRequestInput,
    found: PlateVehicle | null,
    trx: TransactionClientContract
  ) {
    const v = input.vehicle
    const plate = v.vehicle_license_plate ? normalizePlate(v.vehicle_license_plate) : null
    const vin = v.vehicle_VIN ? normalizeVin(v.vehicle_VIN) : null

    let data: Partial<Vehicle> = {
      brandId: v.vehicle_brand_id!,
      model: v.vehicle_model.trim(),
      year: v.vehicle_year!,
      vin,
      licensePlate: plate,
      ownerIdentification: v.vehicle_owner_identification?.trim() || null,
      propertyCardImage: v.vehicle_property_card,
      catalogOrigin: v.catalog_origin,
      isVerified: false,
      foundByPlate: false,
    }
    if (found) {
      data = {
        ...data,
        brandId: found.brand_id ?? data.brandId,
        model: found.model || data.model,
        year: found.year ?? data.year,
        vin: found.VIN ? normalizeVin(String(found.VIN)) : data.vin,
        engineNumber: found.engine_number ?? null,
        fuelType: found.fuel_type ?? null,
        bodyType: found.body_type ?? null,
        color: found.color ?? null,
        cylinderCapacity: found.cylinder_capacity ?? null,
        catalogOrigin: found.catalog_origin ?? data.catalogOrigin,
        licensePlate: plate,
        isVerified: true,
        foundByPlate: true,
      }
    }

    await this.ensureBrand(data.brandId!, trx)

    const twin =
      plate || vin
        ? await Vehicle.query({ client: trx })
            .where('user_id', input.user.id)
            .whereNull('deleted_at')
            .where((q) => {
              if (plate) q.orWhere('license_plate', plate)
              if (vin) q.orWhere('vin', vin)
            })
            .first()
        : null
    if (twin && (twin.isVerified || !data.isVerified)) return twin
    if (twin) {
      twin.merge(data)
      return twin.useTransaction(trx).save()
    }
    return Vehicle.create({ ...data, userId: input.user.id }, { client: trx })
  }

  private async ownSuppliers(input: CreateRequestInput, trx: TransactionClientContract) {
    const rows = await db
      .from('buyer_suppliers')
      .useTransaction(trx)
      .where('user_id', input.user.id)
      .whereIn('supplier_id', input.supplierIds)
      .select('supplier_id')
    const own = rows.map((row) => Number(row.supplier_id))
    if (own.length !== new Set(input.supplierIds).size) {
      throw new BusinessError(DETAIL_MESSAGES.providersRequired, 422, {}, 'satdaProviders')
    }
    return own
  }
}

/** A stored garage vehicle in the wizard's shape. */
function storedVehicle(vehicle: Vehicle): WizardVehicle {
  return {
    vehicle_id: vehicle.id,
    vehicle_brand_id: vehicle.brandId,
    vehicle_brand: null,
    vehicle_model: vehicle.model,
    vehicle_year: vehicle.year,
    vehicle_license_plate: vehicle.licensePlate ?? '',
    vehicle_owner_identification: vehicle.ownerIdentification ?? '',
    vehicle_VIN: vehicle.vin ?? '',
    vehicle_property_card: vehicle.propertyCardImage,
    vehicle_is_verified: vehicle.isVerified,
    foundByPlate: vehicle.foundByPlate,
    catalog_origin: vehicle.catalogOrigin,
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { BusinessError } from '#core/errors'
import type { CountryCode } from '#core/country/country'
import { searchText } from '#core/services/search_text'
import VehicleBrand from '#catalog/models/vehicle_brand'
import { PartsCatalog } from '#catalog/services/parts_catalog'
import PlateLookupRecord from '#garage/models/plate_lookup'
import { PLATE_LOOKUP_MESSAGES, type PlateVehicle } from '#garage/rules/vehicle'
import { CaptchaVerifier } from '#garage/services/captcha'
import { PlateLookup } from '#garage/services/plate_lookup'

export interface LookupPlateInput {
  /** Normalised and valid for the country (see the validator). */
  plate: string
  captchaToken: string
  ip: string
  countryCode: CountryCode
}

/**
 * The plate service failed (503 / 502): logged as a one-line warning with the plate, not as an
 * application error with a stack trace.
 */
export class PlateServiceError extends BusinessError {
  report(error: this, ctx: HttpContext) {
    ctx.logger.warn({ status: error.status, plate: error.data.licensePlate }, error.message)
  }
}

/** Plate searches allowed per IP and hour (each one costs a query to the provider). */
export const PLATE_LOOKUPS_PER_HOUR = 30

/**
 * getVehicleForLicensePlate (doc 1 §7, doc 2 §4): checks the captcha, asks the plate service
 * and answers a verified vehicle (`foundByPlate`), its brand matched to vehicle_brands by name
 * (accents and case ignored) and its parts catalogue by VIN. Every found plate is recorded
 * (plate_lookups) so the request submit can trust only server-found plate data.
 * Not found: 404 'Placa {plate} no encontrada'; provider down: 503; other failures: 502.
 */
@inject()
export default class LookupVehiclePlate {
  constructor(
    private plates: PlateLookup,
    private captcha: CaptchaVerifier,
    private catalog: PartsCatalog
  ) {}

  async handle(input: LookupPlateInput): Promise<PlateVehicle> {
    if (!(await this.captcha.verify(input.captchaToken, input.ip))) {
      throw new BusinessError(PLATE_LOOKUP_MESSAGES.captchaRequired, 422, {}, 'reCaptcha')
    }
    await limiter
      .use({ requests: PLATE_LOOKUPS_PER_HOUR, duration: '1 hour' })
      .consume(`plate_lookup_${input.ip}`)

    const result = await this.plates.lookup(input.plate, input.countryCode)
    if (result.status === 'not_found') {
      throw new BusinessError(
        PLATE_LOOKUP_MESSAGES.notFound(input.plate),
        404,
        { licensePlate: input.plate, detail: PLATE_LOOKUP_MESSAGES.notFoundHelp },
        'licensePlate'
      )
    }
    if (result.status === 'unavailable') {
      throw new PlateServiceError(PLATE_LOOKUP_MESSAGES.unavailable, 503, {
        licensePlate: input.plate,
      })
    }
    if (result.status === 'error') {
      throw new PlateServiceError(PLATE_LOOKUP_MESSAGES.failed, 502, {
        licensePlate: input.plate,
      })
    }

    const found = result.vehicle
    const brand = await this.matchBrand(found.brandName)
    const catalog = found.vin ? await this.catalog.findByVin(found.vin) : null
    const vehicle: PlateVehicle = {
      brand_id: brand?.id ?? null,
      brand: brand ? { id: brand.id, name: brand.name } : null,
      model: found.model,
      year: found.year,
      VIN: found.vin,
      license_plate: input.plate,
      /** A vehicle is verified only when its brand is one of ours (else the buyer picks it). */
      is_verified: brand !== null,
      foundByPlate: true,
      engine_number: found.engineNumber,
      fuel_type: found.fuelType,
      body_type: found.bodyType,
      color: found.color,
      cylinder_capacity: found.cylinderCapacity,
      catalog_origin: catalog?.catalogId ?? null,
    }
    await PlateLookupRecord.create({
      plate: input.plate,
      countryCode: input.countryCode,
      payload: vehicle,
    })
    return vehicle
  }

  /** The brand whose name matches, accents and case ignored ("CITROEN" → Citroën). */
  private async matchBrand(name: string) {
    const wanted = searchText(name)
    if (!wanted) return null
    const brands = await VehicleBrand.query().select('id', 'name', 'is_active')
    const matches = brands.filter((brand) => searchText(brand.name) === wanted)
    return matches.find((brand) => brand.isActive) ?? matches[0] ?? null
  }
}

/**
 * The vehicle of the request wizard and of the garage (doc 1 §3 and §5, doc 2 §3 and §5).
 * Pure: the pages validate with these functions after each change, and the server runs the
 * very same checks (garage validators, the request submit).
 */
import { vinError, normalizeVin, VIN_LENGTH } from '#catalog/rules/vin'
import { normalizePlate, plateError, type PlateCountry } from './plate.js'

export const YEAR_MIN = 1901
export const YEAR_MAX = 2155
export const MODEL_MAX_LENGTH = 128
export const OWNER_IDENTIFICATION_MAX_LENGTH = 20
export const COMPLEMENT_MAX_LENGTH = 512
export { VIN_LENGTH }

export const VEHICLE_MESSAGES = {
  brandRequired: 'Selecciona la marca del vehículo',
  modelRequired: 'Escribe el modelo del vehículo',
  modelTooLong: `Utiliza máximo ${MODEL_MAX_LENGTH} caracteres`,
  yearInvalid: 'Año inválido',
  vinLength: 'El VIN debe ser de 17 caracteres',
  vehicleData: 'Necesitamos conocer los datos de tu vehículo para enviarte la cotización',
  ownerIdentificationRequired: 'Escribe la identificación del propietario del vehículo',
  ownerIdentificationTooLong: `Utiliza máximo ${OWNER_IDENTIFICATION_MAX_LENGTH} caracteres`,
  complementTooLong: `Utiliza máximo ${COMPLEMENT_MAX_LENGTH} caracteres`,
  verifiedLocked: 'Este vehículo está verificado: sus datos no se pueden modificar',
} as const

/** The texts of the plate lookup (doc 2 §8, doc 1 §8). */
export const PLATE_LOOKUP_MESSAGES = {
  captchaRequired: 'Debes validar el Captcha',
  captchaHint: 'Confirma que eres un humano',
  notFound: (plate: string) => `Placa ${plate} no encontrada`,
  notFoundHelp: 'Diligencia los datos del vehículo en el siguiente formulario.',
  unavailable: 'Estamos presentando intermitencias en el acceso a la información del vehículo',
  failed: 'Error al consultar el vehículo',
} as const

export interface BrandRef {
  id: number
  name: string
}

/** The vehicle as the request wizard holds it (doc 2 §3). */
export interface WizardVehicle {
  /** The garage vehicle it came from, if any. */
  vehicle_id: number | null
  vehicle_brand_id: number | null
  vehicle_brand: BrandRef | null
  vehicle_model: string
  vehicle_year: number | null
  vehicle_license_plate: string
  vehicle_owner_identification: string
  vehicle_VIN: string
  /** Stored upload key of the property-card photo. */
  vehicle_property_card: string | null
  /** Verified (found by the plate lookup, or a verified garage vehicle): every field locked. */
  vehicle_is_verified: boolean
  foundByPlate: boolean
  catalog_origin: string | null
}

export const EMPTY_VEHICLE: WizardVehicle = Object.freeze({
  vehicle_id: null,
  vehicle_brand_id: null,
  vehicle_brand: null,
  vehicle_model: '',
  vehicle_year: null,
  vehicle_license_plate: '',
  vehicle_owner_identification: '',
  vehicle_VIN: '',
  vehicle_property_card: null,
  vehicle_is_verified: false,
  foundByPlate: false,
  catalog_origin: null,
}) as WizardVehicle

export interface WizardVehicleContext {
  countryCode: PlateCountry
  /** 'Tengo la referencia del repuesto' is ticked: plate, VIN and photo become optional. */
  hasReference: boolean
}

function checkCommon(v: WizardVehicle, countryCode: PlateCountry, yearRequired: boolean) {
  const errors: Record<string, string> = {}
  if (!v.vehicle_brand_id && !v.vehicle_brand?.id) {
    errors.vehicle_brand_id = VEHICLE_MESSAGES.brandRequired
  }
  const model = (v.vehicle_model ?? '').trim()
  if (!model) errors.vehicle_model = VEHICLE_MESSAGES.modelRequired
  else if (model.length > MODEL_MAX_LENGTH) errors.vehicle_model = VEHICLE_MESSAGES.modelTooLong

  const year = v.vehicle_year
  if (year === null || year === undefined || (year as unknown) === '') {
    if (yearRequired) errors.vehicle_year = VEHICLE_MESSAGES.yearInvalid
  } else if (
    !Number.isInteger(Number(year)) ||
    Number(year) < YEAR_MIN ||
    Number(year) > YEAR_MAX
  ) {
    errors.vehicle_year = VEHICLE_MESSAGES.yearInvalid
  }

  const vinMessage = vinError(v.vehicle_VIN ?? '')
  if (vinMessage) errors.vehicle_VIN = vinMessage

  const plate = normalizePlate(v.vehicle_license_plate)
  if (plate) {
    const message = plateError(plate, countryCode)
    if (message) errors.vehicle_license_plate = message
  }

  const owner = (v.vehicle_owner_identification ?? '').trim()
  if (owner.length > OWNER_IDENTIFICATION_MAX_LENGTH) {
    errors.vehicle_owner_identification = VEHICLE_MESSAGES.ownerIdentificationTooLong
  }
  return errors
}

/**
 * Does a plate typed by hand need the owner's identification? In Colombia, a plate that did not
 * come from the lookup (not verified) on a vehicle that is not from the garage: that is what
 * happens after "Placa … no encontrada", and the vendor needs both to check the registry (RUNT).
 */
export function needsOwnerIdentification(v: WizardVehicle, countryCode: PlateCountry) {
  return (
    countryCode === 'CO' &&
    normalizePlate(v.vehicle_license_plate) !== '' &&
    !v.vehicle_is_verified &&
    v.vehicle_id === null
  )
}

/**
 * Step 1 of the wizard (doc 2 §5): brand and model required; year required unless verified,
 * 1901–2155 ('Año inválido'); VIN, when given, 17 characters; in Colombia, unless a part
 * reference is declared or the vehicle is verified, a plate, a VIN or a property-card photo
 * (key `vehicle`); owner identification up to 20 and required with a hand-typed Colombian plate;
 * the plate rules when a plate is typed. Answers the Spanish message per field; empty when valid.
 */
export function checkWizardVehicle(
  v: WizardVehicle,
  ctx: WizardVehicleContext
): Record<string, string> {
  const errors = checkCommon(v, ctx.countryCode, !v.vehicle_is_verified)

  const hasPlate = normalizePlate(v.vehicle_license_plate) !== ''
  const hasVin = normalizeVin(v.vehicle_VIN ?? '') !== ''
  const hasCard = Boolean(v.vehicle_property_card)
  if (
    ctx.countryCode === 'CO' &&
    !ctx.hasReference &&
    !v.vehicle_is_verified &&
    !hasPlate &&
    !hasVin &&
    !hasCard
  ) {
    errors.vehicle = VEHICLE_MESSAGES.vehicleData
  }

  if (
    !errors.vehicle_owner_identification &&
    needsOwnerIdentification(v, ctx.countryCode) &&
    !(v.vehicle_owner_identification ?? '').trim()
  ) {
    errors.vehicle_owner_identification = VEHICLE_MESSAGES.ownerIdentificationRequired
  }
  return errors
}

/**
 * A garage vehicle (doc 1 §5): brand, model and year (1901–2155) required; VIN of 17 when
 * given; the plate rules of the country when a plate is given; owner identification up to 20;
 * observations up to 512.
 */
export function checkGarageVehicle(
  v: WizardVehicle & { complement?: string | null },
  countryCode: PlateCountry
): Record<string, string> {
  const errors = checkCommon(v, countryCode, true)
  if ((v.complement ?? '').length > COMPLEMENT_MAX_LENGTH) {
    errors.complement = VEHICLE_MESSAGES.complementTooLong
  }
  return errors
}

/** A garage vehicle as the JSON API answers it (doc 2 §3 "Garage vehicle from the server"). */
export interface GarageVehicle {
  id: number
  brand_id: number
  brand: BrandRef | null
  brandRelation: BrandRef | null
  model: string
  year: number
  license_plate: string | null
  owner_identification: string | null
  VIN: string | null
  property_card_image: string | null
  is_verified: boolean
  found_by_plate: boolean
  catalog_origin: string | null
  complement: string | null
  engine_number: string | null
  chassis_number: string | null
  cylinder_capacity: string | null
  fuel_type: string | null
  body_type: string | null
  color: string | null
  class: string | null
  city: string | null
  created_at: string | null
}

/** The vehicle a plate lookup found (POST /api/garage/vehicle/getVehicleForLicensePlate). */
export interface PlateVehicle {
  brand_id: number | null
  brand: BrandRef | null
  model: string
  year: number | null
  VIN: string | null
  license_plate: string
  is_verified: boolean
  foundByPlate: true
  engine_number: string | null
  fuel_type: string | null
  body_type: string | null
  color: string | null
  cylinder_capacity: string | null
  catalog_origin: string | null
}

export function garageVehicleToWizard(g: GarageVehicle): WizardVehicle {
  const brand = g.brand ?? g.brandRelation
  return {
    vehicle_id: g.id,
    vehicle_brand_id: g.brand_id,
    vehicle_brand: brand ? { id: brand.id, name: brand.name } : null,
    vehicle_model: g.model,
    vehicle_year: g.year,
    vehicle_license_plate: g.license_plate ?? '',
    vehicle_owner_identification: g.owner_identification ?? '',
    vehicle_VIN: g.VIN ?? '',
    vehicle_property_card: g.property_card_image,
    vehicle_is_verified: g.is_verified,
    foundByPlate: g.found_by_plate,
    catalog_origin: g.catalog_origin,
  }
}

export function plateVehicleToWizard(p: PlateVehicle): WizardVehicle {
  return {
    ...EMPTY_VEHICLE,
    vehicle_brand_id: p.brand_id,
    vehicle_brand: p.brand,
    vehicle_model: p.model ?? '',
    vehicle_year: p.year,
    vehicle_license_plate: p.license_plate,
    vehicle_VIN: p.VIN ?? '',
    vehicle_is_verified: p.is_verified,
    foundByPlate: true,
    catalog_origin: p.catalog_origin,
  }
}

/**
 * A garage vehicle chosen in the wizard, completed with what the buyer typed in its form: a
 * verified vehicle is locked and stays as stored; otherwise each typed value replaces the stored
 * one and an empty one keeps it (typing never erases the garage). The wizard then checks the
 * result with `checkWizardVehicle`, like any other vehicle, and the server does the same with
 * the stored vehicle before saving the completed data back to the garage.
 */
export function completeGarageVehicle(stored: WizardVehicle, typed: WizardVehicle): WizardVehicle {
  if (stored.vehicle_is_verified) return stored
  const text = (value: string | null | undefined, kept: string) => value?.trim() || kept
  const brandTyped = Boolean(typed.vehicle_brand_id)
  return {
    ...stored,
    vehicle_brand_id: brandTyped ? typed.vehicle_brand_id : stored.vehicle_brand_id,
    vehicle_brand: brandTyped ? typed.vehicle_brand : stored.vehicle_brand,
    vehicle_model: text(typed.vehicle_model, stored.vehicle_model),
    vehicle_year: typed.vehicle_year ?? stored.vehicle_year,
    vehicle_license_plate:
      normalizePlate(typed.vehicle_license_plate ?? '') || stored.vehicle_license_plate,
    vehicle_owner_identification: text(
      typed.vehicle_owner_identification,
      stored.vehicle_owner_identification
    ),
    vehicle_VIN: normalizeVin(typed.vehicle_VIN ?? '') || stored.vehicle_VIN,
    vehicle_property_card: typed.vehicle_property_card || stored.vehicle_property_card,
  }
}

/** "Chevrolet Spark GT 2015". */
export function vehicleTitle(v: WizardVehicle) {
  return [v.vehicle_brand?.name, v.vehicle_model.trim(), v.vehicle_year]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
}

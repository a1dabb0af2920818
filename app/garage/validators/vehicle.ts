import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import type { FieldContext } from '@vinejs/vine/types'
import type { CountryCode } from '#core/country/country'
import { normalizeVin, vinError } from '#catalog/rules/vin'
import { normalizePlate, plateError } from '#garage/rules/plate'
import {
  COMPLEMENT_MAX_LENGTH,
  MODEL_MAX_LENGTH,
  OWNER_IDENTIFICATION_MAX_LENGTH,
  PLATE_LOOKUP_MESSAGES,
  VEHICLE_MESSAGES,
  YEAR_MAX,
  YEAR_MIN,
} from '#garage/rules/vehicle'
import { garageTexts } from '#garage/rules/country_texts'
import { uploadKeyField, type UploadOwner } from '#core/validators/upload_key'

/**
 * Validators of the garage API (doc 1 §5 Vehicle). The country travels as metadata
 * (`{ countryCode }`, from the host name) and decides what a valid plate is. Empty texts are
 * stored as null.
 */
type CountryMeta = { countryCode: CountryCode; uploadOwner?: UploadOwner }

const PLATE_REQUIRED = 'Escribe la placa del vehículo'

const emptyToNull = (value: string) => (value === '' ? null : value)

/**
 * A plate: normalised (upper case, no spaces or symbols), then the country's patterns. An empty
 * plate is stored as null, or refused when `required` (the plate search).
 */
const plateRule = vine.createRule(
  (value: unknown, options: { required?: boolean } | undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const plate = normalizePlate(value)
    if (!plate) {
      if (options?.required) field.report(PLATE_REQUIRED, 'required', field)
      else field.mutate(null, field)
      return
    }
    const message = plateError(plate, (field.meta as CountryMeta).countryCode ?? 'CO')
    if (message) {
      field.report(message, 'plate', field)
      return
    }
    field.mutate(plate, field)
  }
)

/** A VIN: upper case without symbols, 17 characters when given. */
const vinRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const vin = normalizeVin(value)
  if (!vin) {
    field.mutate(null, field)
    return
  }
  const message = vinError(vin)
  if (message) {
    field.report(message, 'vin', field)
    return
  }
  field.mutate(vin, field)
})

const optionalText = (max: number) =>
  vine.string().trim().maxLength(max).transform(emptyToNull).nullable().optional()

const descriptiveFields = {
  owner_identification: optionalText(OWNER_IDENTIFICATION_MAX_LENGTH),
  property_card_image: uploadKeyField(),
  complement: optionalText(COMPLEMENT_MAX_LENGTH),
  engine_number: optionalText(64),
  chassis_number: optionalText(64),
  cylinder_capacity: optionalText(32),
  number_of_cylinders: optionalText(16),
  number_of_axes: optionalText(16),
  class: optionalText(64),
  body_type: optionalText(64),
  fuel_type: optionalText(64),
  color: optionalText(64),
  city: optionalText(128),
  transit_agency: optionalText(256),
  number_of_doors: optionalText(16),
  version: optionalText(128),
  country_of_origin: optionalText(64),
}

const brandField = () =>
  vine.number().withoutDecimals().exists({ table: 'vehicle_brands', column: 'id' })
const modelField = () => vine.string().trim().minLength(1).maxLength(MODEL_MAX_LENGTH)
const yearField = () => vine.number().withoutDecimals().range([YEAR_MIN, YEAR_MAX])
const plateField = () => vine.string().trim().use(plateRule()).nullable().optional()
const vinField = () => vine.string().trim().use(vinRule()).nullable().optional()

/**
 * The vehicle card's name is the country's (app/garage/rules/country_texts.ts): tarjeta de
 * propiedad in Colombia, tarjeta de circulación in Mexico.
 */
class VehicleMessages extends SimpleMessagesProvider {
  getMessage(...args: Parameters<SimpleMessagesProvider['getMessage']>) {
    const [, rule, field] = args
    if (field.name === 'property_card_image' && (rule === 'maxLength' || rule === 'uploadKey')) {
      const { cardName } = garageTexts((field.meta as Partial<CountryMeta>).countryCode)
      return `La foto de la ${cardName} no es válida`
    }
    return super.getMessage(...args)
  }
}

const messages = new VehicleMessages({
  'brand_id.required': VEHICLE_MESSAGES.brandRequired,
  'brand_id.number': VEHICLE_MESSAGES.brandRequired,
  'brand_id.withoutDecimals': VEHICLE_MESSAGES.brandRequired,
  'brand_id.database.exists': VEHICLE_MESSAGES.brandRequired,
  'model.required': VEHICLE_MESSAGES.modelRequired,
  'model.minLength': VEHICLE_MESSAGES.modelRequired,
  'model.maxLength': VEHICLE_MESSAGES.modelTooLong,
  'year.required': VEHICLE_MESSAGES.yearInvalid,
  'year.number': VEHICLE_MESSAGES.yearInvalid,
  'year.withoutDecimals': VEHICLE_MESSAGES.yearInvalid,
  'year.range': VEHICLE_MESSAGES.yearInvalid,
  'owner_identification.maxLength': VEHICLE_MESSAGES.ownerIdentificationTooLong,
  'complement.maxLength': VEHICLE_MESSAGES.complementTooLong,
  'string': 'Escribe un texto válido',
  'maxLength': 'Utiliza máximo {{ max }} caracteres',
})

/** POST /api/garage/vehicle: brand, model and year required. */
export const createVehicleValidator = vine.withMetaData<CountryMeta>().create({
  brand_id: brandField(),
  model: modelField(),
  year: yearField(),
  license_plate: plateField(),
  VIN: vinField(),
  ...descriptiveFields,
})
createVehicleValidator.messagesProvider = messages

/** PATCH /api/garage/vehicle/{id}: any subset of the same fields. */
export const updateVehicleValidator = vine.withMetaData<CountryMeta>().create({
  brand_id: brandField().optional(),
  model: modelField().optional(),
  year: yearField().optional(),
  license_plate: plateField(),
  VIN: vinField(),
  ...descriptiveFields,
})
updateVehicleValidator.messagesProvider = messages

/** GET /api/garage/vehicle: zero-based page, page size up to 200 (default 20). */
export const listVehiclesValidator = vine.create(pageFields())
listVehiclesValidator.messagesProvider = new SimpleMessagesProvider(pageMessages())

/**
 * POST /api/garage/vehicle/getVehicleForLicensePlate: the plate of the search box and the
 * captcha token.
 */
export const plateLookupValidator = vine.withMetaData<CountryMeta>().create({
  licensePlate: vine
    .string()
    .trim()
    .use(plateRule({ required: true })),
  reCaptcha: vine.string().trim().minLength(1).maxLength(4096),
})
plateLookupValidator.messagesProvider = new SimpleMessagesProvider({
  'licensePlate.required': PLATE_REQUIRED,
  'licensePlate.string': PLATE_REQUIRED,
  'reCaptcha.required': PLATE_LOOKUP_MESSAGES.captchaRequired,
  'reCaptcha.string': PLATE_LOOKUP_MESSAGES.captchaRequired,
  'reCaptcha.minLength': PLATE_LOOKUP_MESSAGES.captchaRequired,
  'reCaptcha.maxLength': PLATE_LOOKUP_MESSAGES.captchaRequired,
})

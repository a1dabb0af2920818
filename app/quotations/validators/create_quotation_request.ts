import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import productConfig from '#config/product'
import { mobileSchema } from '#users/validators/auth'
import type { CountryCode } from '#core/country/country'
import { DETAIL_MESSAGES } from '#quotations/rules/details'
import { uploadKeyField, type UploadOwner } from '#core/validators/upload_key'

/**
 * The submitted request (doc 2 §3 "Submitted payload", §7 POST quotationRequest): the vehicle
 * fields, the details list, the contact fields, `satdaProviders` (supplier ids) and
 * `{product}Providers` (whether marketplace vendors get it). Shapes and limits are checked
 * here; the business rules (vehicle, part lines) run in CreateQuotationRequest with the same
 * pure functions the wizard uses, and answer 422 per field the same way.
 */
export const PROVIDERS_FLAG = `${productConfig.slug}Providers`

const optionalText = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

const rimDimensions = vine
  .object({
    rimWidth: vine.string().trim().maxLength(16),
    rimProfile: vine.string().trim().maxLength(16),
    rinSize: vine.string().trim().maxLength(16),
  })
  .nullable()
  .optional()

export const createQuotationRequestValidator = vine
  .withMetaData<{ countryCode: CountryCode; uploadOwner: UploadOwner }>()
  .create({
    idempotency_key: vine.string().trim().uuid().optional(),
    store_id: vine.number().positive().nullable().optional(),
    vehicle_id: vine.number().positive().nullable().optional(),
    vehicle_brand_id: vine.number().positive().nullable().optional(),
    vehicle_model: optionalText(128),
    vehicle_year: vine.number().nullable().optional(),
    // longer than any plate: the country's rule (checkWizardVehicle) refuses it with its message
    vehicle_license_plate: optionalText(32),
    vehicle_owner_identification: optionalText(20),
    vehicle_VIN: optionalText(17),
    vehicle_property_card: uploadKeyField(),
    foundByPlate: vine.boolean().optional(),
    catalog_origin: optionalText(64),
    hasReference: vine.boolean().optional(),
    details: vine
      .array(
        vine.object({
          name: vine.string().maxLength(512),
          amount: vine.any(),
          image: uploadKeyField(),
          reference: optionalText(128),
          rimDimensions,
        })
      )
      .minLength(1)
      .maxLength(50),
    name: vine.string().trim().minLength(3).maxLength(256),
    city_id: vine.number().exists({
      table: 'localization_zones',
      column: 'id',
      filter: (q) => {
        q.where('type', 'city')
      },
    }),
    email: vine.string().trim().toLowerCase().email().maxLength(256),
    mobile: mobileSchema(),
    sendToProviders: vine.boolean().optional(),
    satdaProviders: vine.array(vine.number().positive()).maxLength(200).optional(),
    /** 'Recibir cotizaciones por autoparte' (two or more parts, marketplace): each part takes 3. */
    quote_by_product: vine.boolean().optional(),
  })

/** `{product}Providers` has the product's name in its key, so it is read on its own. */
export const providersFlagValidator = vine.create({ flag: vine.boolean().optional() })

createQuotationRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'details.required': DETAIL_MESSAGES.atLeastOne,
  'details.array.minLength': DETAIL_MESSAGES.atLeastOne,
  'details.array.maxLength': 'Puedes pedir máximo 50 autopartes por solicitud',
  'details.*.name.required': DETAIL_MESSAGES.name,
  'name.required': 'Ingresa tu nombre',
  'name.minLength': 'Ingresa tu nombre',
  'city_id.required': 'Selecciona tu ciudad',
  'city_id.database.exists': 'Selecciona tu ciudad',
  'email.required': 'Ingresa tu email',
  'email.email': 'El email no es válido',
  'mobile.required': 'Teléfono inválido',
  'idempotency_key.uuid': 'La solicitud no es válida, recarga la página',
  'quote_by_product.boolean': 'Indica si quieres recibir cotizaciones por autoparte',
})

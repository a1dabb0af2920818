import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { CountryCode } from '#core/country/country'
import { mobileSchema } from '#users/validators/auth'
import { AUTH_MESSAGES } from '#users/rules/messages'
import { normalizeTaxId, taxIdTexts } from '#stores/rules/tax_id'
import { URL_PATH_MAX, URL_PATH_MESSAGES, urlPathProblem } from '#stores/rules/url_path'

/**
 * The store sign-up form (GET/POST /tienda/registro). The host's country travels as metadata
 * and decides the tax id (NIT or RFC) and the WhatsApp number's format. A guest also sends the
 * account part (`guestAccountValidator`); a signed-in person's account is theirs.
 */
type CountryMeta = { countryCode: CountryCode }

const taxIdRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const countryCode = (field.meta as CountryMeta).countryCode ?? 'CO'
  const normalized = normalizeTaxId(value, countryCode)
  if (!normalized) {
    field.report(taxIdTexts(countryCode).invalid, 'taxId', field)
    return
  }
  field.mutate(normalized, field)
})

const urlPathRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const problem = urlPathProblem(value)
  if (problem) field.report(problem, 'urlPath', field)
})

const cityId = () =>
  vine.number().exists({
    table: 'localization_zones',
    column: 'id',
    filter: (q, _value, field) => {
      q.where('type', 'city').where('country_code', (field.meta as CountryMeta).countryCode)
    },
  })

export const storeSignupValidator = vine.withMetaData<CountryMeta>().create({
  name: vine.string().trim().minLength(3).maxLength(128),
  tax_id: vine.string().trim().maxLength(40).use(taxIdRule()),
  city_id: cityId(),
  mobile: mobileSchema(),
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
  url_path: vine
    .string()
    .trim()
    .maxLength(URL_PATH_MAX + 1)
    .use(urlPathRule())
    .unique({ table: 'stores', column: 'url_path' }),
})
storeSignupValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': 'Ingresa el nombre de tu negocio',
  'name.minLength': 'El nombre debe tener al menos 3 caracteres',
  'name.maxLength': 'El nombre puede tener máximo 128 caracteres',
  'tax_id.required': 'Ingresa la identificación tributaria de tu negocio',
  'tax_id.maxLength': 'La identificación tributaria es demasiado larga',
  'city_id.required': 'Selecciona la ciudad de tu tienda',
  'city_id.number': 'Selecciona la ciudad de tu tienda',
  'city_id.database.exists': 'Selecciona la ciudad de tu tienda',
  'mobile.required': AUTH_MESSAGES.invalidPhone,
  'code.required': 'Ingresa el código que te enviamos por WhatsApp',
  'code.regex': 'El código tiene 6 dígitos',
  'url_path.required': URL_PATH_MESSAGES.required,
  'url_path.maxLength': URL_PATH_MESSAGES.length,
  'url_path.database.unique': URL_PATH_MESSAGES.taken,
})

/** The account a guest creates with their store (the same rules as /users/page/register). */
export const guestAccountValidator = vine.create({
  full_name: vine.string().trim().minLength(3).maxLength(256),
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .email()
    .maxLength(256)
    .unique({ table: 'users', column: 'email' }),
  password: vine
    .string()
    .minLength(8)
    .maxLength(128)
    .confirmed({ confirmationField: 'password_confirmation' }),
  conditions: vine.accepted(),
})
guestAccountValidator.messagesProvider = new SimpleMessagesProvider({
  'full_name.required': 'Ingresa tu nombre completo',
  'full_name.minLength': 'Ingresa tu nombre completo',
  'email.required': 'Ingresa tu email',
  'email.email': 'El email no es válido',
  'email.database.unique': 'Ya existe una cuenta con este email. Ingresa con tu cuenta.',
  'password.required': 'Ingresa una contraseña',
  'password.minLength': 'La contraseña debe tener mínimo 8 caracteres',
  'password.confirmed': 'Las contraseñas no coinciden',
  'conditions.accepted': 'Debes aceptar los términos y condiciones',
  'conditions.required': 'Debes aceptar los términos y condiciones',
})

/**
 * The service-cost plan staff set when activating a store's GO module: the percentage of
 * subtotal + shipping (0–50 %, two decimals) and the fixed fee per sale (0–10.000.000, two
 * decimals).
 */
export const activationPlanValidator = vine.create({
  service_cost_percent: vine.number().min(0).max(50).decimal([0, 2]),
  service_cost: vine.number().min(0).max(10_000_000).decimal([0, 2]),
})
activationPlanValidator.messagesProvider = new SimpleMessagesProvider({
  'service_cost_percent.required': 'Ingresa el porcentaje del costo de servicio',
  'service_cost_percent.number': 'El porcentaje debe ser un número',
  'service_cost_percent.min': 'El porcentaje no puede ser negativo',
  'service_cost_percent.max': 'El porcentaje puede ser máximo 50 %',
  'service_cost_percent.decimal': 'El porcentaje admite máximo 2 decimales',
  'service_cost.required': 'Ingresa la tarifa fija por venta (0 si no aplica)',
  'service_cost.number': 'La tarifa fija debe ser un número',
  'service_cost.min': 'La tarifa fija no puede ser negativa',
  'service_cost.max': 'La tarifa fija puede ser máximo 10.000.000',
  'service_cost.decimal': 'La tarifa fija admite máximo 2 decimales',
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import type { CountryCode } from '#core/country/country'
import { normalizeMobile } from '#users/rules/mobile'
import { AUTH_MESSAGES } from '#users/rules/messages'

/**
 * Validators of sign-in, registration and recovery. The country travels as metadata
 * (`{ countryCode }`, from the host name) and decides what a valid WhatsApp number is.
 */
type CountryMeta = { countryCode: CountryCode }

const mobileRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  const normalized =
    typeof value === 'string' || typeof value === 'number'
      ? normalizeMobile(value, (field.meta as CountryMeta).countryCode ?? 'CO')
      : null
  if (!normalized) {
    field.report(AUTH_MESSAGES.invalidPhone, 'mobile', field)
    return
  }
  field.mutate(normalized, field)
})

/**
 * A WhatsApp number in the country's format (text or number, with or without the
 * international prefix), normalised to its national digits.
 */
export const mobileSchema = () =>
  vine
    .any()
    .use(mobileRule())
    .transform((value) => String(value))

export const sendCodeValidator = vine.withMetaData<CountryMeta>().create({
  mobile: mobileSchema(),
  loginForm: vine.boolean().optional(),
})
sendCodeValidator.messagesProvider = new SimpleMessagesProvider({
  'mobile.required': AUTH_MESSAGES.invalidPhone,
})

export const loginWithCodeValidator = vine.withMetaData<CountryMeta>().create({
  mobile_number: mobileSchema(),
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
  urlreturn: vine.string().optional(),
})
loginWithCodeValidator.messagesProvider = new SimpleMessagesProvider({
  'mobile_number.required': AUTH_MESSAGES.invalidPhone,
  'code.required': 'Ingresa el código que te enviamos por WhatsApp',
  'code.regex': 'El código tiene 6 dígitos',
})

export const loginWithPasswordValidator = vine.create({
  username: vine.string().trim().toLowerCase().email().maxLength(256),
  password: vine.string().minLength(1).maxLength(128),
  urlreturn: vine.string().optional(),
})
loginWithPasswordValidator.messagesProvider = new SimpleMessagesProvider({
  'username.required': 'Ingresa tu email',
  'username.email': 'El email no es válido',
  'password.required': 'Ingresa tu contraseña',
})

export const registerValidator = vine.withMetaData<CountryMeta>().create({
  full_name: vine.string().trim().minLength(3).maxLength(256),
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .email()
    .maxLength(256)
    .unique({ table: 'users', column: 'email' }),
  mobile: mobileSchema(),
  city_id: vine.number().exists({
    table: 'localization_zones',
    column: 'id',
    filter: (q) => {
      q.where('type', 'city')
    },
  }),
  password: vine
    .string()
    .minLength(8)
    .maxLength(128)
    .confirmed({ confirmationField: 'password_confirmation' }),
  conditions: vine.accepted(),
  urlreturn: vine.string().optional(),
})
registerValidator.messagesProvider = new SimpleMessagesProvider({
  'full_name.required': 'Ingresa tu nombre completo',
  'full_name.minLength': 'Ingresa tu nombre completo',
  'email.required': 'Ingresa tu email',
  'email.email': 'El email no es válido',
  'email.database.unique': 'Ya existe una cuenta con este email',
  'mobile.required': AUTH_MESSAGES.invalidPhone,
  'city_id.required': 'Selecciona tu ciudad',
  'city_id.database.exists': 'Selecciona tu ciudad',
  'password.required': 'Ingresa una contraseña',
  'password.minLength': 'La contraseña debe tener mínimo 8 caracteres',
  'password.confirmed': 'Las contraseñas no coinciden',
  'conditions.accepted': 'Debes aceptar los términos y condiciones',
  'conditions.required': 'Debes aceptar los términos y condiciones',
})

export const passwordRecoveryValidator = vine.create({
  email: vine.string().trim().toLowerCase().email(),
})
passwordRecoveryValidator.messagesProvider = new SimpleMessagesProvider({
  'email.required': 'Ingresa tu email',
  'email.email': 'El email no es válido',
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(20).maxLength(128),
  password: vine
    .string()
    .minLength(8)
    .maxLength(128)
    .confirmed({ confirmationField: 'password_confirmation' }),
})
resetPasswordValidator.messagesProvider = new SimpleMessagesProvider({
  'password.required': 'Ingresa una contraseña',
  'password.minLength': 'La contraseña debe tener mínimo 8 caracteres',
  'password.confirmed': 'Las contraseñas no coinciden',
})

export const createTokenValidator = vine.create({
  email: vine.string().trim().toLowerCase().email(),
  password: vine.string(),
  name: vine.string().trim().maxLength(128).optional(),
})

export const viewModeValidator = vine.create({
  view_mode: vine.enum(['cards', 'list', 'table'] as const),
})

/**
 * The contact step of the request wizard: the verified number's owner is created or updated
 * with these data (doc 2 §3 "Contact user", §5 contact rules).
 */
export const assignUserValidator = vine.withMetaData<CountryMeta>().create({
  mobile: mobileSchema(),
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
  full_name: vine.string().trim().minLength(3).maxLength(256),
  email: vine.string().trim().toLowerCase().email().maxLength(256),
  city_id: vine.number().exists({
    table: 'localization_zones',
    column: 'id',
    filter: (q) => {
      q.where('type', 'city')
    },
  }),
})
assignUserValidator.messagesProvider = new SimpleMessagesProvider({
  'mobile.required': AUTH_MESSAGES.invalidPhone,
  'code.required': 'Ingresa el código que te enviamos por WhatsApp',
  'code.regex': 'El código tiene 6 dígitos',
  'full_name.required': 'Ingresa tu nombre',
  'full_name.minLength': 'Ingresa tu nombre',
  'email.required': 'Ingresa tu email',
  'email.email': 'El email no es válido',
  'city_id.required': 'Selecciona tu ciudad',
  'city_id.database.exists': 'Selecciona tu ciudad',
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { CountryCode } from '#core/country/country'
import type UserAdditionalAddress from '#orders/models/user_additional_address'
import type BillingData from '#orders/models/billing_data'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { orderTexts } from '#orders/rules/country_texts'
import { mobileSchema } from '#users/validators/auth'
import {
  ADDRESS_LIMITS,
  BILLING_LIMITS,
  CHECKOUT_RECORD_MESSAGES as M,
  hasPostalCode,
  mexicanAddressLine,
  MX_ADDRESS_TEXTS,
  NEIGHBORHOOD_MAX_LENGTH,
  POSTAL_CODE_PATTERN,
} from '#orders/rules/checkout_records'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Validators of the buyer's additional delivery addresses and billing records (doc 1 §5: every
 * field required; address fullname ≤ 512, identification ≤ 32, address ≤ 1024; billing
 * fullname ≤ 90, identification ≤ 16, address ≤ 128, email valid ≤ 256; city a city of the
 * request's country; mobile a valid WhatsApp number of that country, kept as national digits).
 * The country travels as metadata (`{ countryCode }`, from the host name).
 *
 * `user_id` (doc 1 §7 "create with user_id, …") is optional: records are always the signed-in
 * user's; another id is refused by CheckoutRecordPolicy.actFor (404).
 */
type CountryMeta = { countryCode: CountryCode }

const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)

const cityField = () =>
  vine
    .number()
    .withoutDecimals()
    .exists({
      table: 'localization_zones',
      column: 'id',
      filter: (query, _value, field) => {
        query.where('type', 'city')
        query.where('country_code', (field.meta as CountryMeta).countryCode ?? 'CO')
      },
    })

/**
 * Mexico: a delivery address (and billing data) needs its colonia and código postal (5 digits), unless the
 * address line already carries them (a PATCH of a saved address, or an API client's line
 * with 'C.P. 44160'). Colombia's addresses stay one line.
 */
const needsNeighborhood = (field: FieldContext) =>
  (field.meta as CountryMeta).countryCode === 'MX' &&
  !hasPostalCode((field.parent as Record<string, unknown>).address)

/**
 * The address line with its colonia and código postal ('…, Col. Americana, C.P. 44160') must
 * fit the record's address column (billing keeps 128 characters).
 */
const lineFits = vine.createRule((value, max: number, field) => {
  const parent = field.parent as Record<string, unknown>
  const { address, postal_code: postalCode } = parent
  if (typeof value !== 'string' || typeof address !== 'string') return
  const line = mexicanAddressLine(address, value, String(postalCode ?? '00000'))
  if (line.length > max) field.report(M.addressLineMax(max), 'lineFits', field)
})

/** The colonia and código postal fields, the same for a Mexican address and billing data. */
const neighborhoodFields = (addressMax: number) => ({
  neighborhood: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(NEIGHBORHOOD_MAX_LENGTH)
    .use(lineFits(addressMax))
    .optional()
    .requiredWhen(needsNeighborhood),
  postal_code: vine
    .string()
    .trim()
    .regex(POSTAL_CODE_PATTERN)
    .optional()
    .requiredWhen(needsNeighborhood),
})

const userIdField = () => vine.number().withoutDecimals().min(1).optional()

const addressFields = {
  user_id: userIdField(),
  fullname: text(ADDRESS_LIMITS.fullname),
  identification: text(ADDRESS_LIMITS.identification),
  address: text(ADDRESS_LIMITS.address),
  ...neighborhoodFields(ADDRESS_LIMITS.address),
  city_id: cityField(),
  mobile: mobileSchema(),
}

const billingFields = {
  user_id: userIdField(),
  fullname: text(BILLING_LIMITS.fullname),
  identification: text(BILLING_LIMITS.identification),
  address: text(BILLING_LIMITS.address),
  ...neighborhoodFields(BILLING_LIMITS.address),
  city_id: cityField(),
  email: vine.string().trim().toLowerCase().minLength(1).maxLength(BILLING_LIMITS.email).email(),
  mobile: mobileSchema(),
}

function recordMessages(limits: { fullname: number; identification: number; address: number }) {
  return {
    'fullname.required': M.fullnameRequired,
    'fullname.string': M.fullnameRequired,
    'fullname.minLength': M.fullnameRequired,
    'fullname.maxLength': M.fullnameMax(limits.fullname),
    'identification.required': M.identificationRequired,
    'identification.string': M.identificationRequired,
    'identification.minLength': M.identificationRequired,
    'identification.maxLength': M.identificationMax(limits.identification),
    'address.required': M.addressRequired,
    'address.string': M.addressRequired,
    'address.minLength': M.addressRequired,
    'address.maxLength': M.addressMax(limits.address),
    'city_id.required': M.cityRequired,
    'city_id.number': M.cityRequired,
    'city_id.withoutDecimals': M.cityRequired,
    'city_id.database.exists': M.cityRequired,
    'mobile.required': M.mobileInvalid,
    'mobile.mobile': M.mobileInvalid,
    'email.required': M.emailRequired,
    'email.string': M.emailInvalid,
    'email.minLength': M.emailRequired,
    'email.email': M.emailInvalid,
    'email.maxLength': M.emailMax(BILLING_LIMITS.email),
    'neighborhood.required': MX_ADDRESS_TEXTS.neighborhoodRequired,
    'neighborhood.string': MX_ADDRESS_TEXTS.neighborhoodRequired,
    'neighborhood.minLength': MX_ADDRESS_TEXTS.neighborhoodRequired,
    'neighborhood.maxLength': MX_ADDRESS_TEXTS.neighborhoodMax,
    'postal_code.required': MX_ADDRESS_TEXTS.postalCodeInvalid,
    'postal_code.string': MX_ADDRESS_TEXTS.postalCodeInvalid,
    'postal_code.regex': MX_ADDRESS_TEXTS.postalCodeInvalid,
    'user_id.number': 'El usuario no es válido',
    'user_id.withoutDecimals': 'El usuario no es válido',
    'user_id.min': 'El usuario no es válido',
  }
}

/**
 * A PATCH body as a whole record: the record's current values with the fields sent over them
 * (`user_id` is never changed), validated by the create validator — so a PATCH is partial:
 * what is not sent keeps its value. A field sent empty is refused as missing, as in the form,
 * instead of being skipped. The current values are read from the model's attributes (a Lucid
 * column is not an own property of the instance: `'email' in record` was false for billing,
 * and a billing PATCH without `email` answered 'Ingresa el email', issue 19).
 */
export function patchedRecord(
  record: UserAdditionalAddress | BillingData,
  body: Record<string, unknown>
) {
  const changes = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'user_id'))
  const current: Partial<Record<string, unknown>> = record.$attributes
  return {
    fullname: current.fullname,
    identification: current.identification,
    address: current.address,
    city_id: current.cityId,
    mobile: current.mobile,
    ...('email' in current ? { email: current.email } : {}),
    ...changes,
  }
}

/** POST /api/users/userAdditionalAddress, and PATCH …/{id} on `patchedRecord`. */
export const createAddressValidator = vine.withMetaData<CountryMeta>().create(addressFields)
createAddressValidator.messagesProvider = new SimpleMessagesProvider(recordMessages(ADDRESS_LIMITS))

/** POST /api/users/BillingData, and PATCH …/{id} on `patchedRecord`. */
export const createBillingValidator = vine.withMetaData<CountryMeta>().create(billingFields)
createBillingValidator.messagesProvider = new SimpleMessagesProvider(recordMessages(BILLING_LIMITS))

/**
 * The billing messages of a country: Mexico names the identification RFC ('Ingresa el RFC'),
 * as its form does (orders/rules/country_texts.ts). Passed per request by the controller.
 */
const BILLING_PROVIDERS: Partial<Record<CountryCode, SimpleMessagesProvider>> = {}
export function billingMessagesFor(countryCode: CountryCode) {
  const own = orderTexts(countryCode).billingIdentificationMessages
  if (!own) return createBillingValidator.messagesProvider
  BILLING_PROVIDERS[countryCode] ??= new SimpleMessagesProvider({
    ...recordMessages(BILLING_LIMITS),
    'identification.required': own.required,
    'identification.string': own.required,
    'identification.minLength': own.required,
    'identification.maxLength': own.max(BILLING_LIMITS.identification),
  })
  return BILLING_PROVIDERS[countryCode]
}

/**
 * GET of both lists (doc 1 §7): zero-based `page`; `perPage` (the address list's name) or
 * `pageSize` (the billing list's), default 20; `filter` (JSON: `user_id`, `city_id`, `search`)
 * and `getters` (accepted, nothing to compute) are read by the list query.
 */
export const listRecordsValidator = vine.create({
  ...pageFields(),
  perPage: pageFields().pageSize,
  filter: vine.any().optional(),
  getters: vine.any().optional(),
})
listRecordsValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages(),
  ...Object.fromEntries(
    Object.entries(pageMessages())
      .filter(([key]) => key.startsWith('pageSize.'))
      .map(([key, message]) => [key.replace('pageSize.', 'perPage.'), message])
  ),
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { ownsUpload, UPLOAD_KEY_MESSAGE, type UploadOwner } from '#core/validators/upload_key'
import {
  BANK_ACCOUNT_TYPES,
  BANK_DOCUMENT_MAX,
  BANK_HOLDER_MAX,
  BANK_NAME_MAX,
  bankAccountMessage,
  isBankAccountNumber,
  duplicateThresholds,
  MAX_SHIPPING_AMOUNT,
  MAX_SHIPPING_RULES,
  MAX_STORE_ZONES,
  STORE_CONFIG_MESSAGES as M,
  TIME_PATTERN,
  WEEK_DAYS,
} from '#stores/rules/store_config_rules'

/**
 * The store configuration page's forms (issue 20 item 3), each with its Spanish messages. The
 * controller passes `{ countryCode, uploadOwner, logoUrl }` as meta: cities and zones must be of
 * the store's country; a logo must be an upload of the same user (or the logo already saved).
 */
export interface StoreConfigMeta {
  countryCode: string
  uploadOwner: UploadOwner
  logoUrl: string | null
}

const zoneOfCountry = (type: 'city' | null) =>
  vine
    .number()
    .withoutDecimals()
    .exists({
      table: 'localization_zones',
      column: 'id',
      filter: (query, _value, field) => {
        if (type) query.where('type', type)
        query.where('country_code', (field.meta as StoreConfigMeta).countryCode)
      },
    })

/** The logo: this user's own upload key, or the logo the store already has. */
const logoRule = vine.createRule(async (value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || value === '') return
  const meta = field.meta as StoreConfigMeta
  if (value === meta.logoUrl) return
  if (!(await ownsUpload(value, meta.uploadOwner))) {
    field.report(UPLOAD_KEY_MESSAGE, 'uploadKey', field)
  }
})

/** Closing after opening, on an open day. */
const dayRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const day = value as { closed: boolean; opens: string; closes: string }
  if (!day || day.closed || !TIME_PATTERN.test(day.opens) || !TIME_PATTERN.test(day.closes)) return
  if (day.closes <= day.opens) {
    field.report(M.closesBeforeOpens, 'closesBeforeOpens', field)
  }
})

/** Datos: name, logo, description, address, city, contact and opening hours. */
export const storeDataValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(128),
  logo: vine.string().trim().maxLength(255).use(logoRule()).nullable().optional(),
  description: vine.string().trim().maxLength(2000).nullable().optional(),
  address: vine.string().trim().maxLength(512).nullable().optional(),
  city_id: zoneOfCountry('city'),
  mobile_number: vine
    .string()
    .trim()
    .regex(/^\d{10}$/),
  email: vine.string().trim().email().maxLength(256),
  opening_hours: vine
    .array(
      vine
        .object({
          closed: vine.boolean(),
          opens: vine.string().regex(TIME_PATTERN),
          closes: vine.string().regex(TIME_PATTERN),
        })
        .use(dayRule())
    )
    .fixedLength(WEEK_DAYS.length),
})
storeDataValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': M.nameRequired,
  'name.minLength': M.nameRequired,
  'city_id.required': M.cityInvalid,
  'city_id.number': M.cityInvalid,
  'city_id.database.exists': M.cityInvalid,
  'mobile_number.required': M.mobileInvalid,
  'mobile_number.regex': M.mobileInvalid,
  'email.email': M.emailInvalid,
  'opening_hours.*.opens.regex': M.timeInvalid,
  'opening_hours.*.closes.regex': M.timeInvalid,
  'opening_hours.fixedLength': M.openingHoursInvalid,
  'opening_hours.required': M.openingHoursInvalid,
})

/** Marcas y zonas: the vehicle brands sold and the departments / cities served. */
export const storeMarketValidator = vine.create({
  brand_ids: vine
    .array(vine.number().withoutDecimals().exists({ table: 'vehicle_brands', column: 'id' }))
    .distinct(),
  zone_ids: vine.array(zoneOfCountry(null)).distinct().maxLength(MAX_STORE_ZONES),
  /** The store's new-request notices (absent: unchanged). */
  notify_new_requests_by_email: vine.boolean().optional(),
  notify_new_requests_by_whatsapp: vine.boolean().optional(),
})
storeMarketValidator.messagesProvider = new SimpleMessagesProvider({
  'brand_ids.*.database.exists': M.brandInvalid,
  'brand_ids.*.number': M.brandInvalid,
  'zone_ids.*.database.exists': M.zoneInvalid,
  'zone_ids.*.number': M.zoneInvalid,
  'zone_ids.maxLength': M.tooManyZones,
  'boolean': 'Indica sí o no',
  'distinct': 'Hay elementos repetidos',
})

/** No two rules from the same purchase value: reported on the later copy's threshold. */
const distinctThresholds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!Array.isArray(value)) return
  for (const index of duplicateThresholds(value.map((rule) => rule?.lower_purchase_price))) {
    field.report(M.duplicateThreshold, 'distinctThreshold', {
      ...field,
      name: index,
      wildCardPath: `${field.wildCardPath}.*.lower_purchase_price`,
      getFieldPath: () => `${field.getFieldPath()}.${index}.lower_purchase_price`,
    } as FieldContext)
  }
})

const pesos = () => vine.number().withoutDecimals().min(0).max(MAX_SHIPPING_AMOUNT)

/** Envíos: policy text, rules (whole pesos), store pickup and payment against delivery. */
export const storeShippingValidator = vine.create({
  shipping_policy: vine.string().trim().maxLength(2000).nullable().optional(),
  allow_store_pickup: vine.boolean(),
  allow_payment_against_delivery: vine.boolean(),
  rules: vine
    .array(vine.object({ lower_purchase_price: pesos(), add_shipping_cost: pesos() }))
    .maxLength(MAX_SHIPPING_RULES)
    .use(distinctThresholds()),
})
storeShippingValidator.messagesProvider = new SimpleMessagesProvider({
  'rules.*.lower_purchase_price.required': M.thresholdRequired,
  'rules.*.add_shipping_cost.required': M.costRequired,
  'number': M.wholePesos,
  'withoutDecimals': M.wholePesos,
  'min': M.notNegative,
  'max': M.tooHigh,
  'rules.maxLength': M.tooManyRules,
  'shipping_policy.maxLength': M.policyMax,
})

/**
 * Pagos: the payment info the buyer of an order-model store sees after ordering (doc 1 §3 "Store
 * payment info"): name, mobile and closing form. The sales model is agreed with staff: not here.
 */
export const storePaymentValidator = vine.create({
  payment_name: vine.string().trim().maxLength(256).nullable().optional(),
  payment_mobile_number: vine
    .string()
    .trim()
    .regex(/^\d{10}$/)
    .nullable()
    .optional(),
  transaction_closing_form: vine.string().trim().maxLength(2000).nullable().optional(),
})
storePaymentValidator.messagesProvider = new SimpleMessagesProvider({
  'payment_name.maxLength': M.paymentNameMax,
  'payment_mobile_number.regex': M.mobileInvalid,
  'transaction_closing_form.maxLength': M.policyMax,
})

/** The account number of the store's country (meta `countryCode`): CO 6–20 digits, MX a CLABE. */
const bankAccountRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const { countryCode } = field.meta as { countryCode: string }
  if (typeof value !== 'string' || !isBankAccountNumber(value, countryCode)) {
    field.report(bankAccountMessage(countryCode), 'bankAccount', field)
  }
})

/**
 * Pagos' bank data (PATCH /api/store/store/{id}/dataBankConfig): where the platform pays the
 * store's disbursements. Every field is required each time (the form is never pre-filled with
 * the number); the controller passes `{ countryCode }` as meta for the number's rule.
 */
export const storeBankDataValidator = vine.create({
  bank_name: vine.string().trim().minLength(1).maxLength(BANK_NAME_MAX),
  account_type: vine.enum(BANK_ACCOUNT_TYPES),
  account_number: vine.string().trim().maxLength(40).use(bankAccountRule()),
  holder: vine.string().trim().minLength(1).maxLength(BANK_HOLDER_MAX),
  holder_document: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(BANK_DOCUMENT_MAX)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]*$/),
})
/** Any refusal of the account number says what the store's country expects (digits or CLABE). */
class BankDataMessages extends SimpleMessagesProvider {
  getMessage(message: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    if (field.wildCardPath === 'account_number') {
      return bankAccountMessage((field.meta as { countryCode: string }).countryCode)
    }
    return super.getMessage(message, rule, field, args)
  }
}
storeBankDataValidator.messagesProvider = new BankDataMessages({
  'bank_name.required': M.bankNameRequired,
  'bank_name.string': M.bankNameRequired,
  'bank_name.minLength': M.bankNameRequired,
  'bank_name.maxLength': M.bankNameMax,
  'account_type.required': M.bankTypeInvalid,
  'account_type.enum': M.bankTypeInvalid,
  'holder.required': M.bankHolderRequired,
  'holder.string': M.bankHolderRequired,
  'holder.minLength': M.bankHolderRequired,
  'holder.maxLength': M.bankHolderMax,
  'holder_document.required': M.bankDocumentRequired,
  'holder_document.string': M.bankDocumentRequired,
  'holder_document.minLength': M.bankDocumentRequired,
  'holder_document.maxLength': M.bankDocumentInvalid,
  'holder_document.regex': M.bankDocumentInvalid,
})

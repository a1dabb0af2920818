import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { formatCents, MAX_MONEY_CENTS, parseMoney } from '#core/rules/money'
import {
  ownsUpload,
  UPLOAD_KEY,
  UPLOAD_KEY_MESSAGE,
  type UploadOwner,
} from '#core/validators/upload_key'
import {
  DELIVERY_TIME_KEYS,
  ITEM_TEXT_MAX_LENGTH,
  MAX_AMOUNT,
  MAX_ITEMS,
  MIN_AMOUNT,
  MIN_UNIT_PRICE,
  OBSERVATIONS_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  VENDOR_SHIPPING_OPTIONS,
  WARRANTY_OPTIONS,
} from '#quotations/rules/quotation_form'
import { normalizeReference } from '#stores/rules/product_image_rules'
import { QUOTATION_MESSAGES as M } from '#quotations/rules/quotation_messages'

/**
 * The vendor's quotation (doc 3 §5, §7): shapes, limits and the spec's Spanish messages. The
 * rules that need the request (shipping choice, validity, caps, the seller) run in the actions
 * with the pure functions of rules/quotation_input.ts and rules/quotation_caps.ts, answering
 * 422 per field the same way.
 *
 * Money fields (`unit_price`, `shipping_cost`) take a decimal text ("85000.50") or a JSON
 * number with at most 2 decimals, and come out as a normalised text ("85000.50").
 */

/** Who validates an image and which keys they may keep (`meta` of the validators). */
export interface QuotationValidationMeta {
  uploadOwner: UploadOwner
  /** The store quoting: its product images (image_1…image_5) may be used. */
  storeId: number
  /** Images already on the quotation being edited: sending them back is no change. */
  keptImages: string[]
}

/**
 * The messages of a validator, falling back to the app's Spanish defaults (start/validator.ts)
 * for every rule it does not name, never to VineJS's English ones.
 */
function spanishMessages(messages: Record<string, string>): MessagesProviderContact {
  const own = new SimpleMessagesProvider(messages)
  return {
    getMessage(raw, rule, field, args) {
      const named =
        messages[`${field.getFieldPath()}.${rule}`] ??
        messages[`${field.wildCardPath}.${rule}`] ??
        messages[rule]
      return named
        ? own.getMessage(raw, rule, field, args)
        : vine.messagesProvider.getMessage(raw, rule, field, args)
    },
  }
}

const minUnitPrice = parseMoney(MIN_UNIT_PRICE)!

/** A unit price with taxes: money, at least 1, at most what the column holds. */
const unitPriceRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const cents = typeof value === 'string' || typeof value === 'number' ? parseMoney(value) : null
  if (cents === null || cents < minUnitPrice || cents > MAX_MONEY_CENTS) {
    field.report(M.unitPriceInvalid, 'money', field)
  }
})

const moneyText = (value: unknown) => formatCents(parseMoney(value as string | number)!)

/**
 * An item's photo: an upload key the user received (POST /api/uploads/image), a photo of the
 * store's product images, or one already on the quotation. Never a URL or a path.
 */
const quotationImageRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    const meta = field.meta as QuotationValidationMeta
    if (!UPLOAD_KEY.test(value)) return field.report(UPLOAD_KEY_MESSAGE, 'uploadKey', field)
    if (meta.keptImages?.includes(value)) return
    if (meta.uploadOwner && (await ownsUpload(value, meta.uploadOwner))) return
    const ofStore = meta.storeId
      ? await db
          .from('product_images')
          .where('store_id', meta.storeId)
          .where((q) => {
            for (const column of ['image_1', 'image_2', 'image_3', 'image_4', 'image_5']) {
              q.orWhere(column, value)
            }
          })
          .select('id')
          .first()
      : null
    if (!ofStore) field.report(UPLOAD_KEY_MESSAGE, 'uploadKey', field)
  }
)

const imageField = () =>
  vine
    .string()
    .trim()
    .maxLength(255)
    .use(quotationImageRule())
    .transform((value) => value || null)
    .nullable()
    .optional()

/** The vendor's part number, stored in capitals like every part number (product photos too). */
const referenceField = () =>
  vine
    .string()
    .trim()
    .maxLength(REFERENCE_MAX_LENGTH)
    // Vine hands a null to the transform as well: only a text is put in capitals
    .transform((value) => (typeof value === 'string' ? normalizeReference(value) : value))
    .nullable()
    .optional()

const itemFields = () => ({
  quotation_request_detail_id: vine.number().withoutDecimals().positive().nullable().optional(),
  name: vine.string().trim().minLength(1).maxLength(ITEM_TEXT_MAX_LENGTH),
  brand: vine.string().trim().minLength(1).maxLength(ITEM_TEXT_MAX_LENGTH),
  amount: vine.number().withoutDecimals().min(MIN_AMOUNT).max(MAX_AMOUNT),
  unit_price: vine.any().use(unitPriceRule()).transform(moneyText),
  warranty: vine.number().in([...WARRANTY_OPTIONS]),
  delivery_time: vine.enum(DELIVERY_TIME_KEYS),
  reference: referenceField(),
  image: imageField(),
})

const observationsField = () =>
  vine
    .string()
    .trim()
    .maxLength(OBSERVATIONS_MAX_LENGTH)
    .transform((value) => value || null)
    .nullable()
    .optional()

const quotationFields = () => ({
  shipping_option: vine.enum(VENDOR_SHIPPING_OPTIONS).nullable().optional(),
  /** A value, or the option's text (doc 3 §3): read by rules/quotation_input.ts readShipping. */
  shipping_cost: vine.any().nullable().optional(),
  valid_until: vine.string().trim().optional(),
  observations: observationsField(),
  adviser_id: vine.number().withoutDecimals().positive().nullable().optional(),
})

function itemMessages(prefix: string) {
  return {
    [`${prefix}name.required`]: M.nameRequired,
    [`${prefix}name.string`]: M.nameRequired,
    [`${prefix}name.minLength`]: M.nameRequired,
    [`${prefix}name.maxLength`]: M.nameTooLong,
    [`${prefix}brand.required`]: M.brandRequired,
    [`${prefix}brand.string`]: M.brandRequired,
    [`${prefix}brand.minLength`]: M.brandRequired,
    [`${prefix}brand.maxLength`]: M.brandTooLong,
    [`${prefix}amount.required`]: M.amountInvalid,
    [`${prefix}amount.number`]: M.amountInvalid,
    [`${prefix}amount.withoutDecimals`]: M.amountInvalid,
    [`${prefix}amount.min`]: M.amountInvalid,
    [`${prefix}amount.max`]: M.amountTooHigh,
    [`${prefix}unit_price.required`]: M.unitPriceInvalid,
    [`${prefix}warranty.required`]: M.warrantyInvalid,
    [`${prefix}warranty.number`]: M.warrantyInvalid,
    [`${prefix}warranty.in`]: M.warrantyInvalid,
    [`${prefix}delivery_time.required`]: M.deliveryTimeInvalid,
    [`${prefix}delivery_time.enum`]: M.deliveryTimeInvalid,
    [`${prefix}reference.maxLength`]: M.referenceTooLong,
    [`${prefix}reference.string`]: M.referenceTooLong,
    [`${prefix}quotation_request_detail_id.number`]: M.detailNotInRequest,
    [`${prefix}quotation_request_detail_id.withoutDecimals`]: M.detailNotInRequest,
    [`${prefix}quotation_request_detail_id.positive`]: M.detailNotInRequest,
  }
}

const quotationMessages = {
  'quotation_request_id.required': M.requestRequired,
  'quotation_request_id.number': M.requestRequired,
  'quotation_request_id.withoutDecimals': M.requestRequired,
  'quotation_request_id.positive': M.requestRequired,
  'idempotency_key.uuid': M.idempotencyInvalid,
  'idempotency_key.string': M.idempotencyInvalid,
  'shipping_option.enum': M.shippingOptionRequired,
  'valid_until.string': M.validUntilInvalid,
  'observations.maxLength': M.observationsTooLong,
  'observations.string': M.observationsTooLong,
  'adviser_id.number': M.sellerInvalid,
  'adviser_id.withoutDecimals': M.sellerInvalid,
  'adviser_id.positive': M.sellerInvalid,
  'quotationDetails.required': M.itemsRequired,
  'quotationDetails.array': M.itemsRequired,
  'quotationDetails.array.minLength': M.itemsRequired,
  'quotationDetails.array.maxLength': M.itemsTooMany,
  'quotationDetails.*.object': M.itemsRequired,
  'quotationDetails.*.id.number': M.itemNotInQuotation,
  'quotationDetails.*.id.withoutDecimals': M.itemNotInQuotation,
  'quotationDetails.*.id.positive': M.itemNotInQuotation,
  'saveAndNotify.boolean': 'Indica si quieres notificar al cliente',
  ...itemMessages('quotationDetails.*.'),
}

/**
 * POST /api/{product}Go/Quotation `{ quotation_request_id, shipping_option?, shipping_cost,
 * valid_until?, quotationDetails[], observations?, adviser_id?, idempotency_key? }`.
 */
export const sendQuotationValidator = vine.withMetaData<QuotationValidationMeta>().create({
  quotation_request_id: vine.number().withoutDecimals().positive(),
  idempotency_key: vine.string().trim().uuid().optional(),
  ...quotationFields(),
  quotationDetails: vine.array(vine.object(itemFields())).minLength(1).maxLength(MAX_ITEMS),
})
sendQuotationValidator.messagesProvider = spanishMessages(quotationMessages)

/**
 * PATCH /api/{product}Go/Quotation/{id}: every field optional. `quotationDetails` items with an
 * `id` change that product, items without one are added (products are removed with DELETE
 * /quotationDetail/{id}). `saveAndNotify` tells the buyer; `edited_quotation` is accepted and
 * ignored (the server marks the quotation edited when something changed).
 */
export const updateQuotationValidator = vine.withMetaData<QuotationValidationMeta>().create({
  ...quotationFields(),
  quotationDetails: vine
    .array(
      vine.object({
        id: vine.number().withoutDecimals().positive().optional(),
        ...itemFields(),
      })
    )
    .minLength(1)
    .maxLength(MAX_ITEMS)
    .optional(),
  saveAndNotify: vine.boolean().optional(),
  edited_quotation: vine.boolean().optional(),
})
updateQuotationValidator.messagesProvider = spanishMessages(quotationMessages)

/**
 * PATCH /api/{product}Go/quotationDetail/{id}: any field of one product; `image: null` (or '')
 * deletes its photo.
 */
export const updateQuotationDetailValidator = vine.withMetaData<QuotationValidationMeta>().create({
  name: vine.string().trim().minLength(1).maxLength(ITEM_TEXT_MAX_LENGTH).optional(),
  brand: vine.string().trim().minLength(1).maxLength(ITEM_TEXT_MAX_LENGTH).optional(),
  amount: vine.number().withoutDecimals().min(MIN_AMOUNT).max(MAX_AMOUNT).optional(),
  unit_price: vine.any().use(unitPriceRule()).transform(moneyText).optional(),
  warranty: vine
    .number()
    .in([...WARRANTY_OPTIONS])
    .optional(),
  delivery_time: vine.enum(DELIVERY_TIME_KEYS).optional(),
  reference: referenceField(),
  image: imageField(),
})
updateQuotationDetailValidator.messagesProvider = spanishMessages(itemMessages(''))

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { VENDOR_IGNORE_REASONS, type VendorIgnoreReason } from '#quotations/models/vendor_ignore'
import { VENDOR_MESSAGES as M } from '#quotations/rules/vendor_messages'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageFields,
  pageMessages as basePageMessages,
} from '#core/validators/pagination'
import { PROCESS_OBSERVATION_LIMIT } from '#quotations/rules/discard_reasons'

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE }

/** The adviser picker loads at most 200 advisers (doc 2 §9). */
export const ADVISERS_LIMIT = 200

const pageMessages = {
  ...basePageMessages(),
  'storeId.number': M.notYourStore,
  'storeId.withoutDecimals': M.notYourStore,
  'storeId.positive': M.notYourStore,
}

const storeIdField = () => vine.number().withoutDecimals().positive().optional()

/** `storeId` of the seller-side lists: the store whose lists staff read (a vendor: their own). */
export const vendorStoreValidator = vine.create({ storeId: storeIdField() })
vendorStoreValidator.messagesProvider = new SimpleMessagesProvider(pageMessages)

/**
 * Query string of the seller-side paged lists (Descartadas, Cotizadas): zero-based `page`,
 * `pageSize` (default 20, max 200), `storeId`; `with`, `filter`, `scopes` and `order` are parsed
 * against their whitelists by the list queries.
 */
export const vendorListValidator = vine.create({
  ...pageFields(),
  storeId: storeIdField(),
  with: vine.any().optional(),
  filter: vine.any().optional(),
  scopes: vine.any().optional(),
  order: vine.any().optional(),
})
vendorListValidator.messagesProvider = new SimpleMessagesProvider(pageMessages)

const reasonKeys = Object.keys(VENDOR_IGNORE_REASONS) as VendorIgnoreReason[]

/**
 * POST /api/{product}Go/vendorIgnoresQuotationRequest `{ quotation_request_id, reason,
 * adviser_id }` (doc 2 §5): the reason (a–j) is required ('Selecciona una opción'); the seller
 * is required when the caller must choose one (`adviserRequired`: the store has two or more
 * advisers and the caller is not one of them), 'Selecciona un vendedor'.
 */
export const discardValidator = vine.withMetaData<{ adviserRequired: boolean }>().create({
  quotation_request_id: vine.number().withoutDecimals().positive(),
  reason: vine.enum(reasonKeys),
  adviser_id: vine
    .number()
    .withoutDecimals()
    .positive()
    .optional()
    .requiredWhen((field) => field.meta.adviserRequired === true),
})
discardValidator.messagesProvider = new SimpleMessagesProvider({
  'quotation_request_id.required': M.requestRequired,
  'quotation_request_id.number': M.requestRequired,
  'quotation_request_id.withoutDecimals': M.requestRequired,
  'quotation_request_id.positive': M.requestRequired,
  'reason.required': M.reasonRequired,
  'reason.enum': M.reasonRequired,
  'adviser_id.required': M.sellerRequired,
  'adviser_id.number': M.sellerRequired,
  'adviser_id.withoutDecimals': M.sellerRequired,
  'adviser_id.positive': M.sellerRequired,
})

/**
 * POST /api/{product}Go/quotationRequestToVendor/saveProcessObservation `{ store_id,
 * quotation_request_id, processObservation }` (doc 3 §5, §7).
 */
export const processObservationValidator = vine.create({
  store_id: vine.number().withoutDecimals().positive(),
  quotation_request_id: vine.number().withoutDecimals().positive(),
  processObservation: vine.string().trim().minLength(1).maxLength(PROCESS_OBSERVATION_LIMIT),
})
processObservationValidator.messagesProvider = new SimpleMessagesProvider({
  'store_id.required': M.storeRequired,
  'store_id.number': M.storeRequired,
  'store_id.withoutDecimals': M.storeRequired,
  'store_id.positive': M.storeRequired,
  'quotation_request_id.required': M.requestRequired,
  'quotation_request_id.number': M.requestRequired,
  'quotation_request_id.withoutDecimals': M.requestRequired,
  'quotation_request_id.positive': M.requestRequired,
  'processObservation.required': M.observationRequired,
  'processObservation.string': M.observationRequired,
  'processObservation.minLength': M.observationRequired,
  'processObservation.maxLength': M.observationTooLong,
})

/** GET /api/store/adviser: `limit` (1–200, default 200) and `storeId` (staff). */
export const advisersValidator = vine.create({
  limit: vine.number().withoutDecimals().min(1).max(ADVISERS_LIMIT).optional(),
  storeId: storeIdField(),
})
advisersValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages,
  'limit.number': 'El límite debe ser un número entre 1 y 200',
  'limit.withoutDecimals': 'El límite debe ser un número entre 1 y 200',
  'limit.min': 'El límite debe ser un número entre 1 y 200',
  'limit.max': 'El límite debe ser un número entre 1 y 200',
})

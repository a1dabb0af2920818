import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { SELECTED_OPTIONS } from '#orders/rules/checkout'
import { CHECKOUT_MESSAGES as M, COMMENT_MAX_LENGTH } from '#orders/rules/checkout_messages'

/** Lines of one order at most (a quotation has far fewer products). */
const MAX_LINES = 200

/**
 * The body of POST /api/{product}Go/quotation/createNewOrder and …/createPaymentLink (doc 3 §7,
 * doc 1 §3): the controller copies `quotationId` (createPaymentLink's name) into `quotation_id`
 * and the `Idempotency-Key` header into `idempotency_key`.
 *
 * Only the shapes are checked here; the quantities' messages ('Por favor ingrese la cantidad a
 * comprar', 'La cantidad debe ser mayor a cero', 'La cantidad disponible es de N unidades…',
 * 'Debe seleccionar al menos un producto…') come from rules/checkout.ts, each on its field
 * `quotationDetails.{i}.purchased_amount`, so `purchased_amount` passes through as given.
 */
export const checkoutValidator = vine.create({
  quotation_id: vine.number().withoutDecimals().positive(),
  quotationDetails: vine
    .array(
      vine.object({
        id: vine.number().withoutDecimals().positive(),
        purchased_amount: vine.any().optional(),
      })
    )
    .maxLength(MAX_LINES)
    .optional(),
  /** 0 (or absent) = the buyer's main record. */
  addressId: vine.number().withoutDecimals().min(0).nullable().optional(),
  billingId: vine.number().withoutDecimals().min(0).nullable().optional(),
  selectedOption: vine.enum(SELECTED_OPTIONS).optional(),
  comment: vine.string().trim().maxLength(COMMENT_MAX_LENGTH).nullable().optional(),
  termsAccepted: vine.boolean().optional(),
  idempotency_key: vine.string().trim().uuid().optional(),
})

const messages: Record<string, string> = {
  'quotation_id.required': M.quotationRequired,
  'quotation_id.number': M.quotationRequired,
  'quotation_id.withoutDecimals': M.quotationRequired,
  'quotation_id.positive': M.quotationRequired,
  'quotationDetails.array': M.noProducts,
  'quotationDetails.array.maxLength': M.noProducts,
  'quotationDetails.*.object': M.noProducts,
  'quotationDetails.*.id.required': M.productNotInQuotation,
  'quotationDetails.*.id.number': M.productNotInQuotation,
  'quotationDetails.*.id.withoutDecimals': M.productNotInQuotation,
  'quotationDetails.*.id.positive': M.productNotInQuotation,
  'addressId.number': M.addressInvalid,
  'addressId.withoutDecimals': M.addressInvalid,
  'addressId.min': M.addressInvalid,
  'billingId.number': M.billingInvalid,
  'billingId.withoutDecimals': M.billingInvalid,
  'billingId.min': M.billingInvalid,
  'selectedOption.enum': M.optionInvalid,
  'comment.string': M.commentInvalid,
  'comment.maxLength': M.commentTooLong,
  'termsAccepted.boolean': M.termsRequired,
  'idempotency_key.string': M.idempotencyInvalid,
  'idempotency_key.uuid': M.idempotencyInvalid,
}

const own = new SimpleMessagesProvider(messages)
const provider: MessagesProviderContact = {
  getMessage(raw, rule, field, args) {
    const named =
      messages[`${field.getFieldPath()}.${rule}`] ?? messages[`${field.wildCardPath}.${rule}`]
    return named
      ? own.getMessage(raw, rule, field, args)
      : vine.messagesProvider.getMessage(raw, rule, field, args)
  },
}
checkoutValidator.messagesProvider = provider

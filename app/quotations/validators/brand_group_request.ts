import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { VENDOR_DETAIL_MESSAGES as M } from '#quotations/rules/vendor_detail_messages'

/** Brand/group request: at most 1024 characters (doc 3 §5, §9). */
export const BRAND_REQUEST_MAX_LENGTH = 1024

/**
 * PATCH /api/{product}Go/quotationRequest/sendNotifyToAdminAboutBrands:
 * `{ requirement, quotation_request_id? }`. The requirement is required (blank counts as
 * missing) and at most 1024 characters; 'Completa el campo requerido' when missing (doc 3 §5).
 */
export const brandGroupRequestValidator = vine.create({
  requirement: vine.string().trim().minLength(1).maxLength(BRAND_REQUEST_MAX_LENGTH),
  quotation_request_id: vine.number().withoutDecimals().positive().optional().nullable(),
})
brandGroupRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'requirement.required': M.requirementRequired,
  'requirement.string': M.requirementRequired,
  'requirement.minLength': M.requirementRequired,
  'requirement.maxLength': M.requirementMax,
  'quotation_request_id.number': M.requestUnknown,
  'quotation_request_id.withoutDecimals': M.requestUnknown,
  'quotation_request_id.positive': M.requestUnknown,
})

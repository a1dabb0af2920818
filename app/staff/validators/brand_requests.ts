import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import {
  BRAND_REQUEST_STATES,
  MAX_APPROVED_BRANDS,
  RESOLUTION_NOTE_MAX,
  RESOLUTION_NOTE_MIN,
} from '#staff/rules/brand_requests'
import { STAFF_BRAND_REQUESTS_MESSAGES as M } from '#staff/rules/staff_messages'

/** The queue's query string: `page` (from 1) and an optional `status`. */
export const brandRequestsListValidator = vine.create({
  ...pageFields({ first: 1 }),
  status: vine.enum(BRAND_REQUEST_STATES).optional(),
})
brandRequestsListValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ first: 1 }),
  'status.enum': M.badState,
})

const note = () => vine.string().trim().maxLength(RESOLUTION_NOTE_MAX)

/**
 * 'Aprobar': `{ brand_ids: number[], note? }` — one to 20 distinct vehicle brand ids (that they
 * exist is checked by the action, in one query) and an optional note.
 */
export const approveBrandRequestValidator = vine.create({
  brand_ids: vine
    .array(vine.number().withoutDecimals().positive())
    .minLength(1)
    .maxLength(MAX_APPROVED_BRANDS)
    .distinct(),
  note: note().optional().nullable(),
})
approveBrandRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'brand_ids.required': M.brandsRequired,
  'brand_ids.array': M.brandsRequired,
  'brand_ids.array.minLength': M.brandsRequired,
  'brand_ids.array.maxLength': M.tooManyBrands(MAX_APPROVED_BRANDS),
  'brand_ids.distinct': M.unknownBrand,
  'brand_ids.*.number': M.unknownBrand,
  'brand_ids.*.withoutDecimals': M.unknownBrand,
  'brand_ids.*.positive': M.unknownBrand,
  'note.string': M.noteTooLong(RESOLUTION_NOTE_MAX),
  'note.maxLength': M.noteTooLong(RESOLUTION_NOTE_MAX),
})

/** 'Rechazar': `{ note }`, required, 3 to 512 characters. */
export const rejectBrandRequestValidator = vine.create({
  note: note().minLength(RESOLUTION_NOTE_MIN),
})
rejectBrandRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'note.required': M.noteRequired,
  'note.string': M.noteRequired,
  'note.minLength': M.noteRequired,
  'note.maxLength': M.noteTooLong(RESOLUTION_NOTE_MAX),
})

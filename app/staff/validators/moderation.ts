import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import {
  INFRACTION_DETAIL_MAX_LENGTH,
  INFRACTION_MESSAGES as I,
  INFRACTION_TYPE_KEYS,
  type InfractionType,
} from '#moderation/rules/infractions'
import {
  MODERATION_OUTCOME_KEYS,
  MODERATION_STATES,
  SUSPENSION_MAX_DAYS,
  SUSPENSION_MIN_DAYS,
  WARNING_NOTE_MAX,
} from '#staff/rules/moderation'
import { STAFF_MODERATION_MESSAGES as M } from '#staff/rules/staff_messages'

/**
 * GET /staff/moderacion?estado&tipo&page: 'pendientes' (default) or 'resueltos', the record's
 * outcome ('blocked', 'confirmed', 'image_review'), pages from 1.
 */
export const moderationListValidator = vine.create({
  page: pageFields({ first: 1 }).page,
  estado: vine.enum(MODERATION_STATES).optional(),
  tipo: vine.enum(MODERATION_OUTCOME_KEYS).optional(),
})
moderationListValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ first: 1 }),
  'estado.enum': M.badState,
  'tipo.enum': M.badOutcome,
})

/** The item's id in the path. */
export const moderationIdValidator = vine.create({
  id: vine.number().withoutDecimals().positive().max(4_294_967_295),
})
moderationIdValidator.messagesProvider = new SimpleMessagesProvider({
  'id.number': M.badId,
  'id.withoutDecimals': M.badId,
  'id.positive': M.badId,
  'id.max': M.badId,
  'id.required': M.badId,
})

/** The attachment of a message of the item's conversation: `/…/:id/adjuntos/:messageId/:index`. */
export const moderationAttachmentValidator = vine.create({
  id: vine.number().withoutDecimals().positive().max(4_294_967_295),
  messageId: vine.number().withoutDecimals().positive().max(4_294_967_295),
  index: vine.number().withoutDecimals().min(0).max(20),
})

/** 'Advertir': an optional note added to the standard warning. */
export const warnValidator = vine.create({
  note: vine.string().trim().maxLength(WARNING_NOTE_MAX).optional().nullable(),
})
warnValidator.messagesProvider = new SimpleMessagesProvider({
  'note.string': M.badNote,
  'note.maxLength': M.noteTooLong,
})

/** 'Suspender chat N días': N from 1 to 90. */
export const suspendValidator = vine.create({
  days: vine.number().withoutDecimals().min(SUSPENSION_MIN_DAYS).max(SUSPENSION_MAX_DAYS),
})
suspendValidator.messagesProvider = new SimpleMessagesProvider({
  'days.required': M.daysRequired,
  'days.number': M.badDays,
  'days.withoutDecimals': M.badDays,
  'days.min': M.badDays,
  'days.max': M.badDays,
})

/**
 * 'Registrar infracción' from the queue: the infraction form's type and detail (doc 1 §5: both
 * required, 'Todos los datos son obligatorios'; detail at most 512) and 'Notificar al vendedor';
 * the evidence is the message itself (the action prints it).
 */
export const moderatedInfractionValidator = vine.create({
  infraction_type: vine
    .string()
    .trim()
    .minLength(1)
    .in(INFRACTION_TYPE_KEYS)
    .transform((value) => value as InfractionType),
  infraction_detail: vine.string().trim().minLength(1).maxLength(INFRACTION_DETAIL_MAX_LENGTH),
  notifyTheSeller: vine.boolean().optional(),
})
moderatedInfractionValidator.messagesProvider = new SimpleMessagesProvider({
  'infraction_type.required': I.required,
  'infraction_type.string': I.required,
  'infraction_type.minLength': I.required,
  'infraction_type.in': I.badType,
  'infraction_detail.required': I.required,
  'infraction_detail.string': I.required,
  'infraction_detail.minLength': I.required,
  'infraction_detail.maxLength': I.detailTooLong,
  'notifyTheSeller.boolean': I.badNotify,
})

import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { CHAT_KINDS, CHAT_MAX_PAGE_SIZE, CHAT_MESSAGE_MAX, CHAT_TEXTS } from '#chat/rules/chat'
import {
  CHAT_FILE_EXTENSIONS,
  CHAT_FILE_MAX_MB,
  CHAT_FILE_MESSAGES,
} from '#chat/services/chat_attachments'

const conversationFields = {
  kind: vine.enum(CHAT_KINDS),
  transactionId: vine.number().withoutDecimals().positive().max(4_294_967_295),
  storeId: vine.number().withoutDecimals().positive().max(4_294_967_295).optional(),
}

const texts: Record<string, string> = {
  'kind.required': 'Indica el tipo de conversación.',
  'kind.enum': 'El tipo de conversación no es válido.',
  'transactionId.required': 'Indica la transacción de la conversación.',
  'transactionId.*': 'La transacción de la conversación no es válida.',
  'storeId.*': 'La tienda de la conversación no es válida.',
  'page.*': 'La página no es válida.',
  'pageSize.*': `El tamaño de página debe estar entre 1 y ${CHAT_MAX_PAGE_SIZE}.`,
  'message.maxLength': CHAT_TEXTS.tooLong,
  'message.*': 'El mensaje no es válido.',
  'attached_file.file.size': CHAT_FILE_MESSAGES.tooLarge,
  'attached_file.file.extname': CHAT_FILE_MESSAGES.wrongType,
  'attached_file.*': CHAT_FILE_MESSAGES.wrongType,
  'receiverUserId.*': CHAT_TEXTS.chooseRecipient,
  'confirmContactData.*': 'La confirmación no es válida.',
  'ids.required': 'Indica los mensajes leídos.',
  'ids.*': 'Los mensajes leídos no son válidos.',
  'userId.*': 'El usuario no es válido.',
  'outcome.*': 'El resultado debe ser blocked, confirmed o image_review.',
}

/**
 * `field.rule` texts first; then `field.*`, the field's text for any other rule (VineJS's
 * SimpleMessagesProvider has no such fallback: without it a non-numeric transactionId answered
 * VineJS's English default). An array element falls back to its array's `ids.*`.
 */
const specific = new SimpleMessagesProvider(texts)
const messages: MessagesProviderContact = {
  getMessage(raw, rule, field, args) {
    if (texts[`${field.getFieldPath()}.${rule}`] || texts[`${field.wildCardPath}.${rule}`]) {
      return specific.getMessage(raw, rule, field, args)
    }
    const fallback = texts[`${field.wildCardPath.split('.')[0]}.*`]
    return fallback ?? specific.getMessage(raw, rule, field, args)
  },
}

/** GET /api/{product}Go/chat and getChatParticipants: one conversation, one page of it. */
export const chatListValidator = vine.create({
  ...conversationFields,
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  pageSize: vine.number().withoutDecimals().min(1).max(CHAT_MAX_PAGE_SIZE).optional(),
})
chatListValidator.messagesProvider = messages

/** POST /api/{product}Go/chat (multipart): a message, one file, or both. */
export const sendChatMessageValidator = vine.create({
  ...conversationFields,
  message: vine.string().maxLength(CHAT_MESSAGE_MAX).optional(),
  attached_file: vine
    .file({ size: `${CHAT_FILE_MAX_MB}mb`, extnames: [...CHAT_FILE_EXTENSIONS] })
    .optional(),
  receiverUserId: vine.number().withoutDecimals().positive().max(4_294_967_295).optional(),
  confirmContactData: vine.boolean().optional(),
})
sendChatMessageValidator.messagesProvider = messages

/** POST /api/{product}Go/chat/markMessagesAsRead `{ ids }`. */
export const markReadValidator = vine.create({
  ids: vine
    .array(vine.number().withoutDecimals().positive().max(4_294_967_295))
    .minLength(1)
    .maxLength(500),
})
markReadValidator.messagesProvider = messages

/** Route params `:id`, `:userId`, `:requestId`, `:index`. */
export const chatIdValidator = vine.create({
  id: vine.number().withoutDecimals().positive().max(4_294_967_295),
})
chatIdValidator.messagesProvider = messages

/** GET /api/{product}Go/chat/contactFlags: pages from 0 like the other staff lists. */
export const contactFlagsValidator = vine.create({
  page: vine.number().withoutDecimals().min(0).max(100_000).optional(),
  pageSize: vine.number().withoutDecimals().min(1).max(CHAT_MAX_PAGE_SIZE).optional(),
  userId: vine.number().withoutDecimals().positive().max(4_294_967_295).optional(),
  outcome: vine.enum(['blocked', 'confirmed', 'image_review'] as const).optional(),
})
contactFlagsValidator.messagesProvider = messages

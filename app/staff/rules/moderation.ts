/**
 * The staff's moderation queue (issue 23, /staff/moderacion): the contact-data record of the
 * chat (chat_contact_flags, written by app/chat/actions/send_chat_message.ts) reviewed item by
 * item. Pure: the server and the pages (`@rules/staff/rules/moderation`) read it.
 *
 * Choices the spec leaves open (doc 1 §1 "moderate chats", §2, §6):
 * - an item is one row of the record: a send the detector stopped ('blocked': never delivered),
 *   one sent anyway after 'No son datos de contacto' ('confirmed': delivered, as the chat always
 *   did) or an image sent by a checked person ('image_review'); each is open until one action
 *   resolves it, once (a second answers 409);
 * - 'Eliminar mensaje' only for items whose message was delivered and is still there; 'Registrar
 *   infracción' only for a store person's message (infractions are the stores'); 'Descartar',
 *   'Advertir' and 'Suspender chat' for every item;
 * - the queue shows the stores of the host's country (the item's conversation store), like the
 *   other staff lists.
 */

export const MODERATION_PAGE_SIZE = 20

/** The record's outcomes, as the filter 'Tipo' names them. */
export const MODERATION_OUTCOMES = {
  blocked: 'Bloqueado',
  confirmed: "Enviado tras 'No son datos de contacto'",
  image_review: 'Imagen por revisar',
} as const
export type ModerationOutcome = keyof typeof MODERATION_OUTCOMES
export const MODERATION_OUTCOME_KEYS = Object.keys(MODERATION_OUTCOMES) as ModerationOutcome[]

/** 'pendientes' (open, oldest first) or 'resueltos' (newest resolution first). */
export const MODERATION_STATES = ['pendientes', 'resueltos'] as const
export type ModerationState = (typeof MODERATION_STATES)[number]

/** The detector's reasons (app/core/rules/contact_data.ts), in Spanish. */
export const CONTACT_REASONS: Record<string, string> = {
  phone: 'Teléfono',
  email: 'Correo electrónico',
  street: 'Dirección',
  social: 'Red social',
  invitation: 'Invitación a tratar por fuera de la plataforma',
  ownWords: 'Nombre, tienda o ciudad propios',
  notAvailable: "Dijo que no tiene disponible lo solicitado ('No disponible')",
}

export function contactReasonLabel(reason: string) {
  return CONTACT_REASONS[reason] ?? reason
}

/** How an item was resolved (`chat_contact_flags.resolution`). */
export const MODERATION_RESOLUTIONS = {
  dismissed: 'Descartado: no son datos de contacto',
  message_deleted: 'Mensaje eliminado',
  warned: 'Persona advertida',
  infraction_registered: 'Infracción registrada',
  chat_suspended: 'Chat suspendido',
} as const
export type ModerationResolution = keyof typeof MODERATION_RESOLUTIONS

export function resolutionLabel(resolution: string | null, detail?: { days?: number } | null) {
  if (!resolution) return null
  const label = (MODERATION_RESOLUTIONS as Record<string, string>)[resolution] ?? resolution
  return resolution === 'chat_suspended' && detail?.days
    ? `${label} ${detail.days} ${detail.days === 1 ? 'día' : 'días'}`
    : label
}

/** 'Suspender chat N días': from 1 to 90 days. */
export const SUSPENSION_MIN_DAYS = 1
export const SUSPENSION_MAX_DAYS = 90

/** The warning's own note, added to the standard text: at most 500 characters. */
export const WARNING_NOTE_MAX = 500

/** Who wrote: the conversation's buyer, or a person of the store. */
export type WriterRole = 'buyer' | 'store'
export const WRITER_ROLES: Record<WriterRole, string> = {
  buyer: 'Comprador',
  store: 'Vendedor',
}

/** The conversation's kind (app/chat/rules/chat.ts), in Spanish. */
export const CONVERSATION_KINDS: Record<string, string> = {
  quotationRequest: 'Preguntas sobre la solicitud',
  quotation: 'Cotización',
  order: 'Pedido',
}

/** Messages shown on each side of the stopped or flagged message when it is opened. */
export const CONTEXT_MESSAGES = 10

/**
 * What a moderator may do with an item, from its state (the policy adds the flags: deleting
 * needs 'deleteMessages', registering an infraction 'infractions').
 */
export function moderationActions(item: {
  resolved: boolean
  writerRole: WriterRole
  messageId: number | null
  messageDeleted: boolean
}) {
  const open = !item.resolved
  return {
    dismiss: open,
    warn: open,
    suspend: open,
    deleteMessage: open && item.messageId !== null && !item.messageDeleted,
    registerInfraction: open && item.writerRole === 'store',
  }
}

/**
 * The chat's pure rules (doc 1 §2, §4, §5, §9; doc 3 §2.1, §2.5, §4.3, §6), shared by the server
 * and the pages (`@rules/chat/rules/chat`).
 *
 * A conversation is one transaction and one store (rules of the conversation: app/chat/queries/
 * conversation_query.ts):
 * - `quotationRequest`: a store's questions to the buyer before quoting ('¿Preguntas al cliente
 *   sobre la solicitud?'); each store that asks has its own ('Vendedor n' to the buyer);
 * - `quotation`: the buyer and the quoting store ('¿Tienes preguntas sobre la cotización?');
 * - `order`: the buyer and the selling store, on 'Mis compras' and 'Ventas'.
 * The spec's other transaction types (returns, support, open chat, service orders, paid
 * transactions, purchase orders) have no screen in this product yet: they are not offered.
 */
export const CHAT_KINDS = ['quotationRequest', 'quotation', 'order'] as const
export type ChatKind = (typeof CHAT_KINDS)[number]

/** Who a viewer is in a conversation. `moderator`: an admin with manageMessagesModule. */
export type ChatRole = 'buyer' | 'store' | 'moderator' | 'staff'

/** doc 1 §9: pages of 20; a vendor on a quotation request sees 200. */
export const CHAT_PAGE_SIZE = 20
export const CHAT_VENDOR_REQUEST_PAGE_SIZE = 200
export const CHAT_MAX_PAGE_SIZE = 200
export const CHAT_MESSAGE_MAX = 2000
/** doc 1 §9: 5-second poll, only while the stream is down and the tab visible. */
export const CHAT_POLL_MS = 5000
/** A new message notifies its receiver at most once per conversation per 10 minutes. */
export const CHAT_NOTICE_WINDOW_SECONDS = 600

/** The Transmit channel of one conversation (participants and moderators only). */
export const CHAT_CHANNEL = 'chat/:kind/:transactionId/:storeId'

export function chatChannel(kind: ChatKind, transactionId: number, storeId: number) {
  return `chat/${kind}/${transactionId}/${storeId}`
}

/** Contact data is looked for in these conversations (doc 1 §5: not support, service orders…). */
export const CONTACT_CHECKED_KINDS: readonly ChatKind[] = ['quotationRequest', 'quotation', 'order']

export const CHAT_TEXTS = {
  requestTitle: '¿Preguntas al cliente sobre la solicitud?',
  /** The buyer's side of the same chat (ours: the spec's title speaks to the store). */
  buyerRequestTitle: 'Preguntas del vendedor sobre tu solicitud',
  quotationTitle: '¿Tienes preguntas sobre la cotización?',
  orderTitle: '¿Tienes preguntas sobre el pedido?',
  buyer: 'Comprador',
  vendor: 'Vendedor',
  admin: 'Administrador',
  empty: 'Escribe un mensaje o adjunta un archivo.',
  tooLong: `El mensaje no puede superar los ${CHAT_MESSAGE_MAX} caracteres.`,
  chooseRecipient: 'Elige el destinatario del mensaje',
  requestClosed: 'El chat está deshabilitado porque la solicitud está cerrada o vencida.',
  quotationExpired: 'El chat está deshabilitado porque la cotización está vencida o cerrada.',
  staffReadOnly: 'No tienes permiso para enviar mensajes en este chat.',
  buyerAnswersOnly: 'Solo puedes responder las preguntas del vendedor.',
  storeAnswersOnly: 'Solo puedes responder las preguntas del cliente sobre esta cotización.',
  chooseStore: 'Indica la tienda de la conversación.',
  brandNotEnabled: 'Tu tienda no puede hacer preguntas sobre esta solicitud.',
  contactData:
    'Tu mensaje parece contener datos de contacto (teléfono, correo, dirección, redes ' +
    'sociales o nombres) o una invitación a tratar por fuera de la plataforma. ' +
    'No está permitido compartir datos de contacto: hacerlo causa la desactivación inmediata ' +
    'de tu cuenta. Si no son datos de contacto, confírmalo para enviarlo.',
  notAvailable:
    "Si no tienes disponible lo solicitado, descarta la solicitud y elige el motivo 'No disponible'.",
  deleted: 'Mensaje eliminado',
  cannotDelete: 'No tienes permiso para eliminar mensajes.',
  cannotReadFlags: 'No tienes permiso para ver el registro de datos de contacto.',
} as const

export interface SendRuleInput {
  kind: ChatKind
  role: ChatRole
  open: boolean
  hasMessages: boolean
}

/**
 * Why a viewer may not write in a conversation, or null when they may (doc 1 §4, §5; doc 3 §6):
 * staff without the message right read only; closed or expired requests and expired or closed
 * quotations disable the chat; a buyer only answers a store's questions on a request, and a
 * store only answers the buyer's questions on a quotation (their forms are hidden until the
 * other side wrote). Moderators always see the form, but not on a closed transaction.
 */
export function sendRefusal(input: SendRuleInput): string | null {
  if (input.role === 'staff') return CHAT_TEXTS.staffReadOnly
  if (!input.open) {
    return input.kind === 'quotation' ? CHAT_TEXTS.quotationExpired : CHAT_TEXTS.requestClosed
  }
  if (input.role === 'buyer' && input.kind === 'quotationRequest' && !input.hasMessages) {
    return CHAT_TEXTS.buyerAnswersOnly
  }
  if (input.role === 'store' && input.kind === 'quotation' && !input.hasMessages) {
    return CHAT_TEXTS.storeAnswersOnly
  }
  return null
}

/**
 * Whether who may write depends on the conversation's history for this viewer (a buyer answers
 * on a request, a store on a quotation): only then is it read before a send.
 */
export function answersOnly(kind: ChatKind, role: ChatRole) {
  return (
    (role === 'buyer' && kind === 'quotationRequest') || (role === 'store' && kind === 'quotation')
  )
}

/** doc 1 §4: the form is hidden for a customer on a request, a vendor on a quotation, with no messages. */
export function formVisible(input: Omit<SendRuleInput, 'open'>) {
  if (input.role === 'moderator' || input.role === 'staff') return true
  if (input.role === 'buyer' && input.kind === 'quotationRequest') return input.hasMessages
  if (input.role === 'store' && input.kind === 'quotation') return input.hasMessages
  return true
}

/**
 * doc 1 §4: unread messages addressed to the viewer are marked read once shown, except for
 * admins (they read without marking; support and paid-transaction chats, the exceptions, are
 * not offered here).
 */
export function marksReadOnView(role: ChatRole) {
  return role === 'buyer' || role === 'store'
}

/** The page size a viewer gets (doc 1 §9). */
export function chatPageSize(kind: ChatKind, role: ChatRole, asked?: number) {
  if (kind === 'quotationRequest' && role === 'store') return CHAT_VENDOR_REQUEST_PAGE_SIZE
  return Math.min(Math.max(asked ?? CHAT_PAGE_SIZE, 1), CHAT_MAX_PAGE_SIZE)
}

/** 'Vendedor n' of the buyer's 'Historial de Mensajes' (doc 3 §2.5). */
export const vendorGroupLabel = (n: number) => `Vendedor ${n}`

import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'
import type { ChatKind } from '#chat/rules/chat'

/**
 * What the receiver of a chat message is told (in the app, by WhatsApp, by e-mail), at most once
 * per conversation every 10 minutes while unread. Never the message itself: it may hold what the
 * contact-data check lets through after 'No son datos de contacto', and WhatsApp and e-mail are
 * outside the platform. Pure: unit-tested.
 *
 * The writer is named as the receiver knows them: the store's name on a quotation or an order,
 * the buyer's name for a store on its own sale; otherwise 'el comprador', 'un vendedor' (a
 * store asking on a request before quoting: the buyer meets it as 'Vendedor n') or 'el
 * administrador' — never 'de Comprador'.
 */
export interface ChatNoticeSummary {
  kind: ChatKind
  /** Who wrote: the buyer, a store, or staff. */
  sender: 'buyer' | 'store' | 'admin'
  /** Their name as the receiver may know it, or null when the receiver may not know it. */
  fromName: string | null
  /** The request's, quotation's code or the order's reference. */
  code: string
  /** Absolute link to the receiver's page of the conversation. */
  link: string
  receiverName: string
}

type Headline = Pick<ChatNoticeSummary, 'kind' | 'code' | 'sender' | 'fromName'>

function about(summary: Pick<ChatNoticeSummary, 'kind' | 'code'>) {
  if (summary.kind === 'quotationRequest') return `la solicitud Nº ${summary.code}`
  if (summary.kind === 'quotation') return `la cotización Nº ${summary.code}`
  return `el pedido Nº ${summary.code}`
}

/** 'de Autopartes Medellín', 'del comprador', 'de un vendedor', 'del administrador'. */
function fromWhom(summary: Pick<ChatNoticeSummary, 'sender' | 'fromName'>) {
  const name = summary.fromName?.trim()
  if (name && summary.sender !== 'admin') return `de ${name}`
  if (summary.sender === 'admin') return 'del administrador'
  return summary.sender === 'buyer' ? 'del comprador' : 'de un vendedor'
}

/** A store's question on a request, before it quoted (the buyer answers in 'Preguntas del vendedor'). */
function isQuestion(summary: Headline) {
  return summary.kind === 'quotationRequest' && summary.sender === 'store'
}

/** The in-app notification's text. */
export function chatNoticeMessage(summary: Headline) {
  if (isQuestion(summary)) {
    return `Un vendedor te hizo una pregunta sobre tu solicitud Nº ${summary.code}`
  }
  return `Tienes un mensaje nuevo ${fromWhom(summary)} sobre ${about(summary)}`
}

function action(summary: ChatNoticeSummary) {
  return isQuestion(summary)
    ? { label: 'Lee la pregunta y responde', url: summary.link }
    : { label: 'Lee el mensaje y responde', url: summary.link }
}

export function chatNoticeWhatsApp(summary: ChatNoticeSummary) {
  return whatsappText([`${chatNoticeMessage(summary)}.`], action(summary))
}

export function chatNoticeEmail(summary: ChatNoticeSummary): EmailContent {
  return {
    subject: isQuestion(summary)
      ? `Un vendedor preguntó sobre tu solicitud Nº ${summary.code}`
      : `Nuevo mensaje sobre ${about(summary)}`,
    greeting: summary.receiverName,
    paragraphs: [
      `${chatNoticeMessage(summary)}.`,
      'Por tu seguridad, responde siempre dentro de la plataforma.',
    ],
    action: action(summary),
  }
}

import type { ChatKind } from '#chat/rules/chat'

/**
 * What the receiver of a chat message is told (in the app, by WhatsApp, by e-mail), at most once
 * per conversation every 10 minutes while unread. Never the message itself: it may hold what the
 * contact-data check lets through after 'No son datos de contacto', and WhatsApp and e-mail are
 * outside the platform. Pure: unit-tested.
 */
export interface ChatNoticeSummary {
  kind: ChatKind
  /** Who wrote, as the receiver knows them ('Comprador', the store's name, 'Vendedor'…). */
  from: string
  /** The request's, quotation's code or the order's reference. */
  code: string
  /** Absolute link to the receiver's page of the conversation. */
  link: string
  productName: string
  receiverName: string
}

function about(summary: Pick<ChatNoticeSummary, 'kind' | 'code'>) {
  if (summary.kind === 'quotationRequest') return `la solicitud Nº ${summary.code}`
  if (summary.kind === 'quotation') return `la cotización Nº ${summary.code}`
  return `el pedido ${summary.code}`
}

export function chatNoticeMessage(summary: Pick<ChatNoticeSummary, 'kind' | 'code' | 'from'>) {
  return `Tienes un mensaje nuevo de ${summary.from} sobre ${about(summary)}`
}

export function chatNoticeWhatsApp(summary: ChatNoticeSummary) {
  return [
    `Tienes un mensaje nuevo de ${summary.from} sobre ${about(summary)}.`,
    `Léelo y responde en ${summary.productName}: ${summary.link}`,
  ].join('\n')
}

export function chatNoticeEmail(summary: ChatNoticeSummary) {
  return {
    subject: `Nuevo mensaje sobre ${about(summary)}`,
    text: [
      `Hola ${summary.receiverName}:`,
      '',
      `${summary.from} te escribió sobre ${about(summary)}.`,
      'Por tu seguridad, responde siempre dentro de la plataforma.',
      '',
      `Lee el mensaje: ${summary.link}`,
      '',
      summary.productName,
    ].join('\n'),
  }
}

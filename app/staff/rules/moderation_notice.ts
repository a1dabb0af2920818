import type { EmailContent } from '#core/services/messaging/email_content'
import { sentence, whatsappText } from '#core/services/messaging/whatsapp_text'

/**
 * What a person is told when staff act on one of their chat messages from the moderation queue
 * (issue 23): 'Advertir' (a warning) and 'Suspender chat N días'. Each is an in-app notification
 * and an e-mail ('essential': always sent), written as an outbox event in the action's own
 * transaction (app/staff/listeners/notify_moderated_person.ts). WhatsApp is not used for these:
 * the brief asks for the app and e-mail. Pure: unit-testable.
 */

/** Topics of the person's notifications (a family of their own, like 'MOD.infraction.'). */
export const MODERATION_WARNING_TOPIC = 'MOD.chatWarning.'
export const CHAT_SUSPENDED_TOPIC = 'MOD.chatSuspended.'

export type ModerationNoticeKind = 'warning' | 'suspension'

export interface ModerationNoticeSummary {
  kind: ModerationNoticeKind
  personName: string
  /** 'la cotización Nº CT-000123', 'la solicitud Nº SC-…', 'el pedido Nº …'. */
  conversation: string
  /** The staff's own words added to a warning, if any. */
  note: string | null
  /** A suspension's end, as the person's country writes it ('15 de marzo de 2026 a las 10:30'). */
  until: string | null
  days: number | null
  /** Absolute link to the conversation. */
  link: string | null
}

const RULE =
  'No está permitido compartir datos de contacto ni en texto, imagen o archivo: las ventas deben hacerse dentro de la plataforma.'

const CONSEQUENCE = 'Si se repite, tu chat puede ser suspendido y tu cuenta desactivada.'

/** 'la cotización Nº CT-000123' from a conversation's kind and code. */
export function conversationName(kind: string, code: string | null) {
  const name =
    kind === 'quotation'
      ? 'la cotización'
      : kind === 'order'
        ? 'el pedido'
        : 'la solicitud de cotización'
  return code ? `${name} Nº ${code}` : name
}

/** The in-app notification's line. */
export function moderationNoticeMessage(
  summary: Pick<ModerationNoticeSummary, 'kind' | 'conversation' | 'until'>
) {
  return summary.kind === 'warning'
    ? `Advertencia: tu mensaje en ${summary.conversation} parece compartir datos de contacto.`
    : `Tu chat está suspendido hasta el ${summary.until} por compartir datos de contacto.`
}

function action(summary: ModerationNoticeSummary) {
  return summary.link ? { label: 'Ver la conversación', url: summary.link } : undefined
}

function lines(summary: ModerationNoticeSummary) {
  if (summary.kind === 'warning') {
    return [
      `Revisamos tu mensaje en ${summary.conversation} y parece compartir datos de contacto.`,
      RULE,
      ...(summary.note ? [sentence(`Nota del equipo: ${summary.note}`)] : []),
      CONSEQUENCE,
    ]
  }
  const days = summary.days === 1 ? '1 día' : `${summary.days} días`
  return [
    `Suspendimos tu chat por ${days}, hasta el ${summary.until}, por compartir datos de contacto en ${summary.conversation}.`,
    'Mientras tanto puedes leer tus conversaciones, pero no enviar mensajes.',
    RULE,
  ]
}

export function moderationNoticeWhatsApp(summary: ModerationNoticeSummary) {
  return whatsappText(lines(summary), action(summary))
}

export function moderationNoticeEmail(summary: ModerationNoticeSummary): EmailContent {
  return {
    subject:
      summary.kind === 'warning'
        ? 'Advertencia: no compartas datos de contacto en el chat'
        : `Tu chat está suspendido hasta el ${summary.until}`,
    greeting: summary.personName,
    paragraphs: lines(summary),
    action: action(summary),
  }
}

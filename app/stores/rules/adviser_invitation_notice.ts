import type { EmailContent } from '#core/services/messaging/email_content'
import { whatsappText } from '#core/services/messaging/whatsapp_text'
import { INVITATION_DAYS } from '#stores/rules/adviser_rules'

/**
 * The stores module's catalogue of messages: what an invited adviser gets by e-mail and
 * WhatsApp (issue 20). Server-only (the pages read adviser_rules.ts, which stays free of
 * server imports). Pure: unit-tested.
 */
/** What the invitation's messages say. */
export interface InvitationSummary {
  name: string
  storeName: string
  /** Absolute link of the invitation (the store's country site). */
  link: string
  productName: string
}

function invitationAction(summary: InvitationSummary) {
  return { label: 'Acepta la invitación', url: summary.link }
}

export function invitationEmail(summary: InvitationSummary): EmailContent {
  return {
    subject: `${summary.storeName} te invita a ser asesor en ${summary.productName}`,
    greeting: summary.name,
    paragraphs: [
      `${summary.storeName} te invita a ser asesor de su tienda en ${summary.productName}.`,
      `El enlace vence en ${INVITATION_DAYS} días y sirve una sola vez.`,
      'Si no esperabas esta invitación, ignora este mensaje.',
    ],
    action: invitationAction(summary),
  }
}

export function invitationWhatsApp(summary: InvitationSummary) {
  return whatsappText(
    [
      `Hola ${summary.name}: ${summary.storeName} te invita a ser asesor de su tienda en ${summary.productName}.`,
      `El enlace vence en ${INVITATION_DAYS} días.`,
    ],
    invitationAction(summary)
  )
}

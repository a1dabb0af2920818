import type { EmailContent } from '#core/services/messaging/email_content'

/**
 * The users module's catalogue of messages: the two account e-mails (e-mail verification and
 * password recovery), each with its single-use link on the person's country site. Pure.
 */
export interface AccountNoticeSummary {
  name: string
  /** Absolute link (the person's country site). */
  link: string
  productName: string
}

export function verificationEmail(summary: AccountNoticeSummary): EmailContent {
  return {
    subject: `Verifica tu email en ${summary.productName}`,
    greeting: summary.name,
    paragraphs: [
      'Confirma tu email con el botón de abajo. El enlace vence en 7 días.',
      'Si no creaste una cuenta, ignora este mensaje.',
    ],
    action: { label: 'Verifica tu email', url: summary.link },
  }
}

export function passwordRecoveryEmail(summary: AccountNoticeSummary): EmailContent {
  return {
    subject: `Restablece tu contraseña de ${summary.productName}`,
    greeting: summary.name,
    paragraphs: [
      'Para elegir una nueva contraseña usa el botón de abajo. El enlace vence en 1 hora.',
      'Si no lo solicitaste, ignora este mensaje: tu contraseña sigue igual.',
    ],
    action: { label: 'Elige una nueva contraseña', url: summary.link },
  }
}

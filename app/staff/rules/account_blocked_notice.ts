import type { EmailContent } from '#core/services/messaging/email_content'

/**
 * The e-mail a person gets when an admin blocks their account (staff Usuarios, issue 23): what
 * happened, the admin's reason and where to turn. Pure. An essential notice (always sent).
 */
export function accountBlockedEmail(summary: {
  name: string
  reason: string
  productName: string
}): EmailContent {
  return {
    subject: `Tu cuenta de ${summary.productName} fue bloqueada`,
    greeting: summary.name,
    paragraphs: [
      `El equipo de ${summary.productName} bloqueó tu cuenta: ya no puedes iniciar sesión y las sesiones que tenías abiertas se cerraron.`,
      `Motivo: ${summary.reason}`,
      'Si crees que se trata de un error, comunícate con soporte.',
    ],
  }
}

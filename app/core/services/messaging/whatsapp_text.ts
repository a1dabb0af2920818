import { EMAIL_SIGN_OFF } from '#core/services/messaging/email_layout'

/**
 * The one shape of every WhatsApp text (the e-mail's counterpart is the layout of EmailContent):
 * the lines of the notice, then the action as 'label: url' (the same action as the e-mail's
 * button), then the sign-off 'Equipo Repuestos'. Pure.
 */
export function whatsappText(lines: string[], action?: { label: string; url: string } | null) {
  return [
    ...lines.filter((line) => line.trim() !== ''),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    EMAIL_SIGN_OFF,
  ].join('\n')
}

/**
 * `text` as a sentence: a final period added only when it does not already end with one (or
 * with '!', '?', '…'): a reason typed as 'Te devolvemos el dinero.' never reads 'dinero..'.
 */
export function sentence(text: string) {
  const trimmed = text.trim()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

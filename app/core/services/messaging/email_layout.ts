import productConfig from '#config/product'
import type { EmailContent } from '#core/services/messaging/email_content'

/** The sign-off of every e-mail ('Equipo Repuestos'). */
export const EMAIL_SIGN_OFF = `Equipo ${productConfig.name}`

/**
 * The plain-text part of an e-mail: greeting, paragraphs, the action as 'label: url', the
 * sign-off. (The HTML part and the settings / unsubscribe links come with the e-mail layout.)
 */
export function emailText(content: EmailContent) {
  const greeting = content.greeting?.trim() ? `Hola ${content.greeting.trim()}:` : 'Hola:'
  return [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    EMAIL_SIGN_OFF,
  ].join('\n')
}

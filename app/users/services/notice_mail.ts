import { createHmac, timingSafeEqual } from 'node:crypto'
import env from '#start/env'
import { absoluteUrl } from '#core/country/urls'
import type { EmailMessage, EmailSender } from '#core/services/messaging/contracts'
import type { EmailContent, MessageKind, NoticeKind } from '#core/services/messaging/email_content'
import { renderEmail } from '#core/services/messaging/email_layout'
import { urlWithPrefix } from '#core/services/routes_helper'
import { isNoticeKind } from '#users/rules/notification_preferences'

/** The notification settings page of the signed-in person (route `users.notifications`). */
export const NOTIFICATION_SETTINGS_PATH = '/usuario/notificaciones'

/** Who an e-mail goes to: a person with an account (`id`), or only an address (an invitee). */
export interface MailRecipient {
  id?: number | null
  email: string | null
  countryCode: string | null
}

/**
 * The signature of a one-click unsubscribe link: HMAC-SHA256 of (user, kind) with the APP_KEY,
 * base64url. The link does not expire (a mailbox may offer it months later) and changing the
 * APP_KEY voids every link sent.
 */
export function unsubscribeSignature(userId: number, kind: NoticeKind) {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update(`unsubscribe:${userId}:${kind}`)
    .digest('base64url')
}

/** Whether `signature` is the one of (user, kind), in constant time. */
export function validUnsubscribe(userId: number, kind: string, signature: string) {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !isNoticeKind(kind)) return false
  const expected = Buffer.from(unsubscribeSignature(userId, kind))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The path of the unsubscribe link (GET: the page that confirms; POST: RFC 8058 one-click). */
export function unsubscribePath(userId: number, kind: NoticeKind) {
  return urlWithPrefix(
    `${NOTIFICATION_SETTINGS_PATH}/baja/${userId}/${kind}/${unsubscribeSignature(userId, kind)}`
  )
}

/**
 * The footer links of an e-mail to `recipient`: the settings page for a person with an account,
 * and the signed unsubscribe link of `kind` when it is a choosable kind (never for 'essential').
 * Both on the recipient's country site.
 */
export function noticeLinks(recipient: MailRecipient, kind: MessageKind | undefined) {
  const country = recipient.countryCode
  if (!recipient.id) return { recipientCountry: country, settingsUrl: null, unsubscribeUrl: null }
  return {
    recipientCountry: country,
    settingsUrl: absoluteUrl(country, urlWithPrefix(NOTIFICATION_SETTINGS_PATH)),
    unsubscribeUrl:
      kind && kind !== 'essential'
        ? absoluteUrl(country, unsubscribePath(recipient.id, kind))
        : null,
  }
}

/**
 * An e-mail for `recipient` drawn by the one layout (email_layout.ts) with its footer links and
 * headers.
 */
export function composeEmail(
  recipient: MailRecipient & { email: string },
  content: EmailContent,
  kind: MessageKind | undefined
): EmailMessage {
  return { to: recipient.email, ...renderEmail(content, noticeLinks(recipient, kind)) }
}

/**
 * Sends one e-mail through the layout: what every e-mail sender outside the message jobs calls
 * (account e-mails, brand requests to staff). Nothing is sent to a recipient without an address.
 */
export async function sendLayoutEmail(
  sender: EmailSender,
  recipient: MailRecipient,
  content: EmailContent,
  kind: MessageKind = 'essential'
) {
  if (!recipient.email) return
  const to = { id: recipient.id, email: recipient.email, countryCode: recipient.countryCode }
  await sender.send(composeEmail(to, content, kind))
}

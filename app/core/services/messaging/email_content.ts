/**
 * What an e-mail says, independent of how it is drawn. Every message rule of every module
 * returns this shape; the one e-mail layout (`renderEmail`) turns it into the HTML part and the
 * plain-text part, adds the greeting, the action button, the sign-off 'Equipo Repuestos' and
 * the links to the notification settings and to stop this kind of notice.
 */
export interface EmailContent {
  subject: string
  /** The recipient's name for 'Hola {name}:' ('Hola:' when null or empty). */
  greeting: string | null
  /**
   * The body, one paragraph per entry. A paragraph whose lines start with '- ' is a list.
   * Plain text only: the layout escapes it for HTML.
   */
  paragraphs: string[]
  /** The one thing to do, as a button (HTML) and as 'label: url' (text). Absolute URL. */
  action?: { label: string; url: string }
}

/**
 * The kinds of notices a person can choose channels for (doc 1 notification preferences):
 * new requests (vendors), quotations (buyers), orders and payments (both sides), chat.
 * A buyer's own request receipt counts as 'quotations'. 'essential' notices (account e-mails,
 * invitations, store activation, infractions, staff notices) are always sent: they answer
 * something the person did or must act on. In-app notifications are always kept.
 */
export type NoticeKind = 'requests' | 'quotations' | 'orders' | 'chat'
export const NOTICE_KINDS: readonly NoticeKind[] = ['requests', 'quotations', 'orders', 'chat']

/** The kind a message job declares: a choosable kind, or 'essential' (always sent). */
export type MessageKind = NoticeKind | 'essential'

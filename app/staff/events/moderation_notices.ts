import type { ModerationNoticeKind } from '#staff/rules/moderation_notice'

/**
 * Outbox events (app/core/outbox) of the moderation queue (issue 23), written in the action's own
 * transaction: the person whose message was reviewed is told once, in the app and by e-mail
 * (app/staff/listeners/notify_moderated_person.ts, app/staff/jobs/send_moderation_notice.ts).
 */
export const MODERATION_WARNING = 'staff.moderation_warning'
export const CHAT_SUSPENDED = 'staff.chat_suspended'

export interface ModerationNoticePayload {
  kind: ModerationNoticeKind
  /** The queue's item (chat_contact_flags.id). */
  itemId: number
  userId: number
  /** 'la cotización Nº CT-000123' … (rules/moderation_notice.ts conversationName). */
  conversation: string
  note: string | null
  /** A suspension's end, written for the person's country, and its days. */
  until: string | null
  days: number | null
  /** The person's page of the conversation (relative), when there is one. */
  url: string | null
}

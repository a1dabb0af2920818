import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Outbox } from '#core/outbox/outbox'
import { missingRecord } from '#core/policies/decisions'
import User from '#users/models/user'
import { suspensionDate } from '#chat/rules/chat_suspension'
import ModerationQueueQuery, { type ModerationRow } from '#staff/queries/moderation_queue_query'
import { ensureOpen, resolveModerationItem } from '#staff/actions/resolve_moderation_item'
import { CHAT_SUSPENDED, type ModerationNoticePayload } from '#staff/events/moderation_notices'
import { conversationName } from '#staff/rules/moderation_notice'

/**
 * 'Suspender chat N días' (moderation queue, issue 23): the writer's chat is suspended for 1 to
 * 90 days from now (`users.chat_suspended_until`; a new suspension replaces a running one). Until
 * then the chat refuses their messages with 403 'Tu chat está suspendido hasta el {fecha}.' and
 * their chat panels say so (app/chat/rules/chat_suspension.ts); they still read. In one
 * transaction: the user's row, the item resolved, the log line (before / after: the end) and
 * the outbox event 'staff.chat_suspended' that tells them (in the app and by e-mail).
 */
@inject()
export default class SuspendChat {
  constructor(private outbox: Outbox) {}

  async handle(staff: User, item: ModerationRow, days: number) {
    ensureOpen(item)
    const person = await User.find(item.writer.id)
    if (!person) throw missingRecord()
    const until = DateTime.now().plus({ days }).startOf('second')
    const untilText = suspensionDate(until.toJSDate(), person.countryCode)
    const url = await new ModerationQueueQuery().writerPage(item, staff)
    const payload: ModerationNoticePayload = {
      kind: 'suspension',
      itemId: item.id,
      userId: person.id,
      conversation: conversationName(item.kind, item.code),
      note: null,
      until: untilText,
      days,
      url,
    }
    const eventId = await db.transaction(async (trx) => {
      const before = person.chatSuspendedUntil?.toUTC().toISO() ?? null
      person.useTransaction(trx)
      person.chatSuspendedUntil = until
      await person.save()
      await resolveModerationItem(trx, staff, item, {
        resolution: 'chat_suspended',
        action: 'suspend_chat',
        detail: { days, until: until.toUTC().toISO() },
        before: { chatSuspendedUntil: before },
      })
      return this.outbox.record(trx, CHAT_SUSPENDED, { ...payload })
    })
    this.outbox.deliverSoon(eventId, { itemId: item.id })
    return { until, untilText }
  }
}

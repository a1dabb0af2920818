import User from '#users/models/user'
import type { NoticeKind } from '#core/services/messaging/email_content'
import { channelOn, withChannel } from '#users/rules/notification_preferences'
import { validUnsubscribe } from '#users/services/notice_mail'

/**
 * The one-click unsubscribe link of an e-mail (RFC 8058): a signed (user, kind) link turns that
 * kind's e-mails off for the person, with no session. Using it again changes nothing.
 * `check` reads a link (the page that asks), `handle` applies it; both null for a link whose
 * signature does not hold or whose person no longer exists.
 */
export default class UnsubscribeFromNotice {
  async check(userId: number, kind: string, signature: string) {
    if (!validUnsubscribe(userId, kind, signature)) return null
    const user = await User.find(userId)
    if (!user) return null
    return {
      user,
      kind: kind as NoticeKind,
      emailOn: channelOn(user.notificationPreferences, kind as NoticeKind, 'email'),
    }
  }

  async handle(userId: number, kind: string, signature: string) {
    const link = await this.check(userId, kind, signature)
    if (!link) return null
    if (link.emailOn) {
      link.user.notificationPreferences = withChannel(
        link.user.notificationPreferences,
        link.kind,
        'email',
        false
      )
      await link.user.save()
    }
    return { user: link.user, kind: link.kind }
  }
}

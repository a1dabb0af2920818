import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { clientIp } from '#core/services/client_ip'
import UnsubscribeFromNotice from '#users/actions/unsubscribe_from_notice'
import {
  NOTICE_KIND_TEXTS,
  NOTIFICATION_SETTINGS_TEXTS as T,
} from '#users/rules/notification_preferences'

/** Tries of unsubscribe links per client address (both methods): a signature is not guessed. */
const UNSUBSCRIBE_LIMIT = { requests: 60, duration: '10 mins' }

/**
 * An e-mail's unsubscribe link (/usuario/notificaciones/baja/:userId/:kind/:signature), signed
 * per person and kind, used without a session:
 * - POST is RFC 8058's one-click (a mailbox's "unsubscribe" button, `List-Unsubscribe-Post`):
 *   that kind's e-mails are turned off and the answer is 200; again, still 200. No CSRF token
 *   (config/shield.ts exempts the route): the signature is what authorises it.
 * - GET (the footer link) shows a page that asks first: link scanners of mailboxes open links
 *   by GET, and must not unsubscribe anybody. Its button makes the POST; the page then says
 *   'Ya no recibirás correos de …' with the link to the settings page.
 * A bad signature: 404 with a Spanish page or message. Rate-limited per client address.
 */
@inject()
export default class UnsubscribeController {
  constructor(private unsubscribe: UnsubscribeFromNotice) {}

  private link(params: Record<string, string>) {
    return [Number(params.userId), String(params.kind), String(params.signature)] as const
  }

  /** false when the address spent its tries. */
  private async allowed(ctx: HttpContext) {
    try {
      await limiter.use(UNSUBSCRIBE_LIMIT).consume(`unsubscribe_ip_${clientIp(ctx.request)}`)
      return true
    } catch (error) {
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return false
      throw error
    }
  }

  async show(ctx: HttpContext) {
    const { inertia, params, response } = ctx
    if (!(await this.allowed(ctx))) {
      response.status(429)
      return inertia.render('users/unsubscribe', { state: 'refused', message: T.tooMany })
    }
    const link = await this.unsubscribe.check(...this.link(params))
    if (!link) {
      response.status(404)
      return inertia.render('users/unsubscribe', { state: 'refused', message: T.badLink })
    }
    return inertia.render('users/unsubscribe', {
      state: link.emailOn ? 'ask' : 'done',
      emails: NOTICE_KIND_TEXTS[link.kind].emails,
      link: { userId: link.user.id, kind: link.kind, signature: String(params.signature) },
    })
  }

  async store(ctx: HttpContext) {
    const { params, response } = ctx
    if (!(await this.allowed(ctx))) {
      return response.status(429).send({ message: T.tooMany, errors: [{ message: T.tooMany }] })
    }
    const done = await this.unsubscribe.handle(...this.link(params))
    if (!done) {
      return response.status(404).send({ message: T.badLink, errors: [{ message: T.badLink }] })
    }
    const message = T.unsubscribed(NOTICE_KIND_TEXTS[done.kind].emails)
    return response.ok({ message })
  }
}

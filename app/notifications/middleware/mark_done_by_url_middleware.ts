import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import MarkNotificationsDone from '#notifications/actions/mark_notifications_done'
import NotificationPush from '#notifications/services/notification_push'
import { urlWithPrefix } from '#core/services/routes_helper'

/** Paths that are never a page: the JSON API and Transmit's stream. */
const NOT_PAGES = ['/api/', urlWithPrefix('/api/'), '/__transmit/']

/**
 * "The page is marked as done (notification) from its URL on load" (doc 3 §4.3, doc 1 §4): when
 * a signed-in user opens a page (a GET that is answered with a page, full load or Inertia visit),
 * their pending notifications whose `url` is that page — its path, with or without the query
 * string — are marked done, in one UPDATE, after the page was answered successfully. The new
 * counts are pushed only when something changed. It runs for every page, so no page controller
 * has to remember it.
 */
export default class MarkDoneByUrlMiddleware {
  private action = new MarkNotificationsDone(new NotificationPush())

  async handle(ctx: HttpContext, next: NextFn) {
    const output = await next()
    const { request, response, auth } = ctx
    const user = auth?.user
    if (!user || request.method() !== 'GET') return output
    const path = request.url()
    if (NOT_PAGES.some((prefix) => path.startsWith(prefix))) return output
    if (request.header('x-inertia-partial-data')) return output
    const status = response.getStatus()
    if (status < 200 || status >= 300) return output
    try {
      await this.action.byUrl(user.id, [path, request.url(true)])
    } catch (error) {
      logger.error({ err: error }, 'notifications: could not mark the page notifications done')
    }
    return output
  }
}

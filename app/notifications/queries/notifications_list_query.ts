import QueueNotification from '#notifications/models/queue_notification'
import { BusinessError } from '#core/errors'
import {
  parseFilterObject,
  parseScopes,
  readBoolean,
  readText,
} from '#quotations/queries/list_params'
import { BUYER_REQUEST_MESSAGES as LIST } from '#quotations/rules/buyer_request_messages'
import { isValidTopic } from '#notifications/rules/topics'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { DEFAULT_PAGE_SIZE } from '#notifications/validators/queue_notifications'

/**
 * Scopes of the list: `pending` (not done: what the bell shows), `done`, `unread` (never read).
 */
export const NOTIFICATION_SCOPES = ['pending', 'done', 'unread'] as const

/**
 * Filters (JSON object in `filter`): `topic` (a topic family, see rules/topics.ts), `done` and
 * `read` (true / false), `url` (exact path). Anything else is a 422.
 */
export const NOTIFICATION_FILTERS = ['topic', 'done', 'read', 'url'] as const

export interface ListInput {
  filter?: unknown
  scopes?: unknown
  page?: number
  pageSize?: number
}

/**
 * The signed-in user's notifications, newest first (doc 1 §7). Always limited to the user's
 * own rows, whatever the filter says. Two queries (rows and count).
 */
export default class NotificationsListQuery {
  async list(userId: number, input: ListInput) {
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE
    const filter = parseFilterObject(input.filter)
    const scopes = parseScopes(input.scopes, NOTIFICATION_SCOPES)
    const query = QueueNotification.query().withScopes((s) => s.ofUser(userId))

    for (const [name, value] of Object.entries(filter)) {
      if (!(NOTIFICATION_FILTERS as readonly string[]).includes(name)) {
        throw new BusinessError(LIST.unknownFilter(name, NOTIFICATION_FILTERS), 422, {}, 'filter')
      }
      if (value === null || value === undefined || value === '') continue
      if (name === 'topic') {
        const topic = readText(value, 'topic', 64)
        if (!isValidTopic(topic)) throw new BusinessError(M.badTopic, 422, {}, 'filter')
        query.withScopes((s) => s.ofTopic(topic))
      } else if (name === 'done') {
        if (readBoolean(value, 'done')) query.whereNotNull('queue_notifications.done_at')
        else query.whereNull('queue_notifications.done_at')
      } else if (name === 'read') {
        if (readBoolean(value, 'read')) query.whereNotNull('queue_notifications.read_at')
        else query.whereNull('queue_notifications.read_at')
      } else if (name === 'url') {
        query.where('queue_notifications.url', readText(value, 'url', 1024))
      }
    }
    for (const scope of scopes) {
      if (scope === 'pending') query.whereNull('queue_notifications.done_at')
      if (scope === 'done') query.whereNotNull('queue_notifications.done_at')
      if (scope === 'unread') query.whereNull('queue_notifications.read_at')
    }
    query
      .orderBy('queue_notifications.created_at', 'desc')
      .orderBy('queue_notifications.id', 'desc')
    const result = await query.paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }
}

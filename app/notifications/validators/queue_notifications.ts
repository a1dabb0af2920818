import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MAX_PAGE_SIZE, pageFields, pageMessages } from '#core/validators/pagination'
import { NOTIFICATION_MESSAGES as M } from '#notifications/rules/messages'
import { TOPIC_MAX_LENGTH, TOPIC_PATTERN, TYPE_USERS } from '#notifications/rules/topics'

/** Page size of the notification list (doc 1 §9). */
export const DEFAULT_PAGE_SIZE = 30
export { MAX_PAGE_SIZE }

/**
 * GET /api/core/QueueNotification: zero-based `page`, `pageSize` (default 30, max 200); `filter`
 * (JSON) and `scopes` are parsed against their whitelists by the list query.
 */
export const listNotificationsValidator = vine.create({
  ...pageFields(),
  filter: vine.any().optional(),
  scopes: vine.any().optional(),
})
listNotificationsValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages(),
})

const topic = () => vine.string().trim().maxLength(TOPIC_MAX_LENGTH).regex(TOPIC_PATTERN)

/** The `{topic}` of GET …/{topic}/countByTopic. */
export const topicValidator = vine.create({ topic: topic() })
topicValidator.messagesProvider = new SimpleMessagesProvider({
  'topic.required': M.badTopic,
  'topic.string': M.badTopic,
  'topic.maxLength': M.badTopic,
  'topic.regex': M.badTopic,
})

/**
 * PATCH …/markAllAsDone?type=…&typeUser=…: `type` a topic family (or `all`, or absent: every
 * topic); `typeUser` the role whose topics are cleared (rules/topics.ts).
 */
export const markAllValidator = vine.create({
  type: vine.string().trim().optional(),
  typeUser: vine.enum(TYPE_USERS).optional(),
})
markAllValidator.messagesProvider = new SimpleMessagesProvider({
  'type.string': M.badTopic,
  'typeUser.enum': M.badTypeUser,
})

/** PATCH …/{id}: `{ read?, done? }` (at least one; checked by the controller). */
export const updateNotificationValidator = vine.create({
  read: vine.boolean().optional(),
  done: vine.boolean().optional(),
})

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import { jsonColumn } from '#core/models/columns'

/** Topics and their families live with the rules (shared with the pages). */
export { NOTIFICATION_TOPICS } from '#notifications/rules/topics'

/**
 * An in-app notification of a user. `topic` groups them for counts (e.g. 'QR.newQuotation.'
 * new quotation for a buyer, 'QR.newMessage.' new chat message); opening `url` marks them done
 * (`doneAt`). `payload` is free JSON.
 */
export default class QueueNotification extends BaseModel {
  static table = 'queue_notifications'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare topic: string

  @column()
  declare message: string

  @column()
  declare url: string | null

  @jsonColumn()
  declare payload: Record<string, unknown> | null

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime()
  declare doneAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  /** Not done yet. */
  static pending = scope((query) => {
    query.whereNull('queue_notifications.done_at')
  })

  static ofUser = scope((query, userId: number) => {
    query.where('queue_notifications.user_id', userId)
  })

  /**
   * Of a topic family: 'QR.newQuotation.' matches itself and every topic starting with it; a
   * topic without the final dot matches only itself (see rules/topics.ts). Topics are checked
   * against TOPIC_PATTERN before they get here, so they hold no LIKE wildcard.
   */
  static ofTopic = scope((query, topic: string) => {
    if (topic.endsWith('.')) query.where('queue_notifications.topic', 'like', `${topic}%`)
    else query.where('queue_notifications.topic', topic)
  })

  /** Of any of these topic families. */
  static ofTopics = scope((query, topics: readonly string[]) => {
    query.where((group) => {
      for (const topic of topics) {
        group.orWhere((one) => {
          if (topic.endsWith('.')) one.where('queue_notifications.topic', 'like', `${topic}%`)
          else one.where('queue_notifications.topic', topic)
        })
      }
      if (topics.length === 0) group.whereRaw('1 = 0')
    })
  })
}

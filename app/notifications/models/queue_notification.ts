import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import { jsonColumn } from '#core/models/columns'

/** Topics used by the GO module. */
export const NOTIFICATION_TOPICS = {
  newQuotation: 'QR.newQuotation.',
  newMessage: 'QR.newMessage.',
  newQuotationRequest: 'QR.newQuotationRequest.',
} as const

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

  static ofTopic = scope((query, topic: string) => {
    query.where('queue_notifications.topic', topic)
  })
}

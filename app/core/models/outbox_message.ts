import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/models/columns'

/**
 * A message the local WhatsApp or e-mail driver kept instead of sending.
 */
export default class OutboxMessage extends BaseModel {
  static table = 'outbox_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare channel: 'whatsapp' | 'email'

  @column()
  declare recipient: string

  @column()
  declare subject: string | null

  @column()
  declare body: string

  @column()
  declare html: string | null

  /** The e-mail's own headers (e.g. List-Unsubscribe), null when it has none. */
  @jsonColumn()
  declare headers: Record<string, string> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

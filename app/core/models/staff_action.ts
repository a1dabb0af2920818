import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#core/models/columns'

/** One line of the log of staff actions (database/migrations/3600_create_staff_actions_table.ts). */
export default class StaffAction extends BaseModel {
  static table = 'staff_actions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorId: number | null

  @column()
  declare actorName: string

  @column()
  declare action: string

  @column()
  declare subjectType: string

  @column()
  declare subjectId: number | null

  @column()
  declare subjectLabel: string | null

  @jsonColumn()
  declare before: Record<string, unknown> | null

  @jsonColumn()
  declare after: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

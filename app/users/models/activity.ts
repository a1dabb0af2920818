import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'

export const ACTIVITY_STATES = { pending: 0, done: 1 } as const
export type ActivityState = (typeof ACTIVITY_STATES)[keyof typeof ACTIVITY_STATES]

/**
 * An activity of the user's agenda. `activityState` 0 Pendiente, 1 Realizado (editable only on an
 * existing activity); `activityUrl` is the page it was created from.
 */
export default class Activity extends BaseModel {
  static table = 'activities_agenda'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare name: string

  @column.dateTime()
  declare date: DateTime

  /** Description, max 256. */
  @column()
  declare activity: string

  @column({ consume: (value: unknown) => Number(value ?? 0) })
  declare activityState: ActivityState

  @column()
  declare activityUrl: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  static ofUser = scope((query, userId: number) => {
    query.where('user_id', userId)
  })

  static pending = scope((query) => {
    query.where('activity_state', ACTIVITY_STATES.pending)
  })
}

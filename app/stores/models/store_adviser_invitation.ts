import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'

/**
 * An invitation to advise a store (migration 3340): single-use link, valid 7 days, only the
 * token's SHA-256 kept. Its state is read with `invitationState` (stores/rules/adviser_rules.ts).
 */
export default class StoreAdviserInvitation extends BaseModel {
  static table = 'store_adviser_invitations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare invitedBy: number | null

  @column()
  declare name: string

  @column()
  declare email: string | null

  @column()
  declare mobile: string | null

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare sentAt: DateTime

  @column.dateTime()
  declare acceptedAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare storeAdviserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => StoreAdviser, { foreignKey: 'storeAdviserId' })
  declare adviser: BelongsTo<typeof StoreAdviser>
}

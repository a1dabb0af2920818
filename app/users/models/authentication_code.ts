import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type CodePurpose = 'login' | 'verify'

/**
 * A WhatsApp code sent to a number. Only its hash is kept.
 */
export default class AuthenticationCode extends BaseModel {
  static table = 'authentication_codes'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare countryCode: string

  @column()
  declare mobile: string

  @column()
  declare purpose: CodePurpose

  @column({ serializeAs: null })
  declare codeHash: string

  @column()
  declare attempts: number

  @column()
  declare userId: number | null

  @column()
  declare ip: string | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

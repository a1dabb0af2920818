import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { MinuteAccessTokensProvider } from '#users/services/access_tokens_provider'
import LocalizationZone from '#core/models/localization_zone'
import { booleanColumn, jsonColumn } from '#core/models/columns'
import type { NotificationPreferences } from '#users/rules/notification_preferences'

export const USER_KINDS = [
  'buyer',
  'vendor',
  'admin',
  'mechanic',
  'shopping_area',
  'workshop_owner',
  'client',
] as const
export type UserKind = (typeof USER_KINDS)[number]

/** Workshop staff kinds: chat labels the sender with them (doc 1 §3 user_sending_message). */
export const WORKSHOP_KINDS: UserKind[] = ['mechanic', 'shopping_area', 'workshop_owner', 'client']

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  static accessTokens = MinuteAccessTokensProvider.forModel(User, {
    expiresIn: '90 days',
    prefix: 'rpt_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fullName: string

  @column()
  declare email: string | null

  @column()
  declare countryCode: string

  @column()
  declare mobile: string | null

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare userKind: UserKind

  @column()
  declare identification: string | null

  @column()
  declare address: string | null

  @column()
  declare cityId: number | null

  @column()
  declare pictureUrl: string | null

  @booleanColumn()
  declare isVendor: boolean

  @booleanColumn()
  declare isAdmin: boolean

  @booleanColumn()
  declare manageGoModule: boolean

  @booleanColumn()
  declare manageMessagesModule: boolean

  @booleanColumn()
  declare manageMessageDeletion: boolean

  @booleanColumn()
  declare manageInfractionsModule: boolean

  @booleanColumn()
  declare showCustomerData: boolean

  @booleanColumn()
  declare showCustomerDataMarketplace: boolean

  @booleanColumn()
  declare infringementDetection: boolean

  @booleanColumn()
  declare mobileVerified: boolean

  @booleanColumn()
  declare emailVerified: boolean

  @booleanColumn()
  declare conditionsAccepted: boolean

  @column()
  declare viewMode: 'cards' | 'list' | 'table'

  /** WhatsApp / e-mail on or off per notice kind; null = all on (rules/notification_preferences.ts). */
  @jsonColumn({ serializeAs: null })
  declare notificationPreferences: NotificationPreferences | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column.dateTime()
  declare deactivatedAt: DateTime | null

  /** Why an admin blocked the account (staff Usuarios, issue 23), and who; null otherwise. */
  @column()
  declare deactivatedReason: string | null

  @column()
  declare deactivatedBy: number | null

  /** Chat suspended by staff until then (issue 23; app/chat/rules/chat_suspension.ts). */
  @column.dateTime()
  declare chatSuspendedUntil: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => LocalizationZone, { foreignKey: 'cityId' })
  declare city: BelongsTo<typeof LocalizationZone>

  /** Platform staff in the GO module: core admin or module manager. */
  get actsAsAdmin() {
    return this.isAdmin || this.manageGoModule
  }

  get isDeactivated() {
    return Boolean(this.deactivatedAt)
  }

  static vendors = scope((query) => {
    query.where('is_vendor', true)
  })

  static admins = scope((query) => {
    query.where((q) => q.where('is_admin', true).orWhere('manage_go_module', true))
  })
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationRequest from '#quotations/models/quotation_request'

/**
 * A vendor asks the admins to enable brands or groups for the store (requirement, max 1024),
 * optionally from a request it could not quote (sendNotifyToAdminAboutBrands).
 */
export default class BrandGroupRequest extends BaseModel {
  static table = 'brand_group_requests'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare userId: number

  @column()
  declare quotationRequestId: number | null

  @column()
  declare requirement: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>
}

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'

/**
 * 'Agotado': a store marked a request detail as not available (notAvailable). One per detail and
 * store. When all details are marked the request is discarded for that store with reason 'g'
 * ('Producto no disponible').
 */
export default class QuotationRequestDetailUnavailable extends BaseModel {
  static table = 'quotation_request_detail_unavailables'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare detailId: number

  @column()
  declare storeId: number

  /** Who marked it. */
  @column()
  declare userId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => QuotationRequestDetail, { foreignKey: 'detailId' })
  declare detail: BelongsTo<typeof QuotationRequestDetail>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>
}

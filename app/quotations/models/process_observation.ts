import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationRequest from '#quotations/models/quotation_request'

/**
 * quotationRequestToVendor: a store marked a request 'in process' with a private note
 * (process_observation_by_seller, max 128). One per request and store.
 */
export default class ProcessObservation extends BaseModel {
  static table = 'quotation_request_to_vendors'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quotationRequestId: number

  @column()
  declare storeId: number

  @column()
  declare userId: number

  @column()
  declare processObservation: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>
}

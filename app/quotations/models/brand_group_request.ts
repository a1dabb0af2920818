import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationRequest from '#quotations/models/quotation_request'

/** Where a brand request stands in the staff queue (issue 23 'Marcas solicitadas'). */
export const BRAND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type BrandRequestStatus = (typeof BRAND_REQUEST_STATUSES)[number]

/**
 * A vendor asks the admins to enable brands or groups for the store (requirement, max 1024),
 * optionally from a request it could not quote (sendNotifyToAdminAboutBrands). Staff resolve it
 * from `/staff/marcas` (migration 3640): `pending` until approved (the chosen brands join the
 * store's) or rejected with a note, by `resolvedBy` at `resolvedAt`.
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

  @column()
  declare status: BrandRequestStatus

  /** The staff member who approved or rejected it (null while pending). */
  @column()
  declare resolvedBy: number | null

  @column.dateTime()
  declare resolvedAt: DateTime | null

  /** The staff's note: why it was rejected, or a remark on the approval. */
  @column()
  declare resolutionNote: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => User, { foreignKey: 'resolvedBy' })
  declare resolver: BelongsTo<typeof User>
}

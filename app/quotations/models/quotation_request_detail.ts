import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationDetail from '#quotations/models/quotation_detail'
import QuotationRequestDetailUnavailable from '#quotations/models/quotation_request_detail_unavailable'

/** Tyre parts are recognised by name; the wizard then asks for rim dimensions. */
export const TYRE_NAME_PATTERN = /llantas?|neum[aá]tico|goma/i

/**
 * One requested part of a quotation request: name (3–128), quantity (1–100000), optional
 * photo and reference (max 64), and tyre dimensions. `quotationsCount` counts the quotations
 * offering this line (per-product requests take up to 3 per line).
 */
export default class QuotationRequestDetail extends BaseModel {
  static table = 'quotation_request_details'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quotationRequestId: number

  @column()
  declare name: string

  @column()
  declare amount: number

  @column()
  declare image: string | null

  @column()
  declare reference: string | null

  @column()
  declare rimWidth: string | null

  @column()
  declare rimProfile: string | null

  @column()
  declare rinSize: string | null

  @column()
  declare quotationsCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>

  /** Quotation items offering this line. */
  @hasMany(() => QuotationDetail, { foreignKey: 'quotationRequestDetailId' })
  declare quotationDetails: HasMany<typeof QuotationDetail>

  /** Stores that marked this line 'Agotado'. */
  @hasMany(() => QuotationRequestDetailUnavailable, { foreignKey: 'detailId' })
  declare unavailables: HasMany<typeof QuotationRequestDetailUnavailable>

  get isTyre() {
    return TYRE_NAME_PATTERN.test(this.name)
  }
}

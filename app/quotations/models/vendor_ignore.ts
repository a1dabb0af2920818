import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import QuotationRequest from '#quotations/models/quotation_request'
import {
  DISCARD_REASON_LABELS,
  PRODUCT_NOT_AVAILABLE_DISCARD_REASON,
  UNAVAILABLE_DISCARD_REASON,
  type DiscardReason,
} from '#quotations/rules/discard_reasons'

/** Discard reasons of a vendor (doc 2 §9), keys 'a' to 'j': one list, in rules/discard_reasons.ts. */
export const VENDOR_IGNORE_REASONS = DISCARD_REASON_LABELS
export type VendorIgnoreReason = DiscardReason
/** Preselected for unavailable requests, auto-chosen with a single adviser. */
export const RESPONSE_TIME_EXCEEDED_REASON = UNAVAILABLE_DISCARD_REASON
/** Used when every detail was marked 'Agotado'. */
export const PRODUCT_NOT_AVAILABLE_REASON = PRODUCT_NOT_AVAILABLE_DISCARD_REASON

/**
 * A store discarded a quotation request (vendorIgnoresQuotationRequest): reason and, when the
 * store has advisers, the adviser. Unique per request and store.
 */
export default class VendorIgnore extends BaseModel {
  static table = 'vendor_ignores'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quotationRequestId: number

  @column()
  declare storeId: number

  /** The user who discarded it. */
  @column()
  declare userId: number

  @column()
  declare adviserId: number | null

  @column()
  declare reason: VendorIgnoreReason

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => StoreAdviser, { foreignKey: 'adviserId' })
  declare adviser: BelongsTo<typeof StoreAdviser>

  get reasonLabel() {
    return VENDOR_IGNORE_REASONS[this.reason]
  }
}

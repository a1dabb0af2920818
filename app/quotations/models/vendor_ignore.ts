import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import QuotationRequest from '#quotations/models/quotation_request'

/** Discard reasons of a vendor (doc 2 §9), keys 'a' to 'j'. */
export const VENDOR_IGNORE_REASONS = {
  a: 'Baja probabilidad de venta',
  b: 'El cliente no responde las preguntas',
  c: 'Falta información del vehículo',
  d: 'Falta información del producto',
  e: 'Superé el tiempo de respuesta',
  f: 'No me interesa este cliente',
  g: 'Producto no disponible',
  h: 'Solicitud cerrada - no pude cotizar',
  i: 'Catálogo de partes no disponible',
  j: 'Otro',
} as const
export type VendorIgnoreReason = keyof typeof VENDOR_IGNORE_REASONS
/** Preselected for unavailable requests, auto-chosen with a single adviser. */
export const RESPONSE_TIME_EXCEEDED_REASON: VendorIgnoreReason = 'e'
/** Used when every detail was marked 'Agotado'. */
export const PRODUCT_NOT_AVAILABLE_REASON: VendorIgnoreReason = 'g'

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

import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Quotation from '#quotations/models/quotation'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import type CartShoppingDetail from '#orders/models/cart_shopping_detail'
import { decimalColumn } from '#core/models/columns'

/** Warranty options in days; default 30. */
export const WARRANTY_OPTIONS = [
  1, 7, 15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 540, 720,
] as const
export const DEFAULT_WARRANTY = 30

/** Delivery time keys stored in `deliveryTime`, with their labels. */
export const DELIVERY_TIMES = {
  one_hour: '1 hora (lun-vie 8am-6pm, sáb 8am-2pm)',
  same_day: 'El mismo día (antes de 2pm)',
  next_business_day: 'Siguiente día hábil (antes de 2pm)',
  days_1_2: '1-2 días hábiles',
  days_3_4: '3-4 días hábiles',
  days_5_6: '5-6 días hábiles',
  days_7_8: '7-8 días hábiles',
  days_9_15: '9-15 días hábiles',
  days_16_30: '16-30 días hábiles',
  days_31_45: '31-45 días hábiles',
  days_46_60: '46-60 días hábiles',
  days_61_90: '61-90 días hábiles',
} as const
export type DeliveryTime = keyof typeof DELIVERY_TIMES

/**
 * One item of a quotation: the part offered (optionally for a request detail), brand, quantity
 * (min 1), unit price with taxes (min 1), warranty days, delivery time key and the vendor's
 * private part number (`reference`, max 128, never shown to the buyer). `purchasedAmount` is the
 * quantity the buyer chose.
 */
export default class QuotationDetail extends BaseModel {
  static table = 'quotation_details'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quotationId: number

  @column()
  declare quotationRequestDetailId: number | null

  @column()
  declare name: string

  @column()
  declare brand: string | null

  @column()
  declare amount: number

  @decimalColumn()
  declare unitPrice: number

  /** Days. */
  @column()
  declare warranty: number

  @column()
  declare deliveryTime: DeliveryTime

  @column()
  declare reference: string | null

  @column()
  declare image: string | null

  @column()
  declare purchasedAmount: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @belongsTo(() => QuotationRequestDetail, { foreignKey: 'quotationRequestDetailId' })
  declare requestDetail: BelongsTo<typeof QuotationRequestDetail>

  /** Order / cart lines that bought this item (relation added by app/orders/models/quotation_relations.ts). */
  declare cartShoppingDetails: HasMany<typeof CartShoppingDetail>

  /** amount × unitPrice. */
  get lineTotal() {
    return Math.round(this.amount * this.unitPrice * 100) / 100
  }
}

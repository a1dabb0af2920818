import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Quotation from '#quotations/models/quotation'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import type CartShoppingDetail from '#orders/models/cart_shopping_detail'
import { decimalColumn } from '#core/models/columns'
import type { DeliveryTime } from '#quotations/rules/quotation_form'
import { lineTotal } from '#quotations/rules/pricing'

/** Warranty options (default 30) and delivery times live with the quotation form's rules. */
export {
  DEFAULT_WARRANTY,
  DELIVERY_TIMES,
  WARRANTY_OPTIONS,
  type DeliveryTime,
} from '#quotations/rules/quotation_form'

/**
 * One item of a quotation: the part offered (optionally for a request detail), brand, quantity
 * (min 1), unit price with taxes (min 1), warranty days, delivery time key and the vendor's
 * private part number (`reference`, max 128, never shown to the buyer). What buyers bought of it
 * is on the order lines (`cart_shopping_details.quotation_detail_id`, PurchasedQuantitiesQuery).
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

  /** amount × unitPrice, exact ("170000.00", rules/pricing.ts). */
  get lineTotal() {
    return lineTotal({ amount: this.amount, unitPrice: this.unitPrice })
  }
}

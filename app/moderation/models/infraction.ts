import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import QuotationRequest from '#quotations/models/quotation_request'
import Quotation from '#quotations/models/quotation'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import { booleanColumn } from '#core/models/columns'
import { infractionTypeLabel, type InfractionType } from '#moderation/rules/infractions'

/** Infraction types (doc 1 §3) and their labels live with the form's rules. */
export { INFRACTION_TYPES, type InfractionType } from '#moderation/rules/infractions'

/**
 * An infraction registered against a store (by `registeredBy`, an admin with
 * manageInfractionsModule), linked to one of a quotation, a quotation request, a return, an
 * order, or a product (`productReference`, `productDescription`, `questionId`).
 */
export default class Infraction extends BaseModel {
  static table = 'infractions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare buyerId: number | null

  @column()
  declare codeTransaction: string | null

  @booleanColumn()
  declare notifyTheSeller: boolean

  @column()
  declare infractionType: InfractionType

  /** Max 512. */
  @column()
  declare infractionDetail: string

  @column()
  declare infractionFile: string | null

  @column()
  declare quotationId: number | null

  @column()
  declare quotationRequestId: number | null

  @column()
  declare cartTransactionReturnId: number | null

  @column()
  declare cartShoppingHeaderId: number | null

  @column()
  declare productReference: string | null

  @column()
  declare productDescription: string | null

  @column()
  declare questionId: number | null

  @column()
  declare registeredBy: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => User, { foreignKey: 'buyerId' })
  declare buyer: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'registeredBy' })
  declare registrar: BelongsTo<typeof User>

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare quotationRequest: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => CartShoppingHeader, { foreignKey: 'cartShoppingHeaderId' })
  declare cartShoppingHeader: BelongsTo<typeof CartShoppingHeader>

  get infractionTypeLabel() {
    return infractionTypeLabel(this.infractionType)
  }
}

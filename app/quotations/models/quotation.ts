import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import {
  afterCreate,
  BaseModel,
  beforeCreate,
  belongsTo,
  column,
  hasMany,
  hasOne,
  scope,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationDetail from '#quotations/models/quotation_detail'
import BuyerIgnore from '#quotations/models/buyer_ignore'
import type CartShoppingHeader from '#orders/models/cart_shopping_header'
import type Infraction from '#moderation/models/infraction'
import { booleanColumn, decimalColumn } from '#core/models/columns'

import { QUOTATION_VALIDITY_DAYS, type ShippingOption } from '#quotations/rules/quotation_form'

/**
 * Default validity (today + 8 days) and shipping options (included, added as a value, or —
 * admin view — paid by the buyer) live with the quotation form's rules.
 */
export {
  QUOTATION_VALIDITY_DAYS,
  SHIPPING_OPTIONS,
  type ShippingOption,
} from '#quotations/rules/quotation_form'

/** Format of the public code: CT-000123. */
export function quotationCode(id: number) {
  return `CT-${String(id).padStart(6, '0')}`
}

/**
 * A stand-in `code` for a creator that writes the real one itself, in the same transaction, as
 * soon as the id is known (SendQuotation sends that UPDATE with its other writes instead of
 * waiting for the hook's). Unique like any code, and never seen: the transaction replaces it.
 */
export function provisionalQuotationCode() {
  return `~${randomUUID().replaceAll('-', '').slice(0, 31)}`
}

/**
 * A store's quotation for a quotation request. Sent → available until `validUntil` (default
 * today + 8 days, set on create when not given) → expired; or closed early by the vendor
 * (`closedAt`), discarded by the buyer (`buyerIgnore`), or bought: linked to an order
 * (`cartShoppingHeaders`), after which it cannot be edited.
 *
 * Money (prices include taxes): subtotal = Σ amount × unitPrice; total = subtotal +
 * shippingCost; commission = (subtotal + shipping) × serviceCostPercent + serviceCost, with the
 * store plan's values copied here when sent; `commission` is stored once linked to an order.
 * `code` (CT-000123) is filled from the id right after insert when not given (the creator may
 * give a provisional one and write the real one itself, `provisionalQuotationCode`).
 */
export default class Quotation extends BaseModel {
  static table = 'quotations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare quotationRequestId: number

  @column()
  declare storeId: number

  /** The vendor (or adviser) user who sent it. */
  @column()
  declare userId: number

  @column()
  declare adviserId: number | null

  @column()
  declare shippingOption: ShippingOption

  @decimalColumn()
  declare shippingCost: number | null

  @column.date()
  declare validUntil: DateTime

  @column.dateTime()
  declare closedAt: DateTime | null

  /** Max 128. */
  @column()
  declare observations: string | null

  /** 'Cotización editada'. */
  @booleanColumn()
  declare edited: boolean

  @decimalColumn()
  declare serviceCost: number

  /** Fraction: 0.05 = 5 %. */
  @decimalColumn()
  declare serviceCostPercent: number

  @decimalColumn()
  declare commission: number | null

  @decimalColumn()
  declare subtotal: number

  @decimalColumn()
  declare total: number

  /** The sender's idempotency key: a replayed send answers this quotation (unique). */
  @column()
  declare idempotencyKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => QuotationRequest, { foreignKey: 'quotationRequestId' })
  declare request: BelongsTo<typeof QuotationRequest>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  /** The user who sent it. */
  @belongsTo(() => User, { foreignKey: 'userId' })
  declare vendor: BelongsTo<typeof User>

  @belongsTo(() => StoreAdviser, { foreignKey: 'adviserId' })
  declare adviser: BelongsTo<typeof StoreAdviser>

  @hasMany(() => QuotationDetail, { foreignKey: 'quotationId' })
  declare details: HasMany<typeof QuotationDetail>

  @hasOne(() => BuyerIgnore, { foreignKey: 'quotationId' })
  declare buyerIgnore: HasOne<typeof BuyerIgnore>

  /*
   * Orders / cart purchases made from this quotation, and its infractions. The higher modules
   * add these relations at boot (app/orders/models/quotation_relations.ts,
   * app/moderation/models/quotation_relations.ts, loaded by start/relations.ts): this model
   * imports their types only, so quotations never load orders or moderation at run time.
   */
  declare cartShoppingHeaders: HasMany<typeof CartShoppingHeader>
  declare infractions: HasMany<typeof Infraction>

  @beforeCreate()
  static setValidity(quotation: Quotation) {
    if (!quotation.validUntil) {
      quotation.validUntil = DateTime.now().startOf('day').plus({ days: QUOTATION_VALIDITY_DAYS })
    }
  }

  @afterCreate()
  static async assignCode(quotation: Quotation) {
    if (!quotation.code) {
      quotation.code = quotationCode(quotation.id)
      await quotation.save()
    }
  }

  /** Past its validity date or closed early by the vendor. */
  get isExpired() {
    if (this.closedAt) return true
    return !!this.validUntil && this.validUntil.endOf('day') < DateTime.now()
  }

  /** Quotations sent by the given store. */
  static ofStore = scope((query, storeId: number) => {
    query.where('quotations.store_id', storeId)
  })

  /** Still available to the buyer: not closed and valid until today or later. */
  static available = scope((query) => {
    query
      .whereNull('quotations.closed_at')
      .where('quotations.valid_until', '>=', DateTime.now().toFormat('yyyy-MM-dd'))
  })
}

import { DateTime } from 'luxon'
import { afterCreate, BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import Store, { type SalesModel } from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import Quotation from '#quotations/models/quotation'
import CartShoppingDetail from '#orders/models/cart_shopping_detail'
import TransactionPaid from '#orders/models/transaction_paid'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import BillingData from '#orders/models/billing_data'
import { booleanColumn, decimalColumn } from '#core/models/columns'

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Checkout shipping options (doc 1 §3). */
export const CHECKOUT_SHIPPING_OPTIONS = [
  'shippingCost',
  'storePickup',
  'paymentAgainstDelivery',
] as const
export type CheckoutShippingOption = (typeof CHECKOUT_SHIPPING_OPTIONS)[number]

/** Format of the sale reference: RV-000123. */
export function refVentaCode(id: number) {
  return `RV-${String(id).padStart(6, '0')}`
}

/**
 * An order or cart purchase (cartShoppingHeader) of a buyer from one store, usually from a
 * quotation (which then can no longer be edited). Sales model 'orders' = 'Enviar pedido' with a
 * comment; 'cart' = paid through the gateway or a payment link.
 * `addressId` / `billingId` null means the buyer's main user record (id 0 in the checkout wizard:
 * store null, never 0, the columns are foreign keys). `refVenta` (RV-000123) is filled from the
 * id right after insert when not given.
 */
export default class CartShoppingHeader extends BaseModel {
  static table = 'cart_shopping_headers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare refVenta: string

  /** The buyer. */
  @column()
  declare userId: number

  @column()
  declare storeId: number

  @column()
  declare quotationId: number | null

  @column()
  declare salesModel: SalesModel

  @column()
  declare status: OrderStatus

  @decimalColumn()
  declare subtotal: number

  @decimalColumn()
  declare shippingCost: number

  @decimalColumn()
  declare total: number

  @decimalColumn()
  declare commission: number

  @column()
  declare comment: string | null

  @column()
  declare shippingOption: CheckoutShippingOption

  @column()
  declare addressId: number | null

  @column()
  declare billingId: number | null

  @column()
  declare adviserId: number | null

  /** Read by the store. */
  @booleanColumn()
  declare isRead: boolean

  @booleanColumn()
  declare readInWallet: boolean

  @column()
  declare paymentLink: string | null

  /** The gateway of the payment link (`local`, `mercadopago`); null without a link. */
  @column()
  declare paymentGateway: string | null

  /** The gateway's own id of the link (Mercado Pago preference id, local page token). */
  @column({ serializeAs: null })
  declare paymentReference: string | null

  /** The buyer's submit key (unique): a replay answers this order (checkout). */
  @column({ serializeAs: null })
  declare idempotencyKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => Quotation, { foreignKey: 'quotationId' })
  declare quotation: BelongsTo<typeof Quotation>

  @belongsTo(() => StoreAdviser, { foreignKey: 'adviserId' })
  declare adviser: BelongsTo<typeof StoreAdviser>

  @belongsTo(() => UserAdditionalAddress, { foreignKey: 'addressId' })
  declare address: BelongsTo<typeof UserAdditionalAddress>

  @belongsTo(() => BillingData, { foreignKey: 'billingId' })
  declare billing: BelongsTo<typeof BillingData>

  @hasMany(() => CartShoppingDetail, { foreignKey: 'headerId' })
  declare items: HasMany<typeof CartShoppingDetail>

  @hasMany(() => TransactionPaid, { foreignKey: 'headerId' })
  declare payments: HasMany<typeof TransactionPaid>

  @afterCreate()
  static async assignRefVenta(header: CartShoppingHeader) {
    if (!header.refVenta) {
      header.refVenta = refVentaCode(header.id)
      await header.save()
    }
  }

  /** Purchases of the given buyer. */
  static ofUser = scope((query, userId: number) => {
    query.where('cart_shopping_headers.user_id', userId)
  })

  /** Sales of the given store. */
  static ofStore = scope((query, storeId: number) => {
    query.where('cart_shopping_headers.store_id', storeId)
  })

  /**
   * What a store may see of its sales (issue 19, "cart stores are paid first"): every order of
   * the orders sales model, and a cart purchase (a payment link, 'Continuar compra') only once
   * the gateway approved a payment of it. Until then the store is not told of it, does not list
   * it and cannot open it; a link the buyer cancelled unpaid stays the buyer's alone.
   */
  static visibleToStore = scope((query) => {
    query.where((visible) =>
      visible
        .whereNot('cart_shopping_headers.sales_model', 'cart')
        .orWhereExists((paid) =>
          paid
            .from('transactions_paid')
            .whereColumn('transactions_paid.header_id', 'cart_shopping_headers.id')
            .where('transactions_paid.status', 'approved')
        )
    )
  })
}

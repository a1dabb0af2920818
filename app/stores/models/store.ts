import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'
import VehicleBrand from '#catalog/models/vehicle_brand'
import StoreAdviser from '#stores/models/store_adviser'
import ShippingCostRule from '#stores/models/shipping_cost_rule'
import ProductImage from '#stores/models/product_image'
import { booleanColumn, decimalColumn, jsonColumn } from '#core/models/columns'

export const SALES_MODELS = ['cart', 'orders'] as const
export type SalesModel = (typeof SALES_MODELS)[number]

/** storeConfig: free-form store settings kept as JSON. */
export type StoreConfig = Record<string, unknown>

/**
 * A vendor's virtual store (/tienda/{urlPath}). `goModuleActive` is
 * has{product}GoModuleAdministration: without it the vendor only sees 'Solicitadas'.
 * Service costs belong to the store's plan: commission = (subtotal + shipping) ×
 * serviceCostPercent + serviceCost.
 */
export default class Store extends BaseModel {
  static table = 'stores'

  @column({ isPrimary: true })
  declare id: number

  /** The owner (vendor). */
  @column()
  declare userId: number

  @column()
  declare name: string

  @column()
  declare urlPath: string

  @column()
  declare mobileNumber: string | null

  @column()
  declare email: string | null

  @column()
  declare address: string | null

  @column()
  declare logoUrl: string | null

  @column()
  declare description: string | null

  @column()
  declare cityId: number | null

  @column()
  declare countryCode: string

  @booleanColumn()
  declare goModuleActive: boolean

  /** CO NIT as `digits-dv` or MX RFC (app/stores/rules/tax_id.ts); null for older stores. */
  @column()
  declare taxId: string | null

  /** When staff activated the GO module; null while the store is pending. */
  @column.dateTime()
  declare goModuleActivatedAt: DateTime | null

  @column()
  declare salesModel: SalesModel

  @decimalColumn()
  declare serviceCost: number

  /** Fraction: 0.05 = 5 %. */
  @decimalColumn()
  declare serviceCostPercent: number

  @jsonColumn()
  declare config: StoreConfig | null

  @column()
  declare paymentName: string | null

  @column()
  declare paymentMobileNumber: string | null

  @booleanColumn()
  declare addressingAfterTransaction: boolean

  @column()
  declare addressingButtonName: string | null

  @column()
  declare transactionClosingForm: string | null

  @column()
  declare shippingPolicy: string | null

  @booleanColumn()
  declare allowStorePickup: boolean

  @booleanColumn()
  declare allowPaymentAgainstDelivery: boolean

  /**
   * Bank data (Pagos, where the platform pays the store's disbursements; migration 3360). The
   * account number and the holder's document are ciphertext of the app's `encryption` service
   * (purpose STORE_BANK_DATA_PURPOSE, app/stores/actions/save_bank_data.ts) and never leave the
   * server: only the bank, type, last four digits, holder and date are shown. `serializeAs: null`
   * keeps the ciphertext out of any serialisation.
   */
  @column()
  declare bankName: string | null

  @column()
  declare bankAccountType: 'ahorros' | 'corriente' | null

  @column({ serializeAs: null })
  declare bankAccountNumber: string | null

  @column({ columnName: 'bank_account_last4' })
  declare bankAccountLast4: string | null

  @column()
  declare bankAccountHolder: string | null

  @column({ serializeAs: null })
  declare bankHolderDocument: string | null

  @column.dateTime()
  declare bankDataSavedAt: DateTime | null

  /** When the owner of a pending store asked staff to activate its GO module (or null). */
  @column.dateTime()
  declare goActivationRequestedAt: DateTime | null

  @booleanColumn()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare owner: BelongsTo<typeof User>

  @belongsTo(() => LocalizationZone, { foreignKey: 'cityId' })
  declare city: BelongsTo<typeof LocalizationZone>

  @hasMany(() => StoreAdviser, { foreignKey: 'storeId' })
  declare advisers: HasMany<typeof StoreAdviser>

  /** The vehicle brands the store sells (may quote marketplace requests of). */
  @manyToMany(() => VehicleBrand, {
    pivotTable: 'store_vehicle_brands',
    localKey: 'id',
    pivotForeignKey: 'store_id',
    relatedKey: 'id',
    pivotRelatedForeignKey: 'vehicle_brand_id',
    pivotTimestamps: { createdAt: 'created_at', updatedAt: false },
  })
  declare brands: ManyToMany<typeof VehicleBrand>

  @hasMany(() => ShippingCostRule, { foreignKey: 'storeId' })
  declare shippingCostRules: HasMany<typeof ShippingCostRule>

  @hasMany(() => ProductImage, { foreignKey: 'storeId' })
  declare productImages: HasMany<typeof ProductImage>

  /** Stores with the GO module (has{product}GoModuleAdministration). */
  static withGoModule = scope((query) => {
    query.where('go_module_active', true)
  })

  /** Stores not switched off by the platform. */
  static active = scope((query) => {
    query.where('is_active', true)
  })

  /**
   * Stores waiting for staff to activate their GO module (the staff page /staff/tiendas): not
   * switched off by the platform and without the module.
   */
  static pendingActivation = scope((query) => {
    query.where('is_active', true).where('go_module_active', false)
  })

  /** Stores owned by the given user. */
  static ownedBy = scope((query, userId: number) => {
    query.where('user_id', userId)
  })

  /** Stores that sell the given vehicle brand. */
  static sellingBrand = scope((query, brandId: number) => {
    query.whereExists((sub) => {
      sub
        .from('store_vehicle_brands')
        .whereColumn('store_vehicle_brands.store_id', 'stores.id')
        .where('store_vehicle_brands.vehicle_brand_id', brandId)
    })
  })
}

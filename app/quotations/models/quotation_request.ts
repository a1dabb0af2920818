import { quotationLimit } from '#quotations/rules/availability'
import { DateTime } from 'luxon'
import {
  afterCreate,
  BaseModel,
  beforeCreate,
  belongsTo,
  column,
  hasMany,
  manyToMany,
  scope,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'
import VehicleBrand from '#catalog/models/vehicle_brand'
import Store from '#stores/models/store'
import Supplier from '#stores/models/supplier'
import Vehicle from '#garage/models/vehicle'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import Quotation from '#quotations/models/quotation'
import VendorIgnore from '#quotations/models/vendor_ignore'
import ProcessObservation from '#quotations/models/process_observation'
import { booleanColumn } from '#core/models/columns'

/** Expiry rule: a request takes no new quotations once `REQUEST_VALIDITY_DAYS` have passed. */
export const REQUEST_VALIDITY_DAYS = 7
/** The quotation caps (3 marketplace, 1 store, 3 per part) live with the availability rules. */
export {
  MARKETPLACE_QUOTATION_LIMIT,
  PER_PRODUCT_QUOTATION_LIMIT,
  STORE_QUOTATION_LIMIT,
} from '#quotations/rules/availability'

/** Close reasons chosen by the buyer, with their labels. */
export const CLOSE_REASONS = {
  already_bought: 'Ya lo compré',
  only_quoting: 'Solo estaba cotizando',
  no_longer_needed: 'Ya no necesito el producto',
  other: 'Otro',
} as const
export type CloseReason = keyof typeof CLOSE_REASONS

/** Channels as reports and permissions split them. */
export const CHANNELS = { marketplace: 1, store: 2 } as const

/** Format of the public code: SC-000123. */
export function quotationRequestCode(id: number) {
  return `SC-${String(id).padStart(6, '0')}`
}

/** SQL text of "now" as Lucid writes DateTime columns (both dialects use this format). */
const nowForSql = () => DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * A buyer's quotation request for parts of one vehicle.
 *
 * Channels: marketplace when `storeId` is null (every store selling the brand may quote;
 * closes at 3 quotations) or store request when set (only that store quotes; closes at 1).
 * `quoteByProduct`: each detail takes up to 3 quotations and the request stays available while
 * some detail has fewer than 3 and it is not closed.
 *
 * Life: open → closed, by the buyer with a `closeReason` or automatically at the cap
 * (`isClosed`, `closedAt`). **Expiry rule (ours, the spec leaves it open): a request expires
 * 7 days after it was created (`expiresAt` = createdAt + REQUEST_VALIDITY_DAYS, set on create
 * when not given, and never later: the public sales opportunities rely on it to bound their
 * index ranges by created_at); after `expiresAt` it takes no new quotations, leaves every vendor's
 * Pendientes and its chat is disabled.** Closing does not change `expiresAt`.
 *
 * `code` (SC-000123) is filled from the id right after insert when not given.
 * The vehicle fields are a snapshot of the vehicle when the request was made.
 * `quotationsCount` is a denormalised counter kept by whoever creates quotations.
 */
export default class QuotationRequest extends BaseModel {
  static table = 'quotation_requests'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  /** The buyer. */
  @column()
  declare userId: number

  /** Store channel; null = marketplace. */
  @column()
  declare storeId: number | null

  @column()
  declare vehicleId: number | null

  @column()
  declare brandId: number

  @column()
  declare vehicleModel: string

  @column()
  declare vehicleYear: number

  @column()
  declare vehicleVin: string | null

  @column()
  declare vehicleLicensePlate: string | null

  @column()
  declare vehicleOwnerIdentification: string | null

  @column()
  declare vehiclePropertyCard: string | null

  @booleanColumn()
  declare vehicleIsVerified: boolean

  @booleanColumn()
  declare foundByPlate: boolean

  @column()
  declare catalogOrigin: string | null

  @column()
  declare cityId: number

  @column()
  declare countryCode: string

  @booleanColumn()
  declare quoteByProduct: boolean

  @booleanColumn()
  declare isClosed: boolean

  @column()
  declare closeReason: CloseReason | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare quotationsCount: number

  /** {product}Providers: marketplace vendors get the request. */
  @booleanColumn()
  declare sendToMarketplace: boolean

  @column()
  declare idempotencyKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  @belongsTo(() => VehicleBrand, { foreignKey: 'brandId' })
  declare brand: BelongsTo<typeof VehicleBrand>

  @belongsTo(() => LocalizationZone, { foreignKey: 'cityId' })
  declare city: BelongsTo<typeof LocalizationZone>

  @belongsTo(() => Vehicle, { foreignKey: 'vehicleId' })
  declare vehicle: BelongsTo<typeof Vehicle>

  @hasMany(() => QuotationRequestDetail, { foreignKey: 'quotationRequestId' })
  declare details: HasMany<typeof QuotationRequestDetail>

  @hasMany(() => Quotation, { foreignKey: 'quotationRequestId' })
  declare quotations: HasMany<typeof Quotation>

  @hasMany(() => VendorIgnore, { foreignKey: 'quotationRequestId' })
  declare vendorIgnores: HasMany<typeof VendorIgnore>

  /** quotationRequestToVendor rows (process_observation_by_seller), one per store. */
  @hasMany(() => ProcessObservation, { foreignKey: 'quotationRequestId' })
  declare processObservations: HasMany<typeof ProcessObservation>

  /** The buyer's suppliers the request was sent to (satdaProviders). */
  @manyToMany(() => Supplier, {
    pivotTable: 'quotation_request_suppliers',
    pivotForeignKey: 'quotation_request_id',
    pivotRelatedForeignKey: 'supplier_id',
    pivotTimestamps: { createdAt: 'created_at', updatedAt: false },
  })
  declare suppliers: ManyToMany<typeof Supplier>

  @beforeCreate()
  static setExpiry(request: QuotationRequest) {
    const latest = (request.createdAt ?? DateTime.now()).plus({ days: REQUEST_VALIDITY_DAYS })
    if (!request.expiresAt || request.expiresAt > latest) request.expiresAt = latest
  }

  @afterCreate()
  static async assignCode(request: QuotationRequest) {
    if (!request.code) {
      request.code = quotationRequestCode(request.id)
      await request.save()
    }
  }

  /** Marketplace request (no store): any store selling the brand may quote. */
  get isMarketplace() {
    return this.storeId === null || this.storeId === undefined
  }

  /** 1 Marketplace, 2 Tienda (reports and permissions). */
  get channel(): (typeof CHANNELS)[keyof typeof CHANNELS] {
    return this.isMarketplace ? CHANNELS.marketplace : CHANNELS.store
  }

  /** Quotations that close the request: 3 marketplace, 1 store request. */
  get quotationLimit() {
    return quotationLimit({ storeId: this.isMarketplace ? null : this.storeId })
  }

  /** Past `expiresAt`: no new quotations, chat disabled. */
  get isExpired() {
    return !!this.expiresAt && this.expiresAt <= DateTime.now()
  }

  /** Open: not closed (by the buyer or at the cap) and not expired (`expiresAt` in the future). */
  static open = scope((query) => {
    query
      .where('quotation_requests.is_closed', false)
      .where('quotation_requests.expires_at', '>', nowForSql())
  })

  /** Closed: closed by the buyer (with a reason) or automatically at the quotation cap. Expired
   * requests that were never closed are not included: use `expired` for those. */
  static closed = scope((query) => {
    query.where('quotation_requests.is_closed', true)
  })

  /** Not expired: `expiresAt` still in the future, closed or not. */
  static notExpired = scope((query) => {
    query.where('quotation_requests.expires_at', '>', nowForSql())
  })

  /** Expired: `expiresAt` reached, closed or not. */
  static expired = scope((query) => {
    query.where('quotation_requests.expires_at', '<=', nowForSql())
  })

  /** Requests made by the given buyer. */
  static ofUser = scope((query, userId: number) => {
    query.where('quotation_requests.user_id', userId)
  })
}

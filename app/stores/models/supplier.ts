import { DateTime } from 'luxon'
import {
  BaseModel,
  beforeSave,
  belongsTo,
  column,
  hasMany,
  manyToMany,
  scope,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#users/models/user'
import LocalizationZone from '#core/models/localization_zone'
import SupplierQualification from '#stores/models/supplier_qualification'

/**
 * A supplier (proveedor) of buyers' own networks. Soft-deleted: `deletedAt` set means inactive;
 * clearing it re-activates the supplier. Queries do not hide deleted rows by themselves: use
 * the `withoutTrashed` scope.
 */
export default class Supplier extends BaseModel {
  static table = 'suppliers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare razonSocial: string

  @column()
  declare nit: string | null

  /**
   * The NIT while the supplier is active (NULL once soft-deleted), unique: one active supplier
   * per NIT, decided by the database even when twenty links race (kept by `syncActiveNit`).
   */
  @column({ serializeAs: null })
  declare activeNit: string | null

  @column()
  declare email: string | null

  @column()
  declare mobile: string | null

  @column()
  declare cityId: number | null

  /** The supplier's own user account, if any. */
  @column()
  declare userId: number | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => LocalizationZone, { foreignKey: 'cityId' })
  declare city: BelongsTo<typeof LocalizationZone>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare user: BelongsTo<typeof User>

  /** Buyers having this supplier in their network (buyer_suppliers). */
  @manyToMany(() => User, {
    pivotTable: 'buyer_suppliers',
    pivotForeignKey: 'supplier_id',
    pivotRelatedForeignKey: 'user_id',
    pivotTimestamps: { createdAt: 'created_at', updatedAt: false },
  })
  declare buyers: ManyToMany<typeof User>

  @hasMany(() => SupplierQualification, { foreignKey: 'supplierId' })
  declare qualifications: HasMany<typeof SupplierQualification>

  @beforeSave()
  static syncActiveNit(supplier: Supplier) {
    supplier.activeNit = supplier.deletedAt ? null : (supplier.nit ?? null)
  }

  get isDeleted() {
    return this.deletedAt !== null && this.deletedAt !== undefined
  }

  /** Not soft-deleted. */
  static withoutTrashed = scope((query) => {
    query.whereNull('suppliers.deleted_at')
  })

  /** Soft-deleted only. */
  static onlyTrashed = scope((query) => {
    query.whereNotNull('suppliers.deleted_at')
  })

  /** Suppliers in the given buyer's network. */
  static ofBuyer = scope((query, userId: number) => {
    query.whereExists((sub) => {
      sub
        .from('buyer_suppliers')
        .whereColumn('buyer_suppliers.supplier_id', 'suppliers.id')
        .where('buyer_suppliers.user_id', userId)
    })
  })
}

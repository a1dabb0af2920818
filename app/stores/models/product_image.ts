import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Store from '#stores/models/store'
import { booleanColumn } from '#core/models/columns'

/**
 * Photos of a store's product, keyed by its main part number (`imageId`, max 16).
 * `equivalences`: substitute references (max 4096). A catalogue-owned image is read-only for
 * non-admins.
 */
export default class ProductImage extends BaseModel {
  static table = 'product_images'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storeId: number

  @column()
  declare imageId: string

  @column()
  declare name: string | null

  @column()
  declare equivalences: string | null

  @column({ columnName: 'image_1' })
  declare image1: string | null

  @column({ columnName: 'image_2' })
  declare image2: string | null

  @column({ columnName: 'image_3' })
  declare image3: string | null

  @column({ columnName: 'image_4' })
  declare image4: string | null

  @column({ columnName: 'image_5' })
  declare image5: string | null

  @booleanColumn()
  declare belongsToCatalog: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Store, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Store>

  /** The photos that are set, in order (imagesURLs). */
  get images(): string[] {
    return [this.image1, this.image2, this.image3, this.image4, this.image5].filter(
      (image): image is string => !!image
    )
  }
}

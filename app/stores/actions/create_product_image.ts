import { errors as vineErrors } from '@vinejs/vine'
import ProductImage from '#stores/models/product_image'
import type Store from '#stores/models/store'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'
import { compactPhotos, type PhotoSlots } from '#stores/rules/product_image_photos'

export interface ProductImageInput extends PhotoSlots {
  image_id: string
  name: string
  equivalences?: string | null
}

/** A unique index refused the row (SQLite or MySQL/MariaDB). */
export function isUniqueViolation(error: unknown) {
  const code = String((error as { code?: unknown })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT')
}

/** The 422 of a main part number the store already has. */
export function imageIdTaken(imageId: string) {
  return new vineErrors.E_VALIDATION_ERROR([
    { field: 'image_id', message: M.imageIdTaken(imageId), rule: 'unique' },
  ])
}

/** The model's columns for a validated form's fields (photos closed up, main one first). */
export function productImageColumns(input: Partial<ProductImageInput>) {
  const photos = compactPhotos(input)
  return {
    ...(input.image_id !== undefined ? { imageId: input.image_id } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.equivalences !== undefined ? { equivalences: input.equivalences } : {}),
    image1: photos.image_1,
    image2: photos.image_2,
    image3: photos.image_3,
    image4: photos.image_4,
    image5: photos.image_5,
  }
}

/**
 * Registers a product photo of the store (doc 3 §5 "Image creation", §7 "Save a store image":
 * name, image_id, image_1 …). One record per main part number and store (unique index): the
 * same form sent again (a double click, a retried request) answers the record it made
 * (`replayed`), a different one with that part number is a 422 on `image_id`.
 *
 * `createOrReplay` is that rule for one form inside a caller's transaction: the single create
 * uses it alone, CreateManyProductImages for each item of a batch.
 */
export default class CreateProductImage {
  async handle(store: Store, input: ProductImageInput) {
    try {
      return await this.createOrReplay(store.id, input)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // another request created that part number between our read and our insert
      const raced = await this.existing(store.id, input.image_id)
      if (!raced) throw error
      return this.replayOrRefuse(raced, productImageColumns(input))
    }
  }

  /**
   * The store's record of `input.image_id` if the same form made it (replayed), a 422 on
   * `image_id` if it differs, else a new record; `trx` when the caller writes several at once.
   * A unique violation (a concurrent create of that part number) is left to the caller.
   */
  async createOrReplay(storeId: number, input: ProductImageInput, trx?: TransactionClientContract) {
    const columns = productImageColumns(input)
    const existing = await this.existing(storeId, input.image_id, trx)
    if (existing) return this.replayOrRefuse(existing, columns)
    const image = await ProductImage.create(
      { ...columns, storeId, equivalences: input.equivalences ?? null, belongsToCatalog: false },
      { client: trx }
    )
    return { image, replayed: false }
  }

  private existing(storeId: number, imageId: string, trx?: TransactionClientContract) {
    return ProductImage.query({ client: trx })
      .where('store_id', storeId)
      .where('image_id', imageId)
      .first()
  }

  private replayOrRefuse(image: ProductImage, columns: ReturnType<typeof productImageColumns>) {
    const same =
      !image.belongsToCatalog &&
      image.name === columns.name &&
      (image.equivalences ?? null) === (columns.equivalences ?? null) &&
      image.image1 === columns.image1 &&
      image.image2 === columns.image2 &&
      image.image3 === columns.image3 &&
      image.image4 === columns.image4 &&
      image.image5 === columns.image5
    if (!same) throw imageIdTaken(image.imageId)
    return { image, replayed: true }
  }
}

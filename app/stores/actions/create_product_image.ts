import { errors as vineErrors } from '@vinejs/vine'
import ProductImage from '#stores/models/product_image'
import type Store from '#stores/models/store'
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
 */
export default class CreateProductImage {
  async handle(store: Store, input: ProductImageInput) {
    const columns = productImageColumns(input)
    const existing = await this.existing(store.id, input.image_id)
    if (existing) return this.replayOrRefuse(existing, columns)
    try {
      const image = await ProductImage.create({
        ...columns,
        storeId: store.id,
        equivalences: input.equivalences ?? null,
        belongsToCatalog: false,
      })
      return { image, replayed: false }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const raced = await this.existing(store.id, input.image_id)
      if (!raced) throw error
      return this.replayOrRefuse(raced, columns)
    }
  }

  private existing(storeId: number, imageId: string) {
    return ProductImage.query().where('store_id', storeId).where('image_id', imageId).first()
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

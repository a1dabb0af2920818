import db from '@adonisjs/lucid/services/db'
import type ProductImage from '#stores/models/product_image'
import {
  imageIdTaken,
  isUniqueViolation,
  productImageColumns,
  type ProductImageInput,
} from '#stores/actions/create_product_image'
import { IMAGE_FIELDS } from '#stores/rules/product_image_rules'

export type ProductImageChanges = Partial<ProductImageInput>

export type UpdateResult =
  { deleted: false; image: ProductImage } | { deleted: true; name: string; imageId: string }

/**
 * Edits a product photo (doc 1 §4 "Image form: … edit mode otherwise"). The fields sent
 * change, the others stay; when any photo is sent, the photos not sent keep their place and
 * the gaps close up. "A vendor who saves with no first photo on an existing record deletes the
 * image registration": `image_1` sent empty deletes the record (stored files stay: a quotation
 * may show the same photo). Changing the main part number to one the store already has is a
 * 422 on `image_id`.
 */
export default class UpdateProductImage {
  /** `changes.image_1 === null`: sent empty; `undefined`: not sent. */
  async handle(image: ProductImage, changes: ProductImageChanges): Promise<UpdateResult> {
    if (changes.image_1 === null) {
      const name = image.name ?? image.imageId
      await image.delete()
      return { deleted: true, name, imageId: image.imageId }
    }
    const current = Object.fromEntries(
      IMAGE_FIELDS.map((field, index) => [field, image.images[index] ?? null])
    )
    const photosSent = IMAGE_FIELDS.some((field) => changes[field] !== undefined)
    const sent = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined)
    ) as ProductImageChanges
    const columns = productImageColumns({ ...current, ...sent })
    if (!photosSent) {
      for (const key of ['image1', 'image2', 'image3', 'image4', 'image5'] as const) {
        delete (columns as Partial<typeof columns>)[key]
      }
    }
    if (columns.imageId && columns.imageId !== image.imageId) {
      const taken = await db
        .from('product_images')
        .where('store_id', image.storeId)
        .where('image_id', columns.imageId)
        .whereNot('id', image.id)
        .select('id')
        .first()
      if (taken) throw imageIdTaken(columns.imageId)
    }
    try {
      await image.merge(columns).save()
    } catch (error) {
      if (isUniqueViolation(error) && columns.imageId) throw imageIdTaken(columns.imageId)
      throw error
    }
    return { deleted: false, image }
  }
}

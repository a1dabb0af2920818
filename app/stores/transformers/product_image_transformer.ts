import { BaseTransformer } from '@adonisjs/core/transformers'
import type ProductImage from '#stores/models/product_image'

/** What the reader may do with the image and where its photos are served. */
export interface ProductImageView {
  /** Public URLs of the photos, in order (imagesURLs). */
  urls: string[]
  /** The reader may change or delete it (ProductImagePolicy.edit). */
  editable: boolean
}

/**
 * A product image (doc 1 §3 Product image, doc 3 §3): the photos as stored keys (`image_1` …
 * `image_5`, what the form and a quotation's `image` send back) and as URLs (`imagesURLs`).
 * `editable` is the policy's answer for the reader: a catalogue-owned image is read-only for
 * non-admins (doc 1 §4).
 */
export default class ProductImageTransformer extends BaseTransformer<ProductImage> {
  /** `views`: by image id (one per image answered). */
  constructor(
    resource: ProductImage,
    protected views: Map<number, ProductImageView>
  ) {
    super(resource)
  }

  toObject() {
    const image = this.resource
    const view = this.views.get(image.id) ?? { urls: [], editable: false }
    return {
      id: image.id,
      store_id: image.storeId,
      image_id: image.imageId,
      name: image.name,
      equivalences: image.equivalences,
      image_1: image.image1,
      image_2: image.image2,
      image_3: image.image3,
      image_4: image.image4,
      image_5: image.image5,
      belongs_to_catalog: image.belongsToCatalog,
      imagesURLs: view.urls,
      editable: view.editable,
      /** When the photos were registered (ISO 8601), for the store's list. */
      created_at: image.createdAt?.toISO() ?? null,
    }
  }
}

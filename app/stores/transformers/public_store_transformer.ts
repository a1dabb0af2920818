import { BaseTransformer } from '@adonisjs/core/transformers'
import type Store from '#stores/models/store'
import type ProductImage from '#stores/models/product_image'

/**
 * What the public store page (/tienda/{store}) shows of a store: its name, url_path, logo,
 * description, city and the vehicle brands it sells. Nothing of its owner, advisers, plan,
 * contact numbers or bank data. `logo` is the served URL of its logo (null without one).
 */
export default class PublicStoreTransformer extends BaseTransformer<Store> {
  constructor(
    resource: Store,
    protected logo: string | null
  ) {
    super(resource)
  }

  toObject() {
    const store = this.resource
    return {
      id: store.id,
      name: store.name,
      urlPath: store.urlPath,
      logoUrl: this.logo,
      description: store.description,
      city: store.city ? store.city.fullName || store.city.name : null,
      brands: store.brands.map((brand) => ({ id: brand.id, name: brand.name })),
    }
  }
}

/**
 * One product of the store page's gallery: its main part number, name and the served URLs of
 * its photos (`urls`, by image id, read by the caller through the disk).
 */
export class StorePhotoTransformer extends BaseTransformer<ProductImage> {
  constructor(
    resource: ProductImage,
    protected urls: Map<number, string[]>
  ) {
    super(resource)
  }

  toObject() {
    const image = this.resource
    return {
      id: image.id,
      partNumber: image.imageId,
      name: image.name,
      urls: this.urls.get(image.id) ?? [],
    }
  }
}

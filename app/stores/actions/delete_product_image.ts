import type ProductImage from '#stores/models/product_image'

/**
 * Deletes a product photo registration (DELETE /api/catalogo/images/{id}). The stored files
 * stay: a quotation may show the same photo.
 */
export default class DeleteProductImage {
  async handle(image: ProductImage) {
    const name = image.name ?? image.imageId
    await image.delete()
    return { name }
  }
}

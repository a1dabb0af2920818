import factory from '@adonisjs/lucid/factories'
import ProductImage from '#stores/models/product_image'
import { StoreFactory } from '#database/factories/store_factory'
import { needsParent, pad, pick, PART_NAMES, RUN, sequence } from '#database/factories/helpers'

/** Product images: one photo, part number 'PN<run><n>'. State `catalog`: catalogue-owned. */
export const ProductImageFactory = factory
  .define(ProductImage, () => {
    const n = sequence()
    return {
      imageId: `PN${pad(RUN, 3)}${pad(n, 6)}`,
      name: pick(PART_NAMES, n),
      equivalences: null,
      image1: `/uploads/products/pn-${n}-1.webp`,
      belongsToCatalog: false,
    }
  })
  .state('catalog', (image) => {
    image.belongsToCatalog = true
  })
  .relation('store', () => StoreFactory)
  .before('create', async (builder, image, ctx) => {
    if (needsParent(builder, image, 'storeId', 'store')) {
      image.storeId = (await StoreFactory.useCtx(ctx).create()).id
    }
  })
  .build()

import ProductImage from '#stores/models/product_image'
import { IMAGE_ID_MAX_LENGTH } from '#stores/rules/product_image_rules'

/** How many images one lookup answers at most. */
const LOOKUP_LIMIT = 20

/**
 * "Product registration image: lookup by reference and store id" (doc 3 §7, doc 1 §7): the
 * store's images whose main part number is one of `references`, or that list one of them
 * among their equivalences. References are already normalised (capitals, see
 * rules/product_image_rules.ts lookupReferences). One longer than a part number may be (16)
 * finds nothing by `image_id`; equivalences hold letters and digits only, so only such
 * references are looked for there (which also keeps LIKE's wildcards out).
 *
 * Order: the references' order, an exact part number before an equivalence, then the newest.
 */
export default class ProductImagesByReferenceQuery {
  async handle(storeId: number, references: string[]): Promise<ProductImage[]> {
    const exact = references.filter((reference) => reference.length <= IMAGE_ID_MAX_LENGTH)
    const substitutes = references.filter((reference) => /^[A-Z0-9]+$/.test(reference))
    if (exact.length === 0 && substitutes.length === 0) return []
    const rows = await ProductImage.query()
      .where('store_id', storeId)
      .where((query) => {
        if (exact.length > 0) query.whereIn('image_id', exact)
        for (const reference of substitutes) {
          query
            .orWhere('equivalences', reference)
            // plain LIKE: knex's whereLike adds `COLLATE utf8_bin`, which MariaDB refuses on
            // utf8mb4 columns; the values are capitals, letters and digits only (no wildcards)
            .orWhere('equivalences', 'like', `${reference},%`)
            .orWhere('equivalences', 'like', `%,${reference}`)
            .orWhere('equivalences', 'like', `%,${reference},%`)
        }
      })
      .orderBy('id', 'desc')
      .limit(LOOKUP_LIMIT)
    return rows.sort((a, b) => rank(a, references) - rank(b, references))
  }
}

/** Where an image sorts: by the first reference it answers, the part number first. */
function rank(image: ProductImage, references: string[]) {
  const listed = (image.equivalences ?? '').split(',')
  for (const [index, reference] of references.entries()) {
    if (image.imageId.toUpperCase() === reference) return index * 2
    if (listed.includes(reference)) return index * 2 + 1
  }
  return references.length * 2
}

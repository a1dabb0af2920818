import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import ProductImage from '#stores/models/product_image'
import { normalizeReference } from '#stores/rules/product_image_rules'

/** 'Fotos de productos' lists 20 photos a page; a client may ask for up to 100. */
export const STORE_IMAGES_PAGE_SIZE = 20
export const STORE_IMAGES_MAX_PAGE_SIZE = 100

/** LIKE's wildcards and the escape character itself, escaped with '!' (MariaDB and SQLite). */
function likeEscaped(value: string) {
  return value.replace(/[!%_]/g, (char) => `!${char}`)
}

/**
 * Narrows a query of product images to those matching `search`: the main part number starts
 * with it (part numbers are kept in capitals), a substitute number contains it, or the name
 * contains it (case ignored). Empty: every image. The "search by part number or name" of the
 * store's photo page and its Excel report (one rule for both).
 */
export function matchingSearch(query: ModelQueryBuilderContract<typeof ProductImage>, search = '') {
  const term = search.trim()
  if (!term) return query
  const reference = likeEscaped(normalizeReference(term))
  const words = likeEscaped(term.toLowerCase())
  return query.where((where) => {
    where
      .whereRaw(`image_id LIKE ? ESCAPE '!'`, [`${reference}%`])
      .orWhereRaw(`equivalences LIKE ? ESCAPE '!'`, [`%${reference}%`])
      .orWhereRaw(`LOWER(name) LIKE ? ESCAPE '!'`, [`%${words}%`])
  })
}

/**
 * The store's product photos, newest first, a page at a time (pages from 1): one count query
 * and one rows query whatever the page or the number of photos (tested).
 */
export default class StoreProductImagesQuery {
  async list(storeId: number, input: { search?: string | null; page: number; pageSize: number }) {
    const result = await matchingSearch(
      ProductImage.query().where('store_id', storeId),
      input.search ?? ''
    )
      .orderBy('id', 'desc')
      .paginate(input.page, input.pageSize)
    return { rows: result.all(), total: result.total, page: input.page, pageSize: input.pageSize }
  }
}

import db from '@adonisjs/lucid/services/db'

/** 'Elegir de mis fotos' shows 12 photos a page. */
export const MY_UPLOADS_PAGE_SIZE = 12

/**
 * The product photos `userId` uploaded before (the `uploads` table, purpose 'product_image'),
 * newest first, a page at a time (pages from 1): the product photo form offers them again so a
 * vendor does not upload the same photo twice. Only the user's own keys, which the form's
 * validator accepts (ownsUpload). Two queries (count and rows).
 */
export default class MyProductUploadsQuery {
  async list(userId: number, page: number) {
    const result = await db
      .from('uploads')
      .where('user_id', userId)
      .where('purpose', 'product_image')
      .orderBy('id', 'desc')
      .select('key', 'created_at')
      .paginate(page, MY_UPLOADS_PAGE_SIZE)
    return {
      keys: result.all().map((row: { key: string }) => row.key),
      total: result.total,
      page,
      pageSize: MY_UPLOADS_PAGE_SIZE,
    }
  }
}

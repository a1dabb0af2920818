import type { Writable } from 'node:stream'
import { type DateTime } from 'luxon'
import ProductImage from '#stores/models/product_image'
import { matchingSearch } from '#stores/queries/store_product_images_query'
import { photoUrl } from '#stores/services/photo_url'
import { XlsxStream } from '#core/services/xlsx_stream'

/** Rows read from the database at a time: the memory the report holds, whatever its size. */
export const REPORT_CHUNK = 500

/** The report's columns (Spanish headers, doc 1 §3 Product image). */
export const REPORT_COLUMNS = [
  { header: 'Número de parte principal', key: 'imageId', width: 22 },
  { header: 'Nombre del producto', key: 'name', width: 40 },
  { header: 'Números de parte sustitutos', key: 'equivalences', width: 40 },
  { header: 'Cantidad de fotos', key: 'photos', width: 16 },
  { header: 'Foto principal', key: 'mainPhoto', width: 60 },
  { header: 'Del catálogo', key: 'catalog', width: 14 },
  { header: 'Creada', key: 'createdAt', width: 18 },
  { header: 'Actualizada', key: 'updatedAt', width: 18 },
] as const

const day = (value: DateTime | null) => (value ? value.toFormat('yyyy-MM-dd HH:mm') : '')

/**
 * The store's product photos as an Excel workbook ('Exportar a Excel', doc 1 §7
 * /api/catalogo/images report as Excel), written with the app's streaming writer (XlsxStream) straight into
 * `output` (the HTTP response): rows are read REPORT_CHUNK at a time by id (keyset, newest
 * first) and each row is committed as soon as it is written, so memory stays flat however many
 * photos the store has. `search`: the same filter as the page's list (matchingSearch).
 * `origin`: makes the photos' URLs absolute ('https://host'), so they open from the file.
 */
export async function writeProductImagesReport(
  output: Writable,
  options: { storeId: number; search?: string | null; origin: string }
) {
  const sheet = new XlsxStream(output, {
    sheetName: 'Fotos de productos',
    columns: REPORT_COLUMNS,
  })
  let before: number | null = null
  for (;;) {
    const query = matchingSearch(
      ProductImage.query().where('store_id', options.storeId),
      options.search ?? ''
    )
    if (before !== null) query.where('id', '<', before)
    const rows = await query.orderBy('id', 'desc').limit(REPORT_CHUNK)
    for (const image of rows) {
      const main = image.images[0]
      const url = main ? await photoUrl(main) : ''
      sheet.addRow({
        imageId: image.imageId,
        name: image.name ?? '',
        equivalences: image.equivalences ?? '',
        photos: image.images.length,
        mainPhoto: url.startsWith('/') ? `${options.origin}${url}` : url,
        catalog: image.belongsToCatalog ? 'Sí' : 'No',
        createdAt: day(image.createdAt),
        updatedAt: day(image.updatedAt),
      })
    }
    if (rows.length < REPORT_CHUNK) break
    before = rows[rows.length - 1].id
  }
  await sheet.finish()
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { PassThrough } from 'node:stream'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import ProductImage from '#stores/models/product_image'
import StoreProductImagesQuery, {
  STORE_IMAGES_PAGE_SIZE,
} from '#stores/queries/store_product_images_query'
import MyProductUploadsQuery from '#stores/queries/my_product_uploads_query'
import ProductImagesByReferenceQuery from '#stores/queries/product_images_by_reference_query'
import ProductImageTransformer, {
  type ProductImageView,
} from '#stores/transformers/product_image_transformer'
import CreateProductImage from '#stores/actions/create_product_image'
import CreateManyProductImages from '#stores/actions/create_many_product_images'
import UpdateProductImage from '#stores/actions/update_product_image'
import DeleteProductImage from '#stores/actions/delete_product_image'
import { imageStoreOf } from '#stores/policies/product_image_policy'
import {
  createManyProductImagesValidator,
  createProductImageValidator,
  productImageLookupValidator,
  storeImagesValidator,
  updateProductImageValidator,
} from '#stores/validators/product_image'
import { PRODUCT_IMAGE_MESSAGES as M } from '#stores/rules/product_image_rules'
import { uploadOwner } from '#core/validators/upload_key'
import { apiSerializer } from '#core/services/api_serializer'
import { photoUrl } from '#stores/services/photo_url'
import { allowed, missingRecord, orFail } from '#core/policies/decisions'

import { writeProductImagesReport } from '#stores/services/product_images_report'

async function findImage(id: string | number) {
  const image = await ProductImage.find(id)
  if (!image) throw missingRecord()
  return image
}

/** The answer of a deleted registration (doc 1 §8: 'Eliminado' plus the product). */
function deletedAnswer(name: string) {
  return { message: M.deletedTitle, detail: M.deleted(name), deleted: true, data: null }
}

/**
 * A store's product photos (doc 1 §2 "Product image form", §4, §7 /api/catalogo/images; doc 3
 * §5 "Image creation", §7 "Product registration image", "Save a store image"), for the vendor
 * or adviser of the store (ProductImagePolicy). Records answer as ProductImageTransformer:
 * `{ id, store_id, image_id, name, equivalences, image_1 … image_5, belongs_to_catalog,
 * imagesURLs, editable }`.
 *
 * Doc 1 §7 lists "many" among the /api/catalogo/images calls without saying more: it is read
 * here as a bulk create (`manyStore`, POST /api/catalogo/images/many), for a store's
 * integration registering several products at once with the single create's form, rules and
 * permission — not as a bulk read (the list and the lookup already read several).
 */
export default class ProductImagesController {
  /**
   * GET /api/catalogo/images/productRegistrationImage?references=A,B,C — the acting store's
   * images whose main part number or an equivalence is one of up to 3 references: `{ data:
   * [...] }` (empty when none; a reference longer than 16 finds nothing). 422 with more than 3.
   * Anybody who does not work for a store 403.
   *
   * @summary Busca imágenes para registrar un producto
   */
  @inject()
  async lookup(ctx: HttpContext, query: ProductImagesByReferenceQuery) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const { references } = await productImageLookupValidator.validate(ctx.request.qs())
    const store = await imageStoreOf(ctx.auth.getUserOrFail())
    const images = store ? await query.handle(store.id, references ?? []) : []
    return this.present(ctx, images)
  }

  /**
   * GET /api/catalogo/images/storeImages?search=&page=1&pageSize=20 — the acting store's
   * photos, newest first, a page at a time (StoreProductImagesQuery: two queries whatever the
   * page): `{ data: [...], metadata: { count, page, pageSize } }`. Anybody who does not work
   * for a store 403.
   *
   * @summary Lista las imágenes de producto de la tienda
   */
  @inject()
  async index(ctx: HttpContext, query: StoreProductImagesQuery) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const input = await storeImagesValidator.validate(ctx.request.qs())
    const store = await imageStoreOf(ctx.auth.getUserOrFail())
    const result = await query.list(store!.id, {
      search: input.search,
      page: input.page ?? 1,
      pageSize: input.pageSize ?? STORE_IMAGES_PAGE_SIZE,
    })
    const views = await this.views(ctx, result.rows)
    return apiSerializer.serialize(
      ProductImageTransformer.paginate(
        result.rows,
        { total: result.total, page: result.page, pageSize: result.pageSize },
        views
      )
    )
  }

  /**
   * GET /api/catalogo/images/excelReport?search= — the acting store's photos (the same search
   * as the list) as 'fotos-de-productos-{fecha}.xlsx', streamed while it is written
   * (writeProductImagesReport: exceljs's streaming writer, flat memory). 403 as the list.
   *
   * @summary Descarga el reporte de Excel de imágenes
   */
  async report(ctx: HttpContext) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const input = await storeImagesValidator.validate(ctx.request.qs())
    const store = await imageStoreOf(ctx.auth.getUserOrFail())
    const output = new PassThrough()
    const name = `fotos-de-productos-${DateTime.now().toFormat('yyyy-MM-dd')}.xlsx`
    ctx.response.header(
      'Content-Type',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    ctx.response.header('Content-Disposition', `attachment; filename="${name}"`)
    ctx.response.header('Cache-Control', 'no-store')
    writeProductImagesReport(output, {
      storeId: store!.id,
      search: input.search,
      origin: `${ctx.request.protocol()}://${ctx.request.host()}`,
    }).catch((error) => {
      // the headers are gone: the download ends broken rather than with an error page
      logger.error({ err: error, storeId: store!.id }, 'product images report failed')
      output.destroy(error)
    })
    ctx.response.stream(output)
  }

  /**
   * GET /api/catalogo/images/myUploads?page=1 — the product photos this user uploaded before
   * (MyProductUploadsQuery), for 'Elegir de mis fotos': `{ data: [{ key, url }], metadata: {
   * count, page, pageSize } }`. 403 as the list.
   *
   * @summary Lista las imágenes subidas por el usuario
   */
  @inject()
  async myUploads(ctx: HttpContext, query: MyProductUploadsQuery) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const { page } = await storeImagesValidator.validate(ctx.request.qs())
    const result = await query.list(ctx.auth.getUserOrFail().id, page ?? 1)
    const data = await Promise.all(
      result.keys.map(async (key) => ({ key, url: await photoUrl(key) }))
    )
    return {
      data,
      metadata: { count: result.total, page: result.page, pageSize: result.pageSize },
    }
  }

  /**
   * POST /api/catalogo/images — `{ image_id, name, equivalences?, image_1, image_2 … image_5 }`
   * (upload keys of this user, each at least 500 × 500 px). 201 `{ message: '¡Foto guardada
   * satisfactoriamente!', replayed: false, data }`; the same form sent again 200 with
   * `replayed: true`; a part number the store already has 422 on `image_id`.
   *
   * @summary Registra una imagen de producto
   */
  @inject()
  async store(ctx: HttpContext, action: CreateProductImage) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const input = await ctx.request.validateUsing(createProductImageValidator, {
      meta: { uploadOwner: uploadOwner(ctx), keptImages: [] },
    })
    const store = await imageStoreOf(ctx.auth.getUserOrFail())
    const { image, replayed } = await action.handle(store!, input)
    const body = await this.present(ctx, image)
    return ctx.response.status(replayed ? 200 : 201).send({ message: M.saved, replayed, ...body })
  }

  /**
   * POST /api/catalogo/images/many — `{ images: [ {the single create's form}, … ] }`, 1 to 50
   * items (CreateManyProductImages): every item validated first, with the single create's
   * messages naming the item (`images.3.name`); then all of them in one transaction, nothing
   * kept if one is refused (a part number repeated in the batch, or one the store has with a
   * different form: 422 on `images.{i}.image_id`). 201 `{ message: '{n} fotos de productos
   * creadas', replayed, data: [...] }` in the order sent; `replayed` counts the items that were
   * the same form as a record the store already has (answered with it, as the single create
   * does): 200 when all were. Permission and refusals as the single create (403 for anybody
   * who does not work for a store).
   *
   * @summary Registra varias imágenes de producto
   */
  @inject()
  async manyStore(ctx: HttpContext, action: CreateManyProductImages) {
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('manageOwn'))
    const { images: inputs } = await ctx.request.validateUsing(createManyProductImagesValidator, {
      meta: { uploadOwner: uploadOwner(ctx), keptImages: [] },
    })
    const store = await imageStoreOf(ctx.auth.getUserOrFail())
    const { images, created } = await action.handle(store!, inputs)
    const body = await this.present(ctx, images)
    return ctx.response
      .status(created > 0 ? 201 : 200)
      .send({ message: M.manyCreated(created), replayed: images.length - created, ...body })
  }

  /**
   * PATCH /api/catalogo/images/{id} — any field of the form; the photos it already has may be
   * sent back. 200 `{ message: '¡Foto guardada satisfactoriamente!', deleted: false, data }`.
   * `image_1` sent empty deletes the registration: 200 `{ message: 'Eliminado', detail: 'Se
   * eliminó el registro de fotos de {name}.', deleted: true, data: null }`. A catalogue-owned
   * image 403 unless admin; another store's 404.
   *
   * @summary Modifica una imagen de producto
   */
  @inject()
  async update(ctx: HttpContext, action: UpdateProductImage) {
    const image = await findImage(ctx.params.id)
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('edit', image))
    const changes = await ctx.request.validateUsing(updateProductImageValidator, {
      meta: { uploadOwner: uploadOwner(ctx), keptImages: image.images },
    })
    const result = await action.handle(image, changes)
    if (result.deleted) return deletedAnswer(result.name)
    return { message: M.saved, deleted: false, ...(await this.present(ctx, result.image)) }
  }

  /**
   * DELETE /api/catalogo/images/{id} — the same answer as a deleted registration.
   *
   * @summary Elimina una imagen de producto
   */
  @inject()
  async destroy(ctx: HttpContext, action: DeleteProductImage) {
    const image = await findImage(ctx.params.id)
    await orFail(ctx.bouncer.with('ProductImagePolicy').execute('edit', image))
    const { name } = await action.handle(image)
    return deletedAnswer(name)
  }

  /** Each image's URLs and the reader's `editable`, by id. */
  private async views(ctx: HttpContext, list: ProductImage[]) {
    const views = new Map<number, ProductImageView>()
    for (const image of list) {
      views.set(image.id, {
        urls: await Promise.all(image.images.map(photoUrl)),
        editable: await allowed(ctx.bouncer.with('ProductImagePolicy').execute('edit', image)),
      })
    }
    return views
  }

  /** `{ data }` of one image or a list, with each one's URLs and the reader's `editable`. */
  private async present(ctx: HttpContext, images: ProductImage | ProductImage[]) {
    const views = await this.views(ctx, Array.isArray(images) ? images : [images])
    return Array.isArray(images)
      ? apiSerializer.serialize(ProductImageTransformer.transform(images, views))
      : apiSerializer.serialize(ProductImageTransformer.transform(images, views))
  }
}

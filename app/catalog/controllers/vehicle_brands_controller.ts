import { inject } from '@adonisjs/core'
import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import BrandSearchQuery from '#catalog/queries/brand_search_query'

const brandSearchValidator = vine.create({
  search: vine.string().trim().maxLength(64).optional(),
  page: vine.number().min(0).optional(),
  pageSize: vine.number().min(1).max(200).optional(),
})

/**
 * GET /api/catalogo/vehicleBrands: the brand autocomplete (zero-based page, 200 per page by
 * default, doc 1 §7 and §9).
 */
export default class VehicleBrandsController {
  /** @summary Lista las marcas de vehículos */
  @inject()
  async index({ request }: HttpContext, query: BrandSearchQuery) {
    const input = await brandSearchValidator.validate(request.qs())
    const result = await query.handle({
      search: input.search,
      page: input.page ?? 0,
      pageSize: input.pageSize ?? 200,
    })
    return {
      data: result.all().map((brand) => ({ id: brand.id, name: brand.name })),
      metadata: { count: result.total },
    }
  }
}

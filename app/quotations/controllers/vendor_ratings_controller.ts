import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import VendorRatingsQuery, { RATINGS_PAGE_SIZE } from '#quotations/queries/vendor_ratings_query'
import VendorRatingTransformer from '#quotations/transformers/vendor_rating_transformer'
import { vendorRatingsValidator } from '#quotations/validators/buyer_detail'
import { averageStars } from '#quotations/rules/buyer_detail'
import { apiSerializer } from '#core/services/api_serializer'

/**
 * GET /api/{product}Go/vendorRatings/{storeId}?page&pageSize (doc 3 §2.3 "Vendor reputation
 * with a ratings modal"): a store's ratings, newest first, `{ data, metadata: { count, page,
 * pageSize, averageRating, countTotalNumberRatings } }` (zero-based page, 10 per page, at most
 * 50). A vendor's reputation is what every buyer is shown next to each quotation: any signed-in
 * user may read it (no record of anybody's is disclosed: the raters are named "Ana G."). An
 * unknown store answers 404.
 */
export default class VendorRatingsController {
  /** @summary Lista las calificaciones de una tienda */
  @inject()
  async index({ params, request }: HttpContext, query: VendorRatingsQuery) {
    const input = await request.validateUsing(vendorRatingsValidator)
    const result = await query.page(
      Number(params.storeId),
      input.page ?? 0,
      input.pageSize ?? RATINGS_PAGE_SIZE
    )
    const body = await apiSerializer.serialize(
      VendorRatingTransformer.paginate(result.rows, {
        total: result.count,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return {
      ...body,
      metadata: {
        ...body.metadata,
        averageRating: averageStars(result.averageScore, result.count),
        countTotalNumberRatings: result.count,
      },
    }
  }
}

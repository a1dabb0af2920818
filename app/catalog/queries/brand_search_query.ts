import VehicleBrand from '#catalog/models/vehicle_brand'
import { likePattern } from '#core/services/search_text'

/**
 * Vehicle brands for the searchable select: active brands by name;
 * `search` ignores accents and case. Page size up to 200 (doc 1 §9 autocomplete).
 */
export default class BrandSearchQuery {
  async handle(input: { search?: string; page: number; pageSize: number }) {
    const query = VehicleBrand.query().where('is_active', true)
    if (input.search) {
      query.where((q) =>
        q
          .where('name', 'like', likePattern(input.search!))
          .orWhere('slug', 'like', likePattern(input.search!))
      )
    }
    return query.orderBy('name', 'asc').paginate(input.page + 1, input.pageSize)
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { missingRecord } from '#core/policies/decisions'
import { storePersonQuery } from '#stores/queries/store_people_query'
import PublicStoreQuery from '#stores/queries/public_store_query'
import { photoUrl } from '#stores/services/photo_url'
import PublicStoreTransformer, {
  StorePhotoTransformer,
} from '#stores/transformers/public_store_transformer'
import { scopeOf } from '#quotations/queries/vendor_access_query'
import { storeResponse } from '#quotations/queries/store_response_query'
import { storeReputations } from '#quotations/queries/vendor_ratings_query'
import { averageStars } from '#quotations/rules/buyer_detail'
import { npsSummary } from '#quotations/rules/nps_scores'
import { apiSerializer } from '#core/services/api_serializer'

/** The gallery's page number from the query string: anything but a whole number ≥ 0 is 0. */
function photosPage(value: unknown) {
  const page = Number(value)
  return Number.isInteger(page) && page >= 0 && page <= 100_000 ? page : 0
}

/**
 * GET /tienda/{store} (route `stores.show`, doc 1 §2 "Store pages take the prefix
 * /tienda/{store}"): a store's public page, open to everybody (guests included) and rendered on
 * the server for search engines. Props:
 *
 * - `store`: name, url_path, logo, description, city, brands (PublicStoreTransformer).
 * - `figures`: its response figures over the last 30 days (storeResponse: requests received,
 *   answered — quoted or discarded —, response rate, median minutes to its first quotation),
 *   the same definition as the vendor's own indicators.
 * - `rating`: its ratings aggregate (stars out of 5 and count), as next to each quotation.
 * - `satisfaction`: the same ratings as the satisfaction score (NPS, its band, promoters,
 *   passives, detractors; app/quotations/rules/nps_scores.ts), shown on the gauge — read in the
 *   same grouped statement as `rating`.
 * - `photos`: one page of its own product photos (`?page=`, zero-based, 12 a page).
 * - `ownStore`: the viewer acts for the store (owner or active adviser): it cannot ask itself
 *   for a quotation, so the page says so instead of offering the button.
 *
 * Only a store open to the public on this host (active, with the GO module, of the host's
 * country: PublicStoreQuery) has a page; any other url_path is the Spanish 404 page.
 *
 * Why here, in the quotations module: the page is about a store (its route name and page are the
 * stores module's) but its figures and rating are read from quotations data, and the stores
 * module may not import quotations (eslint/module_boundaries.js). The stores module gives the
 * store, its photos and the transformers; this controller joins them with the quotations
 * module's figures, the one place that may read both.
 */
export default class StorePageController {
  @inject()
  async show({ params, request, inertia, auth, country }: HttpContext, stores: PublicStoreQuery) {
    const store = await stores.byUrlPath(String(params.store), country.code)
    if (!store) throw missingRecord()

    const viewer = auth.user
    const [figures, reputations, photos, own, logo] = await Promise.all([
      storeResponse(scopeOf(store, store.userId), undefined, { median: true }),
      storeReputations([store.id]),
      stores.photos(store.id, photosPage(request.qs().page)),
      viewer ? storePersonQuery(store.id, viewer.id).first() : Promise.resolve(null),
      store.logoUrl ? photoUrl(store.logoUrl) : Promise.resolve(null),
    ])
    const urls = new Map<number, string[]>()
    for (const image of photos.rows) {
      urls.set(image.id, await Promise.all(image.images.map(photoUrl)))
    }
    const reputation = reputations.get(store.id) ?? {
      averageScore: null,
      count: 0,
      promoters: 0,
      detractors: 0,
    }

    return inertia.render('stores/show', {
      store: new PublicStoreTransformer(store, logo).toObject(),
      figures,
      rating: {
        averageRating: averageStars(reputation.averageScore, reputation.count),
        count: reputation.count,
      },
      satisfaction: npsSummary({
        total: reputation.count,
        promoters: reputation.promoters,
        detractors: reputation.detractors,
      }),
      photos: await apiSerializer.serialize(
        StorePhotoTransformer.paginate(
          photos.rows,
          {
            total: photos.count,
            page: photos.page,
            pageSize: photos.pageSize,
          },
          urls
        )
      ),
      ownStore: Boolean(own),
    })
  }
}

import db from '@adonisjs/lucid/services/db'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CartShoppingHeader from '#orders/models/cart_shopping_header'
import NpsRating from '#quotations/models/nps_rating'
import { salesAccess } from '#orders/queries/sales_access_query'
import { orFail } from '#core/policies/decisions'
import { logStaffAction } from '#core/services/staff_log'
import { apiSerializer } from '#core/services/api_serializer'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'
import RateOrder from '#reports/actions/rate_order'
import HideNpsForm from '#reports/actions/hide_nps_form'
import NpsRatingsQuery from '#reports/queries/nps_ratings_query'
import NpsRatingTransformer, { isoOf } from '#reports/transformers/nps_rating_transformer'
import PendingRatingTransformer from '#reports/transformers/pending_rating_transformer'
import {
  npsDetailedValidator,
  npsListValidator,
  npsPendingValidator,
  npsRatingValidator,
  parseNpsFilter,
  type NpsFilter,
} from '#reports/validators/nps_rating'
import { NPS_MESSAGES as M } from '#reports/rules/nps_messages'
import type User from '#users/models/user'

/**
 * Satisfaction ratings (issue 22 item 2; doc 2 §7 "Reports and notifications"), under
 * /api/businessIntelligence, signed-in only:
 *
 * - POST NPSRating `{ order_id, score, comment? }`: the buyer rates a delivered order 0–10.
 *   201 `{ message, data: { id, order_id, store_id, score, category, comment, created_at } }`.
 *   Not their order 404; acting for the order's store 403; not delivered 422 (`order_id`);
 *   already rated 409; a bad score or comment 422 on its field.
 * - GET NPSRating `?filter={"store_id","created_at":{from,to}}&page&pageSize`: the ratings,
 *   newest first (zero-based page, 20 a page), with `metadata { count, page, pageSize,
 *   totalCount: { total }, totalPromotersRating, totalDetractorsRating, totalPassivesRating, nps,
 *   band }`. A store's people read their own store (the default); staff any store, or all.
 * - GET NPSRating/detailedRecords `?filter=`: the same aggregate and how many ratings each
 *   score got (`data.byScore`, 0 to 10): the gauge.
 * - DELETE NPSRating/{id}: staff only (NpsRatingPolicy.delete).
 * - GET NPSRating/pending `?order_id=`: the signed-in buyer's delivered orders waiting for a
 *   rating (the modal of 'Mis compras' and the delivered order's page), and `metadata.hidden_until`
 *   when the modal was hidden for an hour.
 * - POST NPSRating/hideNpsFormModal1h: hides that modal for one hour.
 */
export default class NpsRatingsController {
  /** @summary Registra una calificación NPS */
  @inject()
  async store({ request, response, auth, bouncer }: HttpContext, action: RateOrder) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(npsRatingValidator)
    const order = await CartShoppingHeader.findOrFail(data.order_id)
    await orFail(bouncer.with('NpsRatingPolicy').execute('rate', order))
    const rating = await action.handle({
      user,
      order,
      score: data.score,
      comment: data.comment,
    })
    return response.status(201).send({
      message: M.rated,
      data: {
        id: rating.id,
        order_id: rating.orderId,
        store_id: rating.storeId,
        score: rating.score,
        comment: rating.comment,
        created_at: rating.createdAt.toISO(),
      },
    })
  }

  /** @summary Lista las calificaciones NPS */
  @inject()
  async index({ request, auth, bouncer }: HttpContext, query: NpsRatingsQuery) {
    const input = await request.validateUsing(npsListValidator)
    const filter = await this.allowedFilter(auth.getUserOrFail(), bouncer, input.filter)
    const result = await query.page(filter, input.page ?? 0, input.pageSize ?? DEFAULT_PAGE_SIZE)
    const body = await apiSerializer.serialize(
      NpsRatingTransformer.paginate(result.rows, {
        total: result.summary.total,
        page: result.page,
        pageSize: result.pageSize,
      })
    )
    return { ...body, metadata: { ...body.metadata, ...aggregateOf(result.summary) } }
  }

  /** @summary Lista el detalle de las calificaciones NPS */
  @inject()
  async detailedRecords({ request, auth, bouncer }: HttpContext, query: NpsRatingsQuery) {
    const input = await request.validateUsing(npsDetailedValidator)
    const filter = await this.allowedFilter(auth.getUserOrFail(), bouncer, input.filter)
    const { summary, byScore } = await query.detailed(filter)
    return { data: { ...aggregateOf(summary), byScore } }
  }

  /** @summary Elimina una calificación NPS */
  async destroy({ params, bouncer, auth }: HttpContext) {
    const rating = await NpsRating.findOrFail(params.id)
    await orFail(bouncer.with('NpsRatingPolicy').execute('delete', rating))
    await rating.load('store')
    // the rating, its count in the store's summary (NpsRating's afterDelete hook) and the line
    // 'nps.delete' of the log of staff actions together
    await db.transaction(async (trx) => {
      rating.useTransaction(trx)
      await rating.delete()
      await logStaffAction(trx, auth.getUserOrFail(), {
        action: 'nps.delete',
        subject: {
          type: 'nps_rating',
          id: rating.id,
          label: `${rating.score}/10 · ${rating.store?.name ?? `#${rating.storeId}`}`,
        },
        before: {
          score: rating.score,
          comment: rating.comment,
          orderId: rating.orderId,
          storeId: rating.storeId,
        },
        after: null,
      })
    })
    return { message: M.deleted, data: { id: rating.id } }
  }

  /** @summary Consulta si hay una calificación NPS pendiente */
  @inject()
  async pending({ request, auth }: HttpContext, query: NpsRatingsQuery, hide: HideNpsForm) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(npsPendingValidator)
    const [rows, hiddenUntil] = await Promise.all([
      query.pending(user.id, input.order_id),
      hide.hiddenUntil(user),
    ])
    const body = await apiSerializer.serialize(PendingRatingTransformer.transform(rows))
    return {
      data: body.data,
      metadata: { hidden_until: hiddenUntil ? isoOf(hiddenUntil.toJSDate()) : null },
    }
  }

  /** @summary Oculta el formulario NPS por una hora */
  @inject()
  async hide({ auth }: HttpContext, action: HideNpsForm) {
    const until = await action.handle(auth.getUserOrFail())
    return { message: M.hidden, data: { hidden_until: until.toISO() } }
  }

  /**
   * The filter as asked, a store's people defaulting to their own store; whether the user may read
   * it is NpsRatingPolicy.viewStore's (another store 404, a plain buyer 403).
   */
  private async allowedFilter(
    user: User,
    bouncer: HttpContext['bouncer'],
    raw: unknown
  ): Promise<NpsFilter> {
    const filter = parseNpsFilter(raw)
    if (filter.storeId === null) {
      const access = await salesAccess(user)
      if (access?.kind === 'store') filter.storeId = access.storeId
    }
    await orFail(bouncer.with('NpsRatingPolicy').execute('viewStore', filter.storeId))
    return filter
  }
}

/** The aggregate as the spec names it (doc 2 §3 "Rating aggregate") plus the score and band. */
function aggregateOf(summary: import('#quotations/rules/nps_scores').NpsSummary) {
  return {
    totalCount: { total: summary.total },
    totalPromotersRating: summary.promoters,
    totalDetractorsRating: summary.detractors,
    totalPassivesRating: summary.passives,
    nps: summary.nps,
    band: summary.band,
  }
}

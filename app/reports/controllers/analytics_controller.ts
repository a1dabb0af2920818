import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AnalyticsQuery, { analyticsScope } from '#reports/queries/analytics_query'
import AnalyticsRowTransformer from '#reports/transformers/analytics_row_transformer'
import { analyticsListValidator, parseAnalyticsFilter } from '#reports/validators/analytics_filter'
import { ANALYTICS_PAGE_SIZE } from '#reports/rules/analytics_columns'
import { staffStoreOptions } from '#stores/queries/staff_store_options_query'
import { apiSerializer } from '#core/services/api_serializer'
import { orFail } from '#core/policies/decisions'

/**
 * The analytics report (doc 2 §2 "Analytics report", §7):
 * - GET /api/{product}Go/completeAnalytics?filter&page&pageSize → `{ data: [{ key, cells }],
 *   metadata: { count, page, pageSize, countCapped?, staff } }`, 20 a page from 0
 *   (AnalyticsQuery; the filter in validators/analytics_filter.ts). AnalyticsPolicy.view: staff
 *   any store or all; a vendor or adviser their own store (another store's id 404); anybody
 *   else 403. `staff` tells the page which columns it got (rules/analytics_columns.ts).
 * - GET /staff/reportes: the staff page of the report, with the store filter's options
 *   (AnalyticsPolicy.filterByStore: staff only, 403 otherwise).
 */
export default class AnalyticsController {
  /** @summary Consulta la analítica completa de solicitudes */
  @inject()
  async index({ request, bouncer, auth }: HttpContext, query: AnalyticsQuery) {
    const input = await request.validateUsing(analyticsListValidator)
    const filter = parseAnalyticsFilter(input.filter)
    await orFail(bouncer.with('AnalyticsPolicy').execute('view', filter.storeId))
    const scope = await analyticsScope(auth.getUserOrFail(), filter)
    const page = input.page ?? 0
    const pageSize = input.pageSize ?? ANALYTICS_PAGE_SIZE
    const [rows, counted] = await Promise.all([
      query.page(scope, filter, page, pageSize),
      query.count(scope, filter),
    ])
    const body = await apiSerializer.serialize(
      AnalyticsRowTransformer.paginate(
        rows,
        { total: counted.count, page, pageSize, countCapped: counted.capped },
        scope.staff
      )
    )
    return { ...body, metadata: { ...body.metadata, staff: scope.staff } }
  }

  async staffPage({ inertia, bouncer }: HttpContext) {
    await bouncer.with('AnalyticsPolicy').authorize('filterByStore')
    return inertia.render('reports/staff_analytics', { stores: await staffStoreOptions() })
  }
}

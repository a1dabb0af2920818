import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { apiSerializer } from '#core/services/api_serializer'
import { BusinessError } from '#core/errors'
import SalesOpportunitiesQuery, {
  type SalesConditions,
} from '#quotations/queries/sales_opportunities_query'
import SalesOpportunityTransformer from '#quotations/transformers/sales_opportunity_transformer'
import { salesQuoteTargetOf } from '#quotations/policies/sales_opportunity_target'
import {
  parseSalesFilter,
  salesOpportunitiesValidator,
} from '#quotations/validators/sales_opportunities'
import {
  SALES_COUNT_CAP,
  SALES_INDICATORS_TTL_SECONDS,
  SALES_OPPORTUNITIES as M,
  SALES_PAGE_SIZE,
} from '#quotations/rules/sales_opportunities'

/**
 * The public sales opportunities (doc 2 §2 "Sales opportunities page (public)", §7), of the
 * host's country, for anybody, signed in or not:
 * - GET /{product}Go/quotationRequest/oportunidadesDeVenta (`salesOportunities`): the page,
 *   rendered with its first page, indicators and where 'Cotizar' leads as props;
 * - GET /api/{product}Go/QuotationRequest/getSalesOpportunities?filter&page&pageSize →
 *   `{ data, metadata: { count, page, pageSize, countCapped? } }` (page from 1);
 * - GET /api/{product}Go/QuotationRequest/getIndicatorsSalesOpportunities →
 *   `{ data: { brands, citys }, metadata: { generatedAt, maxAgeSeconds } }`;
 * - GET /api/{product}Go/QuotationRequest/countSalesOpportunities →
 *   `{ data: { requests, details }, metadata: { generatedAt, maxAgeSeconds } }` (the
 *   store-side counters with a store id stay GET …/{storeId}/countSalesOpportunities).
 * Only open marketplace requests (queries/sales_opportunities_query.ts); nothing of the buyer.
 */
export default class SalesOpportunitiesController {
  @inject()
  async show(ctx: HttpContext, query: SalesOpportunitiesQuery) {
    const { country, inertia, auth } = ctx
    const [opportunities, indicators, quoteTarget] = await Promise.all([
      this.page(query, country.code, {}, 1, SALES_PAGE_SIZE),
      query.indicators(country.code),
      salesQuoteTargetOf(auth.user as User | undefined),
    ])
    const counters = await query.counters(country.code)
    const today = new Intl.DateTimeFormat(country.locale, {
      timeZone: country.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date())
    return inertia.render('quotations/sales_opportunities', {
      opportunities,
      indicators,
      today,
      quoteTarget,
      description: M.description(counters.requests, country.name),
    })
  }

  /** @summary Lista las oportunidades de venta */
  @inject()
  async index({ request, country }: HttpContext, query: SalesOpportunitiesQuery) {
    const input = await request.validateUsing(salesOpportunitiesValidator)
    const conditions = parseSalesFilter(input.filter)
    const page = input.page ?? 1
    const pageSize = input.pageSize ?? SALES_PAGE_SIZE
    return this.page(query, country.code, conditions, page, pageSize)
  }

  /** @summary Consulta los indicadores de las oportunidades de venta */
  @inject()
  async indicators({ country }: HttpContext, query: SalesOpportunitiesQuery) {
    const { generatedAt, ...data } = await query.indicators(country.code)
    return { data, metadata: { generatedAt, maxAgeSeconds: SALES_INDICATORS_TTL_SECONDS } }
  }

  /** @summary Cuenta las oportunidades de venta */
  @inject()
  async count({ country }: HttpContext, query: SalesOpportunitiesQuery) {
    const { generatedAt, ...data } = await query.counters(country.code)
    return { data, metadata: { generatedAt, maxAgeSeconds: SALES_INDICATORS_TTL_SECONDS } }
  }

  /** One page of the list; a page past the newest SALES_COUNT_CAP requests is a 422. */
  private async page(
    query: SalesOpportunitiesQuery,
    countryCode: string,
    conditions: SalesConditions,
    page: number,
    pageSize: number
  ) {
    if ((page - 1) * pageSize >= SALES_COUNT_CAP) {
      throw new BusinessError(M.tooDeep(SALES_COUNT_CAP), 422, {}, 'page')
    }
    const result = await query.list(countryCode, conditions, page, pageSize)
    return apiSerializer.serialize(
      SalesOpportunityTransformer.paginate(result.rows, {
        total: result.count,
        page,
        pageSize,
        countCapped: result.countCapped,
      })
    )
  }
}

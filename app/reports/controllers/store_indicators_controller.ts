import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { orFail } from '#core/policies/decisions'
import { BusinessError } from '#core/errors'
import { actingStore } from '#stores/policies/acting_store'
import StoreIndicatorsQuery from '#reports/queries/store_indicators_query'
import { indicatorQueryValidator, parseIndicatorFilter } from '#reports/validators/indicator_filter'
import { INDICATOR_MESSAGES as M } from '#reports/rules/indicator_messages'

/**
 * A store's indicators of 'Mis indicadores' (doc 2 §2, §3, §7), each for the store `{id}`
 * (`{storeId}`) over the last 30 days, authorised by StoreIndicatorsPolicy:
 * - GET /api/{product}Go/quotation/{id}/getEfficiencyIndicators → `{ data: {…} }`;
 * - GET /api/{product}Go/vendorIgnoresQuotationRequest/{id}/getDiscardIndicators → `{ data: [] }`;
 * - GET /api/{product}Go/buyerIgnoresQuotation/{storeId}/getDiscardIndicatorsBuyer → `{ data: [] }`;
 * - GET /api/{product}Go/AnalyticsQuotationRequestResponse?filter={"store_id":n} →
 *   `{ data: [{…}] }` (doc 2 §7: "result in data[0]"; a vendor's own store without filter).
 * The opportunity counters stay GET …/QuotationRequest/{storeId}/countSalesOpportunities.
 */
export default class StoreIndicatorsController {
  /** The store of the route parameter `param`, once the policy allowed `ability` on it. */
  private async store(
    ctx: HttpContext,
    indicators: StoreIndicatorsQuery,
    ability: 'viewEfficiency' | 'viewDiscards' | 'viewResponse',
    storeId: number
  ) {
    const store = await indicators.store(storeId)
    await orFail(ctx.bouncer.with('StoreIndicatorsPolicy').execute(ability, store))
    return store
  }

  /** @summary Consulta los indicadores de eficiencia de la tienda */
  @inject()
  async efficiency(ctx: HttpContext, indicators: StoreIndicatorsQuery) {
    const store = await this.store(ctx, indicators, 'viewEfficiency', Number(ctx.params.id))
    return { data: await indicators.efficiency(store) }
  }

  /** @summary Consulta los indicadores de descartes de la tienda */
  @inject()
  async discards(ctx: HttpContext, indicators: StoreIndicatorsQuery) {
    const store = await this.store(ctx, indicators, 'viewDiscards', Number(ctx.params.id))
    return { data: await indicators.discards(store) }
  }

  /** @summary Consulta los indicadores de descartes de los compradores */
  @inject()
  async buyerDiscards(ctx: HttpContext, indicators: StoreIndicatorsQuery) {
    const store = await this.store(ctx, indicators, 'viewDiscards', Number(ctx.params.storeId))
    return { data: await indicators.buyerDiscards(store) }
  }

  /** @summary Consulta los indicadores de respuesta a solicitudes */
  @inject()
  async response(ctx: HttpContext, indicators: StoreIndicatorsQuery) {
    const { filter } = await ctx.request.validateUsing(indicatorQueryValidator)
    const asked = parseIndicatorFilter(filter).storeId
    const storeId = asked ?? (await actingStore(ctx.auth.getUserOrFail()))?.store.id
    if (!storeId) throw new BusinessError(M.storeRequired, 422, {}, 'filter')
    const store = await this.store(ctx, indicators, 'viewResponse', storeId)
    return { data: [await indicators.response(store)] }
  }
}

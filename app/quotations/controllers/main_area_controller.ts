import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import { CLOSE_REASONS } from '#quotations/models/quotation_request'
import { DEFAULT_PAGE_SIZE } from '#quotations/validators/buyer_requests'

/**
 * The tabs of the main area (doc 2 §2) that exist so far, in their order: Solicitadas (the
 * buyer's request list). Pendientes, Cotizadas, Descartadas and Reportes come later, shown only
 * to a vendor with module administration, a module manager or a store adviser (doc 2 §6).
 */
export const MAIN_AREA_TABS = ['solicitadas'] as const
export type MainAreaTab = (typeof MAIN_AREA_TABS)[number]

/**
 * /{product}Go/page/index and /{product}Go/page/index/{tab} (names `index` and `indexParams`):
 * the main area page. A tab that does not exist (yet) sends to the first one. The list itself
 * is loaded by the page from GET /api/{product}Go/QuotationRequest.
 */
export default class MainAreaController {
  async show({ params, inertia, response, bouncer }: HttpContext) {
    const tab = (params.tab ?? MAIN_AREA_TABS[0]) as MainAreaTab
    if (!MAIN_AREA_TABS.includes(tab)) {
      return response.redirect(urlWithPrefix(`/${productConfig.goPath}/page/index`))
    }
    return inertia.render('quotations/index', {
      tab,
      tabs: [...MAIN_AREA_TABS],
      isStaff: await bouncer.with('QuotationRequestPolicy').allows('viewAll'),
      pageSize: DEFAULT_PAGE_SIZE,
      closeReasons: Object.entries(CLOSE_REASONS).map(([value, label]) => ({ value, label })),
    })
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import Store from '#stores/models/store'
import type User from '#users/models/user'
import VendorContextQuery, { type VendorContext } from '#stores/queries/vendor_context_query'
import { CLOSE_REASONS } from '#quotations/models/quotation_request'
import {
  RESPONSE_TIME_EXCEEDED_REASON,
  VENDOR_IGNORE_REASONS,
} from '#quotations/models/vendor_ignore'
import { DEFAULT_PAGE_SIZE } from '#quotations/validators/buyer_requests'
import { PROCESS_OBSERVATION_LIMIT } from '#quotations/rules/discard_reasons'
import { NEW_REQUEST_MINUTES } from '#quotations/rules/new_request'
import { VENDOR_MESSAGES } from '#quotations/rules/vendor_messages'

/**
 * The tabs of the main area (doc 2 §2), in their order. Solicitadas (the buyer's request list)
 * is everybody's; the seller tabs Pendientes, Cotizadas and Descartadas show only to a vendor
 * with module administration (a store with the GO module), a module manager or a store adviser;
 * Reportes also needs a store of one's own or an adviser store (doc 2 §6).
 */
export const MAIN_AREA_TABS = [
  'solicitadas',
  'pendientes',
  'cotizadas',
  'descartadas',
  'reportes',
] as const
export type MainAreaTab = (typeof MAIN_AREA_TABS)[number]
const SELLER_TABS: MainAreaTab[] = ['pendientes', 'cotizadas', 'descartadas']

/**
 * Other names that lead to a tab: the request detail page's back button goes to
 * /{product}Go/page/index/quotationRequest (doc 3 §2.1), which is Pendientes.
 */
const TAB_ALIASES: Record<string, MainAreaTab> = { quotationRequest: 'pendientes' }

/** Stores a staff member may pick on the seller tabs (autocomplete size, doc 1 §9). */
const STAFF_STORE_LIMIT = 200

/** Which tabs this user gets (doc 2 §6). */
export function tabsFor(user: User, context: VendorContext | null): MainAreaTab[] {
  const moduleManager = user.manageGoModule
  const staff = user.isAdmin || user.manageGoModule
  const moduleVendor = context !== null && context.adviser === null && context.canQuote
  const adviser = context?.adviser !== null && context?.adviser !== undefined
  const tabs: MainAreaTab[] = ['solicitadas']
  if (moduleManager || moduleVendor || adviser) {
    tabs.push(...SELLER_TABS)
    // Reportes: the user's own store or adviser store; staff read stores' lists read-only and
    // get the analytics report with the reports issue.
    if (context !== null && !staff) tabs.push('reportes')
  }
  return tabs
}

/**
 * /{product}Go/page/index and /{product}Go/page/index/{tab} (names `index` and `indexParams`):
 * the main area page. A tab that does not exist, or that this user does not get, sends to the
 * first one. The lists are loaded by the page from the JSON API.
 */
export default class MainAreaController {
  @inject()
  async show(
    { params, inertia, response, bouncer, auth }: HttpContext,
    vendors: VendorContextQuery
  ) {
    const mainArea = urlWithPrefix(`/${productConfig.goPath}/page/index`)
    const alias = params.tab ? TAB_ALIASES[params.tab] : undefined
    if (alias) return response.redirect(`${mainArea}/${alias}`)

    const user = auth.getUserOrFail()
    const context = await vendors.handle(user)
    const tabs = tabsFor(user, context)
    const tab = (params.tab ?? MAIN_AREA_TABS[0]) as MainAreaTab
    if (!tabs.includes(tab)) return response.redirect(mainArea)

    const isStaff = await bouncer.with('QuotationRequestPolicy').allows('viewAll')
    const sellerStaff = user.isAdmin || user.manageGoModule
    return inertia.render('quotations/index', {
      tab,
      tabs,
      isStaff,
      pageSize: DEFAULT_PAGE_SIZE,
      closeReasons: Object.entries(CLOSE_REASONS).map(([value, label]) => ({ value, label })),
      seller: tabs.includes('pendientes')
        ? {
            /** Staff read any store's lists read-only, without counters or indicators. */
            readOnly: sellerStaff,
            storeId: sellerStaff ? null : (context?.store.id ?? null),
            storeName: sellerStaff ? null : (context?.store.name ?? null),
            adviserId: sellerStaff ? null : (context?.adviser?.id ?? null),
            canQuote: !sellerStaff && Boolean(context?.canQuote),
            inactiveNotice:
              !sellerStaff && !context?.canQuote ? VENDOR_MESSAGES.moduleInactive : null,
            stores: sellerStaff ? await this.staffStores() : [],
            discardReasons: Object.entries(VENDOR_IGNORE_REASONS).map(([value, label]) => ({
              value,
              label,
            })),
            unavailableReason: RESPONSE_TIME_EXCEEDED_REASON,
            observationMax: PROCESS_OBSERVATION_LIMIT,
            newRequestMinutes: NEW_REQUEST_MINUTES,
          }
        : null,
    })
  }

  private async staffStores() {
    const stores = await Store.query()
      .where('go_module_active', true)
      .where('is_active', true)
      .orderBy('name', 'asc')
      .limit(STAFF_STORE_LIMIT)
      .select('id', 'name')
    return stores.map((store) => ({ value: String(store.id), label: store.name }))
  }
}

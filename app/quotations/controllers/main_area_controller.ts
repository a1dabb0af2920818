import type { HttpContext } from '@adonisjs/core/http'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import { actingStore } from '#stores/policies/acting_store'
import { staffStoreOptions } from '#stores/queries/staff_store_options_query'
import type User from '#users/models/user'
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
 * is everybody's; SellerAreaPolicy says who gets the seller tabs (Pendientes, Cotizadas,
 * Descartadas: viewSellerTabs) and Reportes (viewReports), in the words of doc 2 §6.
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

/** Which tabs this user gets (doc 2 §6), as the policy says. */
async function tabsFor(bouncer: HttpContext['bouncer']): Promise<MainAreaTab[]> {
  const seller = bouncer.with('SellerAreaPolicy')
  const tabs: MainAreaTab[] = ['solicitadas']
  if (await seller.allows('viewSellerTabs')) {
    tabs.push(...SELLER_TABS)
    if (await seller.allows('viewReports')) tabs.push('reportes')
  }
  return tabs
}

/** The close reasons of Solicitadas' close dialog (the page's CloseReasonOption is its type). */
export function closeReasonOptions() {
  return Object.entries(CLOSE_REASONS).map(([value, label]) => ({ value, label }))
}

/**
 * /{product}Go/page/index and /{product}Go/page/index/{tab} (names `index` and `indexParams`):
 * the main area page. A tab that does not exist, or that this user does not get, sends to the
 * first one. The lists are loaded by the page from the JSON API.
 */
export default class MainAreaController {
  async show({ params, inertia, response, bouncer, auth }: HttpContext) {
    const mainArea = urlWithPrefix(`/${productConfig.goPath}/page/index`)
    const alias = params.tab ? TAB_ALIASES[params.tab] : undefined
    if (alias) return response.redirect(`${mainArea}/${alias}`)

    const tabs = await tabsFor(bouncer)
    const tab = (params.tab ?? MAIN_AREA_TABS[0]) as MainAreaTab
    if (!tabs.includes(tab)) return response.redirect(mainArea)

    const isStaff = await bouncer.with('QuotationRequestPolicy').allows('viewAll')
    return inertia.render('quotations/index', {
      tab,
      tabs,
      isStaff,
      pageSize: DEFAULT_PAGE_SIZE,
      closeReasons: closeReasonOptions(),
      seller: tabs.includes('pendientes') ? await this.seller(bouncer, auth.getUserOrFail()) : null,
    })
  }

  /**
   * The settings of the seller tabs. Staff (actAsAdmin) read any store's lists read-only,
   * without counters or indicators; `can` says what this user may do there (SellerAreaPolicy,
   * SellerPolicy), so the page decides nothing by itself. Not private: the page's SellerSettings
   * is its return type (inertia/components/quotations/vendor/types.ts).
   */
  async seller(bouncer: HttpContext['bouncer'], user: User) {
    const readOnly = await bouncer.allows('actAsAdmin')
    const canQuote = await bouncer.with('SellerPolicy').allows('actAsVendor')
    const area = bouncer.with('SellerAreaPolicy')
    const context = readOnly ? null : await actingStore(user)
    return {
      readOnly,
      storeId: context?.store.id ?? null,
      storeName: context?.store.name ?? null,
      adviserId: context?.adviser?.id ?? null,
      canQuote,
      inactiveNotice: !readOnly && !canQuote ? VENDOR_MESSAGES.moduleInactive : null,
      stores: readOnly ? await staffStoreOptions() : [],
      can: {
        /** The live push of new requests and the opportunity counters (Pendientes). */
        viewOpportunityCounters: await area.allows('viewOpportunityCounters'),
        /** 'Mis indicadores' and Reportes' figures. */
        viewIndicators: await area.allows('viewIndicators'),
        /** Discard and 'Marcar en proceso' on the lists. */
        triage: await area.allows('triage'),
      },
      discardReasons: Object.entries(VENDOR_IGNORE_REASONS).map(([value, label]) => ({
        value,
        label,
      })),
      unavailableReason: RESPONSE_TIME_EXCEEDED_REASON,
      observationMax: PROCESS_OBSERVATION_LIMIT,
      newRequestMinutes: NEW_REQUEST_MINUTES,
    }
  }
}

import { useState } from 'react'
import { urlFor } from '~/lib/routes'
import type { SellerSettings } from './types'

/*
 * What every seller tab shares: the list scopes, the API addresses, the store being looked at.
 * The toolbar pieces (toolbar.tsx) and the paged list (use_paged_list.ts) are re-exported for
 * the tabs that read them from here.
 */
export {
  ListSearch,
  useListSearch,
  IndicatorsButton,
  LoadError,
  ReadOnlyNotice,
  StorePicker,
  Toolbar,
} from './toolbar'
export { usePagedList } from './use_paged_list'

/** The six vendor scopes: Pendientes (doc 2 §7). */
export const PENDING_SCOPES = JSON.stringify([
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
])

/** Cards are the only view at 769 px or narrower (doc 2 §2, §9). */
export const NARROW = '(max-width: 769px)'

export interface SellerTabProps {
  seller: SellerSettings
  pageSize: number
}

/** The query of a list call as the route helper takes it. */
const qs = (query: URLSearchParams) => ({ qs: Object.fromEntries(query) })

/** The addresses of the seller side, from the named routes (prefix and product slug included). */
export function useSellerApi() {
  return {
    requests: (query: URLSearchParams) => urlFor('api.buyerRequests.index', {}, qs(query)),
    opportunities: (storeId: number) => urlFor('api.vendor.countSalesOpportunities', { storeId }),
    discards: (query: URLSearchParams) => urlFor('api.vendor.discards', {}, qs(query)),
    quotations: (query: URLSearchParams) => urlFor('api.vendor.quotations', {}, qs(query)),
    requestPage: (id: number) => urlFor('QuotationRequestDetailPage', { id }),
  }
}

/**
 * The store whose lists are shown: the vendor's own, or for staff the one chosen in the picker
 * (kept in `?storeId=` so that it survives changing tabs; empty = every store).
 */
export function useStoreChoice(seller: SellerSettings) {
  const [chosen, setChosen] = useState<string | null>(() => {
    if (!seller.readOnly || typeof window === 'undefined') return null
    const value = new URLSearchParams(window.location.search).get('storeId')
    return value && seller.stores.some((store) => store.value === value) ? value : null
  })
  const choose = (value: string | null) => {
    setChosen(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set('storeId', value)
    else url.searchParams.delete('storeId')
    window.history.replaceState(window.history.state, '', url)
  }
  const storeId = seller.readOnly ? (chosen ? Number(chosen) : null) : seller.storeId
  return { storeId, chosen, choose }
}

/** Adds `storeId` for staff who chose a store (a vendor's own store is implied by the server). */
export function withStore(query: URLSearchParams, seller: SellerSettings, storeId: number | null) {
  if (seller.readOnly && storeId) query.set('storeId', String(storeId))
  return query
}

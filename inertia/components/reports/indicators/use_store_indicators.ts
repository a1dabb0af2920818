import { useEffect, useState } from 'react'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { StoreIndicators } from './types'

/** doc 2 §9: "Debounce 200 ms for the indicators". */
export const INDICATORS_DEBOUNCE_MS = 200

/**
 * Reads a store's indicators (doc 2 §7: getEfficiencyIndicators, getDiscardIndicators,
 * getDiscardIndicatorsBuyer, AnalyticsQuotationRequestResponse and, when the viewer may see them,
 * countSalesOpportunities) in parallel, 200 ms after the store or `enabled` last changed; a
 * change within those 200 ms sends nothing. The first failed call's Spanish message is the error.
 */
export function useStoreIndicators(
  storeId: number | null,
  { enabled, counters }: { enabled: boolean; counters: boolean }
) {
  const [state, setState] = useState<{ data: StoreIndicators | null; error: string | null }>({
    data: null,
    error: null,
  })
  useEffect(() => {
    if (!enabled || !storeId) return
    let current = true
    const timer = setTimeout(() => {
      const filter = JSON.stringify({ store_id: storeId })
      void Promise.all([
        api('GET', urlFor('api.indicators.efficiency', { id: storeId })),
        api('GET', urlFor('api.indicators.discards', { id: storeId })),
        api('GET', urlFor('api.indicators.buyerDiscards', { storeId })),
        api('GET', urlFor('api.indicators.response', {}, { qs: { filter } })),
        counters
          ? api('GET', urlFor('api.vendor.countSalesOpportunities', { storeId }))
          : Promise.resolve(null),
      ]).then(([efficiency, discards, buyerDiscards, response, opportunities]) => {
        if (!current) return
        const failed = [efficiency, discards, buyerDiscards, response, opportunities].find(
          (answer) => answer && !answer.ok
        )
        if (failed) {
          setState({ data: null, error: errorMessage(failed) })
          return
        }
        setState({
          data: {
            efficiency: efficiency.body.data,
            discards: discards.body.data,
            buyerDiscards: buyerDiscards.body.data,
            response: response.body.data[0],
            opportunities: opportunities ? opportunities.body.data : null,
          },
          error: null,
        })
      })
    }, INDICATORS_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [storeId, enabled, counters])
  return state
}

import { useEffect, useState } from 'react'
import type { ServiceCosts } from '@rules/quotations/rules/pricing'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { ServiceCostsAnswer, VendorQuotation } from './types'

/**
 * The service costs the commission is computed with (doc 3 §3 "Service costs", §9): a saved
 * quotation's own (copied when it was sent), or, for a new one, the store's plan as GET
 * /api/{product}Go/Quotation/{requestId}/serviceCosts answers it. Null while loading or when
 * they cannot be read (the totals then show no commission).
 */
export function useServiceCosts(
  requestId: number,
  quotation: Pick<VendorQuotation, 'service_cost' | 'service_cost_percent'> | null
): ServiceCosts | null {
  const own =
    quotation && quotation.service_cost !== null && quotation.service_cost_percent !== null
      ? { serviceCost: quotation.service_cost, serviceCostPercent: quotation.service_cost_percent }
      : null
  const [loaded, setLoaded] = useState<ServiceCosts | null>(null)

  useEffect(() => {
    if (quotation) return
    let current = true
    void api<{ data: ServiceCostsAnswer }>(
      'GET',
      urlFor('api.quotations.serviceCosts', { id: requestId })
    ).then((response) => {
      if (current && response.ok) {
        setLoaded({
          serviceCost: response.body.data.serviceCost,
          serviceCostPercent: response.body.data.serviceCostPercent,
        })
      }
    })
    return () => {
      current = false
    }
  }, [requestId, quotation])

  return own ?? loaded
}

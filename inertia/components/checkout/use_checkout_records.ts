import { useCallback, useEffect, useRef, useState } from 'react'
import type { Data } from '@generated/data'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'

export type CheckoutRecords = Data.Orders.CheckoutRecords

const fetchRecords = () =>
  api<{ data: CheckoutRecords }>('GET', urlFor('api.checkoutRecords.show')).then((response) =>
    response.ok ? (response.body.data as CheckoutRecords) : null
  )

/**
 * The signed-in buyer's main record (id 0), delivery addresses and billing records
 * (GET /api/users/checkoutRecords), loaded on mount. `reload()` fetches them again and answers
 * the new data (null on failure), so a step can select a record it has just saved.
 */
export function useCheckoutRecords() {
  const [records, setRecords] = useState<CheckoutRecords | null>(null)
  const [failed, setFailed] = useState(false)
  const mounted = useRef(true)

  const apply = useCallback((data: CheckoutRecords | null) => {
    if (!mounted.current) return null
    if (data) setRecords(data)
    setFailed(data === null)
    return data
  }, [])

  const reload = useCallback(async () => {
    setFailed(false)
    return apply(await fetchRecords())
  }, [apply])

  useEffect(() => {
    mounted.current = true
    void fetchRecords().then(apply)
    return () => {
      mounted.current = false
    }
  }, [apply])

  return { records, loading: records === null && !failed, failed, reload }
}

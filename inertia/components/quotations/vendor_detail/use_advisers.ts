import { useEffect, useState } from 'react'
import { adviserRequired } from '@rules/quotations/rules/discard_adviser'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import type { Adviser, StoreAdvisers } from '~/components/quotations/vendor/types'

export interface AdvisersState {
  loaded: boolean
  advisers: Adviser[]
  /** SellerAreaPolicy.pickSeller, decided by the server (doc 1 §6). */
  canPick: boolean
  /** The user's own adviser record when they advise the store (the picker shows only them). */
  storeByAdviser: number | null
  /** Two or more advisers and the user is not one of them: 'Selecciona un vendedor'. */
  required: boolean
  /** The seller chosen without asking: the user's own record, or the store's only adviser. */
  preset: number | null
}

const EMPTY: AdvisersState = {
  loaded: false,
  advisers: [],
  canPick: false,
  storeByAdviser: null,
  required: false,
  preset: null,
}

/**
 * The store's sellers for the quotation's seller selector (GET /api/store/adviser?limit=200),
 * with the rules of rules/discard_adviser.ts the server applies to the quotation's adviser_id.
 * Only for a vendor (`enabled`); staff never quote.
 */
export function useAdvisers(enabled: boolean): AdvisersState {
  const [state, setState] = useState<AdvisersState>(EMPTY)
  useEffect(() => {
    if (!enabled) return
    let current = true
    const url = urlFor('api.store.advisers', {}, { qs: { limit: 200 } })
    void api<StoreAdvisers>('GET', url).then((response) => {
      if (!current) return
      if (!response.ok) return setState({ ...EMPTY, loaded: true })
      const advisers: Adviser[] = response.body.data
      const own = response.body.metadata.storeByAdviser ?? null
      const ids = advisers.map((adviser: Adviser) => adviser.id)
      setState({
        loaded: true,
        advisers,
        canPick: Boolean(response.body.metadata.canPick),
        storeByAdviser: own,
        required: adviserRequired(ids, own),
        preset: own ?? (ids.length === 1 ? ids[0] : null),
      })
    })
    return () => {
      current = false
    }
  }, [enabled])
  return state
}

import { useCallback, useState } from 'react'
import type {
  StoreTokenCallView,
  StoreTokenView,
} from '@rules/integrations/rules/store_token_rules'
import { useApiGet } from '~/lib/use_api_get'
import { urlFor } from '~/lib/routes'

export type { StoreTokenCallView, StoreTokenView }

export const CALLS_PAGE_SIZE = 20

/** The store's tokens (api.store.integrationTokens.index); `reload()` after a change. */
export function useIntegrationTokens(storeId: number) {
  const [version, setVersion] = useState(0)
  const { body, state } = useApiGet<{ data: StoreTokenView[] }>(
    urlFor('api.store.integrationTokens.index', { id: storeId }),
    version
  )
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { tokens: body?.data ?? [], state, reload }
}

/** One page of the call log (api.store.integrationTokens.calls), optionally one token's. */
export function useTokenCalls(
  storeId: number,
  page: number,
  tokenId: number | null,
  version: number
) {
  const qs: Record<string, number> = { page, pageSize: CALLS_PAGE_SIZE }
  if (tokenId !== null) qs.tokenId = tokenId
  const { body, state } = useApiGet<{ data: StoreTokenCallView[]; metadata: { count: number } }>(
    urlFor('api.store.integrationTokens.calls', { id: storeId }, { qs }),
    version
  )
  return { rows: body?.data ?? [], count: body?.metadata.count ?? 0, state }
}

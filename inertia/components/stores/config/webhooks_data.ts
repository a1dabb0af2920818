import { useCallback, useState } from 'react'
import type {
  DeliveryStatus,
  WebhookDeliveryView,
  WebhookView,
} from '@rules/integrations/rules/webhook_rules'
import { useApiGet } from '~/lib/use_api_get'
import { urlFor } from '~/lib/routes'

export type { WebhookDeliveryView, WebhookView }

export const DELIVERIES_PAGE_SIZE = 20

/** The store's webhooks (api.store.webhooks.index), fetched on mount; `reload()` after a change. */
export function useWebhooks(storeId: number) {
  const [version, setVersion] = useState(0)
  const { body, state } = useApiGet<{ data: WebhookView[] }>(
    urlFor('api.store.webhooks.index', { id: storeId }),
    version
  )
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { webhooks: body?.data ?? [], state, reload, version }
}

/** One page of the 'Registro de entregas' (api.store.webhooks.deliveries), maybe one status. */
export function useWebhookDeliveries(
  storeId: number,
  page: number,
  status: DeliveryStatus | null,
  version: number
) {
  const qs: Record<string, string | number> = { page, pageSize: DELIVERIES_PAGE_SIZE }
  if (status) qs.status = status
  const { body, state } = useApiGet<{ data: WebhookDeliveryView[]; metadata: { count: number } }>(
    urlFor('api.store.webhooks.deliveries', { id: storeId }, { qs }),
    version
  )
  return { rows: body?.data ?? [], count: body?.metadata.count ?? 0, state }
}

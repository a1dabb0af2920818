import { randomUUID } from 'node:crypto'
import { BusinessError } from '#core/errors'
import { WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'
import { fanOut } from '#integrations/services/webhook_dispatcher'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'

/**
 * 'Enviar prueba': a signed sample of the endpoint's first event (`data.test: true`, an event id
 * of its own, `evt_test_…`) logged and retried like any delivery. A paused endpoint: 409.
 */
export default class SendWebhookTest {
  async handle(endpoint: WebhookEndpointRow) {
    if (endpoint.status === 'paused') throw new BusinessError(M.resendPaused, 409)
    const type = (endpoint.events[0] ?? 'request.created') as any
    return fanOut({
      storeIds: [endpoint.storeId],
      type,
      eventId: `evt_test_${randomUUID().replaceAll('-', '')}`,
      data: { test: true, message: 'Evento de prueba de Repuestos' },
      onlyEndpointId: endpoint.id,
    })
  }
}

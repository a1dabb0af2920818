import { BusinessError } from '#core/errors'
import { WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'
import { resendDelivery } from '#integrations/services/webhook_dispatcher'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'

/**
 * 'Reenviar': one delivery of the log sent again — the same event id and body, a new timestamp
 * and signature — as one more attempt, in the background. A paused endpoint's deliveries wait
 * for 'Reactivar' (409).
 */
export default class ResendWebhookDelivery {
  async handle(endpoint: WebhookEndpointRow, deliveryId: number) {
    if (endpoint.status === 'paused') throw new BusinessError(M.resendPaused, 409)
    await resendDelivery(deliveryId)
  }
}

import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import { WEBHOOK_MESSAGES as M } from '#integrations/rules/webhook_rules'
import { relayEndpointSoon, sqlTime } from '#integrations/services/webhook_dispatcher'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'
import WebhookEndpointsQuery from '#integrations/queries/webhook_endpoints_query'

/**
 * 'Reactivar' a paused endpoint: active again with no failures counted, and what waited (its
 * pending deliveries) due now and sent in the background. 409 when it is not paused.
 */
export default class ResumeWebhookEndpoint {
  async handle(endpoint: WebhookEndpointRow) {
    if (endpoint.status !== 'paused') throw new BusinessError(M.notPaused, 409)
    await db.transaction(async (trx) => {
      await trx.from('webhook_endpoints').where('id', endpoint.id).update({
        status: 'active',
        consecutive_failures: 0,
        paused_at: null,
        updated_at: sqlTime(),
      })
      await trx
        .from('webhook_deliveries')
        .where('endpoint_id', endpoint.id)
        .where('status', 'pending')
        .update({ next_attempt_at: sqlTime() })
    })
    relayEndpointSoon(endpoint.id)
    return (await new WebhookEndpointsQuery().find(endpoint.storeId, endpoint.id))!
  }
}

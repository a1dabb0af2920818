import db from '@adonisjs/lucid/services/db'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'

/** Deletes an endpoint and its delivery log (nothing more is sent to it). */
export default class DeleteWebhookEndpoint {
  async handle(endpoint: WebhookEndpointRow) {
    await db.transaction(async (trx) => {
      await trx.from('webhook_deliveries').where('endpoint_id', endpoint.id).delete()
      await trx.from('webhook_endpoints').where('id', endpoint.id).delete()
    })
  }
}

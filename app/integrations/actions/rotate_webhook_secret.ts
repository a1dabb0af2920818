import db from '@adonisjs/lucid/services/db'
import { newWebhookSecret, sealSecret, sqlTime } from '#integrations/services/webhook_dispatcher'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'

/**
 * 'Rotar secreto': a new secret replaces the old one at once (every attempt from now on, retries
 * of older deliveries too, is signed with it); answered this once.
 */
export default class RotateWebhookSecret {
  async handle(endpoint: WebhookEndpointRow) {
    const secret = newWebhookSecret()
    await db
      .from('webhook_endpoints')
      .where('id', endpoint.id)
      .update({ secret: sealSecret(secret), updated_at: sqlTime() })
    return { ...endpoint, secret }
  }
}

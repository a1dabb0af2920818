import db from '@adonisjs/lucid/services/db'
import type Store from '#stores/models/store'
import type User from '#users/models/user'
import { BusinessError } from '#core/errors'
import {
  normalizeEvents,
  WEBHOOK_ENDPOINTS_CAP,
  WEBHOOK_MESSAGES as M,
} from '#integrations/rules/webhook_rules'
import { newWebhookSecret, sealSecret, sqlTime } from '#integrations/services/webhook_dispatcher'
import WebhookEndpointsQuery from '#integrations/queries/webhook_endpoints_query'
import { checkedWebhookUrl } from '#integrations/actions/check_webhook_url'

/**
 * 'Agregar webhook': a store's new endpoint (active), at most 5 per store (409 beyond), its URL
 * checked (422), with a new secret kept encrypted; answers the endpoint with the secret, the
 * only time it is shown. The cap is checked inside the transaction that inserts.
 */
export default class CreateWebhookEndpoint {
  async handle(store: Store, user: User, input: { url: string; events: string[] }) {
    const url = await checkedWebhookUrl(input.url)
    const secret = newWebhookSecret()
    const id = await db.transaction(async (trx) => {
      const [counted] = await trx
        .from('webhook_endpoints')
        .where('store_id', store.id)
        .count('* as total')
      if (Number(counted.total) >= WEBHOOK_ENDPOINTS_CAP) throw new BusinessError(M.cap, 409)
      const [inserted] = await trx
        .insertQuery()
        .table('webhook_endpoints')
        .insert({
          store_id: store.id,
          url,
          events: JSON.stringify(normalizeEvents(input.events)),
          secret: sealSecret(secret),
          status: 'active',
          consecutive_failures: 0,
          created_by: user.id,
          created_at: sqlTime(),
          updated_at: sqlTime(),
        })
      return Number(inserted)
    })
    const endpoint = (await new WebhookEndpointsQuery().find(store.id, id))!
    return { ...endpoint, secret }
  }
}

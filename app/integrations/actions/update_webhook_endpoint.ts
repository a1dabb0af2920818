import db from '@adonisjs/lucid/services/db'
import { normalizeEvents } from '#integrations/rules/webhook_rules'
import { sqlTime } from '#integrations/services/webhook_dispatcher'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'
import WebhookEndpointsQuery from '#integrations/queries/webhook_endpoints_query'
import { checkedWebhookUrl } from '#integrations/actions/check_webhook_url'

/** Edits an endpoint's URL (checked again) and/or events; its secret and state stay. */
export default class UpdateWebhookEndpoint {
  async handle(endpoint: WebhookEndpointRow, input: { url?: string; events?: string[] }) {
    const changes: Record<string, unknown> = { updated_at: sqlTime() }
    if (input.url !== undefined) changes.url = await checkedWebhookUrl(input.url)
    if (input.events !== undefined) changes.events = JSON.stringify(normalizeEvents(input.events))
    await db.from('webhook_endpoints').where('id', endpoint.id).update(changes)
    return (await new WebhookEndpointsQuery().find(endpoint.storeId, endpoint.id))!
  }
}

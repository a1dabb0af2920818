import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WebhookEndpointRow } from '#integrations/queries/webhook_endpoints_query'
import type { WebhookDeliveryRow } from '#integrations/queries/webhook_deliveries_query'

/** A webhook endpoint of the Integraciones section: URL, events, state, failures in a row. */
export class WebhookEndpointTransformer extends BaseTransformer<WebhookEndpointRow> {
  toObject() {
    const endpoint = this.resource
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      status: endpoint.status,
      consecutiveFailures: endpoint.consecutiveFailures,
      pausedAt: endpoint.pausedAt,
      createdAt: endpoint.createdAt,
      updatedAt: endpoint.updatedAt,
    }
  }
}

/** An endpoint just created or rotated: its secret, shown this once. */
export class WebhookEndpointWithSecretTransformer extends BaseTransformer<
  WebhookEndpointRow & { secret: string }
> {
  toObject() {
    return {
      ...new WebhookEndpointTransformer(this.resource).toObject(),
      secret: this.resource.secret,
    }
  }
}

/** A line of the 'Registro de entregas'. */
export class WebhookDeliveryTransformer extends BaseTransformer<WebhookDeliveryRow> {
  toObject() {
    const delivery = this.resource
    return {
      id: delivery.id,
      webhookId: delivery.webhookId,
      url: delivery.url,
      event: delivery.event,
      eventId: delivery.eventId,
      status: delivery.status,
      attempts: delivery.attempts,
      lastStatusCode: delivery.lastStatusCode,
      lastError: delivery.lastError,
      nextAttemptAt: delivery.nextAttemptAt,
      deliveredAt: delivery.deliveredAt,
      createdAt: delivery.createdAt,
    }
  }
}

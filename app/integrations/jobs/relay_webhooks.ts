import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { relayWebhookDeliveries } from '#integrations/services/webhook_dispatcher'

/**
 * The queue's half of the webhooks (app/integrations/services/webhook_dispatcher.ts): sends the
 * deliveries that are due — retries, and any the process that wrote them did not send. The
 * worker runs it when it starts and every 5 seconds (providers/app_provider.ts).
 */
export default class RelayWebhooks extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'RelayWebhooks',
    queue: 'default',
    maxRetries: 0,
    timeout: '10m',
    removeOnComplete: true,
    removeOnFail: { age: '1d' },
  }

  sent = 0

  async execute() {
    this.sent = await relayWebhookDeliveries()
  }
}

import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { relayPendingOutboxEvents } from '#core/outbox/outbox'

/**
 * The queue's half of the outbox (app/core/outbox/outbox.ts): delivers the events the process
 * that committed them did not. The worker runs it when it starts and every 10 seconds
 * (providers/app_provider.ts schedules it).
 */
export default class RelayOutbox extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'RelayOutbox',
    queue: 'default',
    maxRetries: 0,
    timeout: '5m',
    removeOnComplete: true,
    removeOnFail: { age: '1d' },
  }

  delivered = 0

  async execute() {
    this.delivered = await relayPendingOutboxEvents()
  }
}

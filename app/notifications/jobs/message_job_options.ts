import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'

/**
 * The queue options of every job that sends WhatsApp messages and e-mails: 3 retries with an
 * exponential backoff (1 min, 2 min, 4 min, at most 10), 60 s a run, failed jobs kept 7 days.
 */
export function messageJobOptions(name: string): JobOptions {
  return {
    name,
    queue: 'default',
    maxRetries: 3,
    retry: { backoff: exponentialBackoff({ baseDelay: '1m', maxDelay: '10m', multiplier: 2 }) },
    timeout: '60s',
    removeOnFail: { age: '7d' },
  }
}

import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { purgeReportExports } from '#reports/actions/purge_report_exports'

/**
 * The hourly purge of the Excel exports whose 24 hours are over (purgeReportExports), on the
 * queue worker: providers/app_provider.ts schedules it every hour when the worker starts.
 */
export default class PurgeReportExports extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'PurgeReportExports',
    queue: 'default',
    maxRetries: 0,
    timeout: '10m',
    removeOnComplete: true,
    removeOnFail: { age: '1d' },
  }

  deleted = 0

  async execute() {
    this.deleted = await purgeReportExports()
  }
}

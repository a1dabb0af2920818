import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import BuildExportFile from '#reports/actions/build_export_file'

export interface BuildReportExportPayload {
  exportId: number
}

/**
 * Writes one Excel export (BuildExportFile) in the queue worker (`node ace queue:work`), never
 * in the web process: the web answers 202 at once and the page follows the record's progress.
 * No retry: a failed export is marked `failed` and the person asks again (their filter is kept on
 * the page); 30 minutes at most.
 */
export default class BuildReportExport extends Job<BuildReportExportPayload> {
  static options: JobOptions = {
    name: 'BuildReportExport',
    queue: 'default',
    maxRetries: 0,
    timeout: '30m',
    removeOnComplete: true,
    removeOnFail: { age: '1d' },
  }

  async execute() {
    const action = await app.container.make(BuildExportFile)
    await action.handle(this.payload.exportId)
  }

  async failed(error: Error) {
    logger.error({ err: error, exportId: this.payload.exportId }, 'reports: export job failed')
  }
}

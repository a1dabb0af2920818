import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import ReportExport from '#reports/models/report_export'
import { EXPORT_KEEP_HOURS, UNDER_WAY } from '#reports/rules/export_status'

/** Records deleted per round (one SELECT, the files, one DELETE). */
const PURGE_CHUNK = 200

/**
 * Deletes the exports whose time is over (issue 22 item 4 "deleted after 24 hours"): the file
 * on the Drive disk and then the record — every export whose `expires_at` has passed (ready or
 * failed, 24 h after it ended) and every export still under way 24 h after it was asked (a job
 * that never ran). A file already gone is fine; a file that cannot be deleted keeps its record
 * for the next run (logged). Run by `node ace reports:purge-exports` and every hour by the queue
 * worker (PurgeReportExports, providers/app_provider.ts). Returns the records deleted.
 */
export async function purgeReportExports(now = DateTime.now()): Promise<number> {
  const stale = now.minus({ hours: EXPORT_KEEP_HOURS })
  let deleted = 0
  let after = 0
  for (;;) {
    const chunk = await ReportExport.query()
      .where('id', '>', after)
      .where((query) =>
        query
          .where('expires_at', '<=', now.toUTC().toSQL({ includeOffset: false })!)
          .orWhere((under) =>
            under
              .whereIn('status', [...UNDER_WAY])
              .where('created_at', '<=', stale.toUTC().toSQL({ includeOffset: false })!)
          )
      )
      .orderBy('id')
      .limit(PURGE_CHUNK)
    if (chunk.length === 0) return deleted
    after = chunk[chunk.length - 1].id
    const gone: number[] = []
    for (const record of chunk) {
      try {
        if (record.fileKey) await drive.use().delete(record.fileKey)
        gone.push(record.id)
      } catch (error) {
        logger.error({ err: error, exportId: record.id }, 'reports: could not delete an export')
      }
    }
    if (gone.length) await ReportExport.query().whereIn('id', gone).delete()
    deleted += gone.length
  }
}

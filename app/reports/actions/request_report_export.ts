import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { BusinessError } from '#core/errors'
import type User from '#users/models/user'
import ReportExport from '#reports/models/report_export'
import BuildReportExport from '#reports/jobs/build_report_export'
import {
  EXPORT_MESSAGES as M,
  MAX_EXPORTS_UNDER_WAY,
  UNDER_WAY,
} from '#reports/rules/export_status'

/**
 * 'Exportar a Excel' of the analytics report (doc 2 §7 `completeAnalytics/excel`): records the
 * export (`queued`, with the filter — null when there is none — and the country whose formats
 * it uses) and hands it to the queue (BuildReportExport, written on the worker). At most
 * MAX_EXPORTS_UNDER_WAY exports queued or running per person: the next is a 429 with a Spanish
 * message. The person's row is locked while counting, so two clicks at once cannot both pass the
 * limit (MySQL; SQLite runs one writer at a time anyway). An export stuck under way (a worker
 * that never ran it) stops counting when the purge deletes it, 24 h after it was asked.
 */
@inject()
export default class RequestReportExport {
  async handle(user: User, filter: Record<string, unknown> | null, countryCode: string) {
    const record = await db.transaction(async (trx) => {
      await trx.from('users').where('id', user.id).forUpdate().select('id').first()
      const counted = await trx
        .from('report_exports')
        .where('user_id', user.id)
        .whereIn('status', [...UNDER_WAY])
        .count('* as total')
        .first()
      if (Number(counted?.total ?? 0) >= MAX_EXPORTS_UNDER_WAY) {
        throw new BusinessError(M.tooMany, 429)
      }
      return ReportExport.create(
        {
          userId: user.id,
          report: 'analytics',
          filter,
          countryCode,
          status: 'queued',
          rowsDone: 0,
          rowsTotal: null,
        },
        { client: trx }
      )
    })
    await BuildReportExport.dispatch({ exportId: record.id }).run()
    // the `sync` queue (tests) has already built it: answer what the record says now
    await record.refresh()
    return record
  }
}

import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { Outbox } from '#core/outbox/outbox'
import type { CountryCode } from '#core/country/country'
import User from '#users/models/user'
import ReportExport from '#reports/models/report_export'
import { analyticsExportSource } from '#reports/queries/analytics_export'
import { parseAnalyticsFilter } from '#reports/validators/analytics_filter'
import { writeExcelExport } from '#reports/services/excel_export'
import {
  EXPORT_KEEP_HOURS,
  EXPORTS_FOLDER,
  REPORT_EXPORT_READY,
  type ReportExportReadyPayload,
} from '#reports/rules/export_status'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Builds one export's file (the queue job BuildReportExport runs it on the worker):
 * 1. claims the record (`queued` → `running`, one UPDATE: a job delivered twice builds once);
 * 2. reads the report's rows as its requester may see them (analyticsExportSource with the stored
 *    filter, the requester's rights of now) and writes them with writeExcelExport into a
 *    temporary file, updating `rows_done` every PROGRESS_EVERY rows (the page polls it);
 * 3. streams the file to the Drive disk under the private folder `report-exports/` (a random
 *    key), then in one transaction marks the record `ready` (key, finished_at, expires_at 24 h
 *    later) and records the outbox event REPORT_EXPORT_READY (the requester's in-app notice).
 * Any failure marks it `failed` (kept 24 h for the page to say so) and is logged, not thrown.
 */
@inject()
export default class BuildExportFile {
  constructor(private outbox: Outbox) {}

  async handle(exportId: number) {
    const claimed = await db
      .from('report_exports')
      .where('id', exportId)
      .where('status', 'queued')
      .update({ status: 'running' })
    if (!Number(Array.isArray(claimed) ? claimed[0] : claimed)) return
    const record = await ReportExport.findOrFail(exportId)
    record.startedAt = DateTime.now()
    await record.save()
    const file = join(tmpdir(), `report-export-${exportId}-${randomUUID()}.xlsx`)
    const key = `${EXPORTS_FOLDER}/${exportId}-${randomUUID()}.xlsx`
    try {
      await this.build(record, file, key)
    } catch (error) {
      logger.error({ err: error, exportId }, 'reports: the export could not be written')
      // a file stored before the failure belongs to no record: it goes now
      await drive
        .use()
        .delete(key)
        .catch(() => {})
      record.merge({
        status: 'failed',
        finishedAt: DateTime.now(),
        expiresAt: DateTime.now().plus({ hours: EXPORT_KEEP_HOURS }),
      })
      await record.save()
    } finally {
      await rm(file, { force: true })
    }
  }

  private async build(record: ReportExport, file: string, key: string) {
    const user = await User.findOrFail(record.userId)
    const source = await analyticsExportSource(parseAnalyticsFilter(record.filter ?? {}), user)
    record.rowsTotal = source.total
    await record.save()
    const rows = await writeExcelExport(source, file, {
      country: record.countryCode as CountryCode,
      onProgress: (done) =>
        db.from('report_exports').where('id', record.id).update({ rows_done: done }),
    })
    await drive.use().putStream(key, createReadStream(file), {
      contentType: XLSX_TYPE,
      visibility: 'private',
    })
    const eventId = await db.transaction(async (trx) => {
      record.useTransaction(trx)
      record.merge({
        status: 'ready',
        rowsDone: rows,
        rowsTotal: rows,
        fileKey: key,
        finishedAt: DateTime.now(),
        expiresAt: DateTime.now().plus({ hours: EXPORT_KEEP_HOURS }),
      })
      await record.save()
      const payload: ReportExportReadyPayload = { exportId: record.id, userId: record.userId, rows }
      return this.outbox.record(trx, REPORT_EXPORT_READY, { ...payload })
    })
    this.outbox.deliverSoon(eventId, { exportId: record.id })
  }
}

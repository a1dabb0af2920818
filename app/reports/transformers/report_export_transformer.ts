import { BaseTransformer } from '@adonisjs/core/transformers'
import type ReportExport from '#reports/models/report_export'
import productConfig from '#config/product'
import { urlWithPrefix } from '#core/services/routes_helper'
import { exportFileName, exportPercent } from '#reports/rules/export_status'

/** The page of one export (progress and download), also the ready notice's url. */
export function exportPagePath(id: number) {
  return urlWithPrefix(`/${productConfig.goPath}/reportes/exportaciones/${id}`)
}

/**
 * An export as its page and `GET …/completeAnalytics/excel/{id}` read it: state, progress
 * (rows written of the total, percent when the total is known), when it ends and expires, and
 * the file's name once ready.
 */
export default class ReportExportTransformer extends BaseTransformer<ReportExport> {
  toObject() {
    const record = this.resource
    return {
      id: record.id,
      status: record.status,
      rowsDone: record.rowsDone,
      rowsTotal: record.rowsTotal,
      percent: exportPercent(record.status, record.rowsDone, record.rowsTotal),
      createdAt: record.createdAt.toISO()!,
      startedAt: record.startedAt?.toISO() ?? null,
      finishedAt: record.finishedAt?.toISO() ?? null,
      expiresAt: record.expiresAt?.toISO() ?? null,
      fileName:
        record.status === 'ready'
          ? exportFileName(record.report, record.finishedAt?.toJSDate() ?? null)
          : null,
    }
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { BusinessError } from '#core/errors'
import { apiSerializer } from '#core/services/api_serializer'
import { missingRecord, orFail } from '#core/policies/decisions'
import ReportExport from '#reports/models/report_export'
import RequestReportExport from '#reports/actions/request_report_export'
import { XLSX_TYPE } from '#reports/actions/build_export_file'
import ReportExportTransformer, {
  exportPagePath,
} from '#reports/transformers/report_export_transformer'
import { exportFilter } from '#reports/validators/export_filter'
import { EXPORT_MESSAGES as M, exportFileName } from '#reports/rules/export_status'

/** An export of the signed-in user, or the 404 of an unknown one (ReportExportPolicy.see). */
async function ownExport({ params, bouncer }: HttpContext) {
  const record = /^\d+$/.test(String(params.id)) ? await ReportExport.find(params.id) : null
  if (!record) throw missingRecord()
  await orFail(bouncer.with('ReportExportPolicy').execute('see', record))
  return record
}

/**
 * The analytics report's Excel export (doc 2 §7 `completeAnalytics/excel`, issue 22 item 4),
 * written by the queue worker (BuildReportExport), never by this process:
 * - POST (and GET, the spec's "opened in a new window") /api/{product}Go/completeAnalytics/excel
 *   with `filter` (JSON): 202 `{ data: { id, status, … } }`. AnalyticsPolicy.exportExcel decides
 *   who; the filter counts only for staff and only when not empty (doc 2 §7 "the filter is sent
 *   only for admins with a non-empty filter"): a store's people export their store's whole
 *   report. A 4th export under way: 429. A browser's GET (HTML) is sent on to the export's page.
 * - GET …/excel/{id}: its state and progress (the page polls it).
 * - GET …/excel/{id}/download: the file (`reporte-analitico-{día}.xlsx`), 409 while not ready,
 *   410 once purged. Status and download: the requester only, anybody else 404.
 * - GET /{product}Go/reportes/exportaciones/{id}: the page (progress, then the download).
 */
export default class AnalyticsExcelController {
  /** @summary Pide un reporte de Excel de la analítica */
  @inject()
  async store(ctx: HttpContext, action: RequestReportExport) {
    await orFail(ctx.bouncer.with('AnalyticsPolicy').execute('exportExcel'))
    const user = ctx.auth.getUserOrFail()
    const filter = user.actsAsAdmin ? exportFilter(ctx.request.input('filter')) : null
    const record = await action.handle(user, filter, ctx.country.code)
    // a browser's GET (the spec's new window) goes on to the page; a JSON caller gets the 202
    if (ctx.request.method() === 'GET' && ctx.request.accepts(['html', 'json']) === 'html') {
      return ctx.response.redirect(exportPagePath(record.id))
    }
    ctx.response.status(202)
    return apiSerializer.serialize(ReportExportTransformer.transform(record))
  }

  /** @summary Consulta el estado de un reporte de Excel de la analítica */
  async show(ctx: HttpContext) {
    const record = await ownExport(ctx)
    return apiSerializer.serialize(ReportExportTransformer.transform(record))
  }

  /** @summary Descarga un reporte de Excel de la analítica */
  async download(ctx: HttpContext) {
    const record = await ownExport(ctx)
    if (record.status !== 'ready' || !record.fileKey) throw new BusinessError(M.notReady, 409)
    const disk = drive.use()
    if (!(await disk.exists(record.fileKey))) throw new BusinessError(M.expired, 410)
    const name = exportFileName(record.report, record.finishedAt?.toJSDate() ?? null)
    ctx.response.header('Content-Type', XLSX_TYPE)
    ctx.response.header('Content-Disposition', `attachment; filename="${name}"`)
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.stream(await disk.getStream(record.fileKey))
  }

  async page(ctx: HttpContext) {
    const record = await ownExport(ctx)
    const body = await apiSerializer.serialize(ReportExportTransformer.transform(record))
    return ctx.inertia.render('reports/export', { export: body.data })
  }
}

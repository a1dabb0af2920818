/**
 * The life of an Excel export (issue 22 item 4), pure: shared with the page through
 * `@rules/reports/rules/export_status` when needed.
 *
 * queued (asked, waiting for the worker) → running (the worker writes it, `rows_done` grows) →
 * ready (the file can be downloaded until `expires_at`) or failed. A ready export's file and
 * record are deleted 24 h after it was ready (`reports:purge-exports`, hourly on the worker);
 * failed ones and ones stuck under way go the same way 24 h after they were asked.
 */
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

/** The states that count against the limit of exports under way. */
export const UNDER_WAY: readonly ExportStatus[] = ['queued', 'running']

/** At most this many exports under way per person (the next one is refused with 429). */
export const MAX_EXPORTS_UNDER_WAY = 3

/** Hours a ready file is kept. */
export const EXPORT_KEEP_HOURS = 24

/** The private folder of the Drive disk that holds the files (never served under /uploads). */
export const EXPORTS_FOLDER = 'report-exports'

/** Progress in whole percent (null while the total is unknown); 100 once ready. */
export function exportPercent(status: ExportStatus, rowsDone: number, rowsTotal: number | null) {
  if (status === 'ready') return 100
  if (!rowsTotal) return null
  return Math.min(99, Math.floor((rowsDone / rowsTotal) * 100))
}

/** The downloaded file's name: 'reporte-analitico-2026-11-29.xlsx'. */
export function exportFileName(report: string, finishedAt: Date | null) {
  const day = (finishedAt ?? new Date()).toISOString().slice(0, 10)
  const name = report === 'analytics' ? 'reporte-analitico' : `reporte-${report}`
  return `${name}-${day}.xlsx`
}

/** The outbox event of an export that became ready (its requester gets an in-app notice). */
export const REPORT_EXPORT_READY = 'reports.export_ready'
export interface ReportExportReadyPayload {
  exportId: number
  userId: number
  rows: number
}

/** The Spanish texts of the export's answers and notice. */
export const EXPORT_MESSAGES = {
  tooMany: `Ya tienes ${MAX_EXPORTS_UNDER_WAY} exportaciones en curso. Espera a que termine alguna para pedir otra.`,
  notReady: 'El archivo todavía no está listo',
  expired: 'El archivo ya no está disponible: se borra 24 horas después de generarse',
  ready: (rows: number) =>
    `Tu reporte en Excel está listo para descargar (${rows} ${rows === 1 ? 'fila' : 'filas'})`,
} as const

/**
 * UI texts of the reports module (issue 22), with every accent. Each area adds one exported
 * const at the end.
 */

/** The analytics report's Excel export: the button and the export's page. */
export const EXPORT_TEXTS = {
  button: 'Exportar a Excel',
  pageTitle: 'Exportación a Excel',
  heading: 'Reporte analítico en Excel',
  status: {
    queued: 'En cola: el archivo empezará a generarse en un momento.',
    running: 'Generando el archivo…',
    ready: 'El archivo está listo.',
    failed: 'No pudimos generar el archivo. Vuelve a intentarlo desde el reporte.',
  } as Record<string, string>,
  rows: (done: number, total: number | null, locale = 'es-CO') =>
    total === null
      ? `${done.toLocaleString(locale)} filas escritas`
      : `${done.toLocaleString(locale)} de ${total.toLocaleString(locale)} filas`,
  download: 'Descargar archivo',
  expires: (when: string) => `Disponible hasta ${when}. Después se borra.`,
  readyNotice: 'Te avisaremos en tus notificaciones cuando esté listo.',
} as const

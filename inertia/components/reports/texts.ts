/**
 * UI texts of the reports module (issue 22), one exported const per area: INDICATOR_TEXTS,
 * NPS_TEXTS, ANALYTICS_TEXTS, EXPORT_TEXTS.
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
  wholeStore: 'El archivo incluye todas las filas de tu tienda, sin los filtros de arriba.',
} as const

/** Satisfaction: the gauge and the buyer's rating of a delivered order. */
export const NPS_TEXTS = {
  gaugeTitle: 'Índice de satisfacción (NPS)',
  gaugeLabel: (value: number, band: string) => `Índice de satisfacción: ${value} (${band})`,
  noRatings: 'Aún no hay calificaciones',
  ratingsCount: (count: number) => (count === 1 ? '1 calificación' : `${count} calificaciones`),
  promoters: 'Promotores (9–10)',
  passives: 'Neutrales (7–8)',
  detractors: 'Detractores (0–6)',
  modalTitle: 'Califica tu compra',
  question: (store: string) =>
    `¿Qué tan probable es que recomiendes a ${store || 'la tienda'} a un amigo o colega?`,
  orderLine: (ref: string) => `Pedido Nº ${ref}`,
  notLikely: 'Nada probable',
  veryLikely: 'Muy probable',
  scoreLabel: (score: number) => `Calificación ${score} de 10`,
  scoreRequired: 'Elige una calificación de 0 a 10',
  commentLabel: 'Cuéntanos por qué (opcional)',
  commentPlaceholder: '¿Qué fue lo mejor o qué podría mejorar la tienda?',
  submit: 'Enviar calificación',
  later: 'Recordarme más tarde',
  close: 'Cerrar',
  thanks: '¡Gracias por calificar tu compra!',
  cardTitle: '¿Cómo te fue con esta compra?',
  cardText: 'Tu opinión ayuda a otros compradores y a la tienda a mejorar.',
  rateButton: 'Calificar compra',
} as const

/** 'Mis indicadores' and its four sections (doc 2 §2 "Store indicators modal sections"). */
export const INDICATOR_TEXTS = {
  title: 'Indicadores',
  understood: 'Entendido',
  close: 'Cerrar',
  lastDays: (days: number) => `últimos ${days} días`,
  now: 'ahora',
  opportunities: 'Indicadores de Oportunidad de ventas',
  requestsToQuote: 'Solicitudes por cotizar',
  partsToQuote: 'Autopartes por cotizar',
  operation: 'Indicadores de operación',
  received: 'Solicitudes recibidas',
  responseRate: 'Tasa de respuesta',
  responded: (count: number) =>
    count === 1 ? '1 cotizada o descartada' : `${count} cotizadas o descartadas`,
  responseTime: 'Tiempo de respuesta',
  responseTimeHint: 'mediana hasta tu primera cotización',
  quotations: 'Estado de cotizaciones',
  made: 'Cotizaciones realizadas',
  withPurchase: 'Con compra',
  underReview: 'En revisión del comprador',
  buyerDiscarded: 'Descartadas por el comprador',
  sold: 'Cotizaciones vendidas',
  conversion: 'Indicador de conversión',
  quotedValue: 'Total cotizado',
  orderedValue: 'Total pedido',
  conversionRate: 'Conversión',
  noSales: (last: string) =>
    `Aún no hay pedidos de tus cotizaciones en los ${last}: la conversión (total pedido ÷ total cotizado) aparece con tu primer pedido.`,
  ownReasons: 'Motivos de descarte de tu tienda',
  buyerReasons: 'Motivos de descarte de los compradores',
  noOwnReasons: (last: string) => `No descartaste solicitudes en los ${last}.`,
  noBuyerReasons: (last: string) =>
    `Los compradores no descartaron tus cotizaciones de los ${last}.`,
  reasonShare: (count: number, total: number, percentage: string) =>
    `${count} de ${total} · ${percentage} %`,
  staffOnly: 'Los indicadores de la tienda los ven sus vendedores y asesores.',
  needsStore: 'Los indicadores requieren una tienda con el módulo activo.',
  inactiveModule: 'Módulo inactivo',
  reportTitle: (store: string, days: number) => `${store}: últimos ${days} días`,
  ownStore: 'Tu tienda',
} as const

/** The analytics report (doc 2 §2 "Analytics report", §8). */
export const ANALYTICS_TEXTS = {
  title: 'Reporte analítico',
  staffTitle: 'Reportes',
  staffDescription:
    'Lo que cada tienda hizo con las solicitudes de cotización: cotizaciones, descartes y pedidos.',
  description:
    'Cada fila es una cotización que enviaste o una solicitud que descartaste, con su pedido si lo hubo.',
  empty: 'No hay información por mostrar',
  channel: 'Canal',
  allChannels: 'Todos los canales',
  marketplace: 'Marketplace',
  store: 'Tienda',
  from: 'Desde',
  to: 'Hasta',
  storeFilter: 'Tienda',
  allStores: 'Todas las tiendas',
  noResults: 'Sin resultados',
  clear: 'Limpiar filtros',
  loading: 'Cargando el reporte…',
  rows: (count: number, capped: boolean) =>
    capped
      ? `Más de ${count.toLocaleString('es-CO')} filas`
      : count === 1
        ? '1 fila'
        : `${count.toLocaleString('es-CO')} filas`,
}

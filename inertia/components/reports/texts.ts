/**
 * Texts of the reports module's screens (doc 2 §2 "Seller area", "Analytics report",
 * "Satisfaction score gauge"), with every accent. One const per part.
 */

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

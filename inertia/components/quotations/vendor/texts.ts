import { durationText } from '@rules/quotations/rules/durations'
/** Texts of the seller tabs (doc 2 §2 "Seller area", §8; doc 3 §8). */
export const VENDOR_TEXTS = {
  tabs: {
    pendientes: 'Pendientes',
    cotizadas: 'Cotizadas',
    descartadas: 'Descartadas',
    reportes: 'Reportes',
  },
  emptyPending: 'No tienes solicitudes pendientes por cotizar',
  emptyDiscarded: 'Aún no has descartado ninguna solicitud',
  emptyQuoted: 'Aún no has cotizado ninguna solicitud',
  emptyResults: 'No hay resultados para mostrar',
  quote: 'Cotizar',
  view: 'Ver',
  discard: 'Descartar',
  markInProcess: 'Marcar en proceso',
  inProcess: 'En proceso',
  newBadge: 'Nueva',
  howItWorks: '¿Cómo funciona?',
  waitingCustomers: 'Clientes esperando',
  myIndicators: 'Mis indicadores',
  indicatorsTitle: 'Indicadores',
  understood: 'Entendido',
  searchByCode: 'Buscar por código',
  allStores: 'Todas las tiendas',
  storeLabel: 'Tienda',
  loadError: 'No pudimos cargar la información',
  retry: 'Reintentar',
  readOnly:
    'Vista de solo lectura: como administrador ves las solicitudes y cotizaciones, pero no las gestionas.',
  requestsCounter: 'Solicitudes por cotizar',
  detailsCounter: 'Autopartes por cotizar',
  discardTitle: 'Descartar solicitud',
  discardError: 'Ocurrió un error al intentar descartar la solicitud de cotización.',
  reasonRequired: 'Selecciona una opción',
  sellerRequired: 'Selecciona un vendedor',
  discarded: (code: string) => `Solicitud Nº ${code} descartada`,
  alreadyDiscarded: (code: string) => `Solicitud Nº ${code} ya ha sido previamente descartada.`,
  alreadyExists: 'The record already exists',
  observationTitle: 'Marcar en proceso',
  observationLabel: 'Observación del proceso',
  observationRequired: 'Escribe la observación del proceso',
  observationTooLong: 'Utiliza máximo 128 caracteres',
  markedInProcess: 'La solicitud de cotización se ha marcado en proceso',
  observationError: 'No pudimos marcar la solicitud en proceso',
  reportsLater:
    'El reporte analítico completo (tabla con exportación a Excel, calificación de satisfacción y eficiencia por vendedor) llega con la próxima entrega de reportes. Mientras tanto, estas son las cifras reales de tu tienda.',
} as const

/** "hace 5 min", "hace 2 h", "hace 3 días" (doc 1 §9: minutes, then hours, then days). */
export function waitingText(createdAt: string, now = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60000))
  if (minutes < 60) return `hace ${minutes} min`
  const hours = minutes / 60
  if (hours < 24) return `hace ${Math.floor(hours)} h`
  const days = Math.floor(hours / 24)
  return days === 1 ? 'hace 1 día' : `hace ${days} días`
}

/** Response time (doc 2 §9), as Spanish readers write durations: see rules/durations.ts. */
export const responseTimeText = durationText

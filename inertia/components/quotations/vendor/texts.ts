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
  understood: 'Entendido',
  searchLabel: 'Buscar por código, marca, modelo, repuesto o ciudad',
  searchPlaceholder: 'Código, marca, modelo, repuesto o ciudad',
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
  noResults: 'Sin resultados',
  cancel: 'Cancelar',
  ownStore: 'Tu tienda',
  store: 'Tienda',
  marketplace: 'Marketplace',
  byProduct: 'Por producto',
  columns: {
    request: 'Solicitud',
    date: 'Fecha',
    vehicle: 'Vehículo',
    city: 'Ciudad',
    parts: 'Autopartes',
    customer: 'Cliente',
    status: 'Estado',
    options: 'Opciones',
    quotation: 'Cotización',
    products: 'Productos',
    total: 'Total',
    validUntil: 'Válida hasta',
    store: 'Tienda',
    reason: 'Motivo',
    seller: 'Vendedor',
    discarded: 'Descartada',
    waiting: 'Esperando',
  },
  quotationState: {
    purchased: 'Con compra',
    buyerDiscarded: 'Descartada por el cliente',
    valid: 'Vigente',
    expired: 'Vencida',
    closed: 'Cerrada',
  },
  buyerReason: (label: string) => `Motivo: ${label}`,
  validUntil: (date: string) => `Válida hasta ${date}`,
  discardedOn: (date: string, adviser: string | null, store: string | null) =>
    `Descartada el ${date}${adviser ? ` por ${adviser}` : ''}${store ? ` · ${store}` : ''}`,
  discardQuestion: (code: string) => ({
    before: '¿Por qué descartas la solicitud ',
    code,
    after: '? Saldrá de tus pendientes y la verás en Descartadas.',
  }),
  discardReason: 'Motivo',
  seller: 'Vendedor',
  observationQuestion: (code: string) => ({
    before: 'Deja una nota para tu equipo sobre la solicitud ',
    code,
    after: ' (por ejemplo, qué estás consultando). Solo la ve tu tienda.',
  }),
  characters: (length: number, max: number) => `${length} / ${max} caracteres`,
} as const

/** 'Clientes esperando' (doc 2 §2 "Seller area"). */
export const WAITING_TEXTS = {
  lead: (minutes: number) =>
    `Cada solicitud pendiente es un cliente esperando tu respuesta: le prometimos opciones de compra en ${minutes} minutos o menos. Responde primero a quienes llevan más tiempo esperando, o descarta las que no puedas atender para que no sigan contando.`,
  count: (count: number) => (count === 1 ? '1 cliente esperando' : `${count} clientes esperando`),
  late: (count: number, minutes: number) =>
    count === 1 ? `1 lleva más de ${minutes} min` : `${count} llevan más de ${minutes} min`,
} as const

/** '¿Cómo funciona?' of Pendientes. */
export const GUIDE_TEXTS = {
  title: (moduleName: string) => `Así recibes y respondes las solicitudes de ${moduleName}`,
  liveTitle: 'Llegan en vivo',
  live: 'Cada vez que un comprador pide autopartes de una marca que tu tienda tiene habilitada (o pide directamente en tu tienda virtual), la solicitud aparece de primera en Pendientes, sin recargar la página, marcada como «Nueva».',
  waitTitle: 'El comprador espera 60 minutos',
  wait: 'Le prometemos hasta 3 opciones de compra en 60 minutos o menos por WhatsApp. Las primeras tiendas en cotizar tienen más probabilidad de vender.',
  closeTitle: 'Cuándo se cierra una solicitud',
  close:
    'Una solicitud del marketplace recibe hasta 3 cotizaciones; una hecha en tu tienda, 1; si es por producto, cada autoparte recibe hasta 3 (contador «n / 3») y deja de estar disponible si ya la compraron. También sale de Pendientes cuando el comprador la cierra o cuando vence (7 días después de creada).',
  actionsTitle: 'Tus acciones',
  quote: 'abre el detalle de la solicitud para enviar tu cotización.',
  process:
    'deja una nota para tu equipo (máximo 128 caracteres); la solicitud sigue en Pendientes con la nota visible.',
  discard:
    'elige el motivo (y el vendedor, si tu tienda tiene asesores); la solicitud pasa a Descartadas.',
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

/**
 * Texts of the seller-side request detail (doc 3 §2.1, §4.1, §5, §8). The server answers with
 * the same words (app/quotations/rules/vendor_detail_messages.ts).
 */
export const DETAIL_TEXTS = {
  title: 'Detalle de solicitud de cotización',
  back: 'Volver',
  notFound: '¡ERROR! la transacción es inexistente.',
  howItWorks: '¿Cómo funciona?',
  closedTitle: 'Solicitud cerrada',
  closedText:
    'Otros vendedores respondieron más rápido y esta solicitud ya no recibe cotizaciones.',
  requestedParts: 'Autopartes solicitadas',
  columns: {
    name: 'Nombre Autoparte',
    amount: 'Cantidad',
    photo: 'Foto',
    tyre: 'Medidas de llanta',
    reference: 'Número de parte',
    options: 'Opciones',
    quotations: 'Cotizaciones',
  },
  notAvailable: 'Agotado',
  lineClosed: 'Solicitud cerrada',
  quotedIn: 'Cotizada en',
  viewPhoto: 'Ver foto',
  photoTitle: 'Foto de la autoparte',
  noPhoto: 'Sin foto',
  customer: 'Cliente',
  whatsapp: 'WhatsApp',
  discard: 'Descartar',
  markInProcess: 'Marcar en proceso',
  inProcess: 'En proceso',
  discardedTitle: 'Solicitud descartada',
  discardedText: (reason: string, adviser: string | null) =>
    `Tu tienda descartó esta solicitud. Motivo: ${reason}${adviser ? ` (vendedor: ${adviser})` : ''}.`,
  available: 'Disponible',
  closedBadge: 'Cerrada',
  expiredBadge: 'Vencida',
  readOnly: 'Vista de solo lectura: los administradores no cotizan ni gestionan solicitudes.',
  quotationTitle: 'Tu cotización',
  quotationSoon:
    'Muy pronto podrás cotizar desde esta página: el formulario de cotización llega con el módulo de cotizaciones.',
  quotationsTitle: 'Cotizaciones de la solicitud',
  ownQuotationsTitle: 'Tus cotizaciones de esta solicitud',
  noQuotations: 'Esta solicitud aún no tiene cotizaciones.',
  brandFormTitle: 'Solicitar habilitación de marcas o grupos',
  brandFormHelp:
    'Cuéntanos qué marcas de vehículos o grupos de autopartes quieres habilitar en tu tienda virtual. El equipo de administración revisará tu solicitud.',
  brandFormLabel: 'Marcas o grupos que quieres habilitar',
  brandFormPlaceholder: 'Ejemplo: habilitar la marca Mazda y el grupo de suspensión',
  brandFormSubmit: 'Enviar solicitud',
  requiredField: 'Completa el campo requerido',
  brandRequestSent: 'Solicitud enviada exitosamente',
  discardedToast: (code: string) => `Solicitud Nº ${code} descartada`,
  alreadyDiscardedToast: (code: string) =>
    `Solicitud Nº ${code} ya ha sido previamente descartada.`,
  markedInProcessToast: 'La solicitud de cotización se ha marcado en proceso',
  autoDiscardedTitle: 'Producto no disponible',
  askDiscard:
    'Marcaste todas las autopartes como agotadas. Indica el motivo para descartar la solicitud.',
} as const

/** 'Chevrolet Spark GT 2015'. */
export function vehicleName(request: {
  brand: { name: string } | null
  vehicle_model: string
  vehicle_year: number
}) {
  return [request.brand?.name, request.vehicle_model, request.vehicle_year]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ')
}

/** A national mobile in groups: 300 100 0101. */
export function mobileText(mobile: string | null | undefined) {
  if (!mobile) return '--'
  return mobile.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')
}

/** Where an uploaded photo is served. */
export function photoUrl(path: string) {
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`
}

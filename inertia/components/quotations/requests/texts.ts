import type { BuyerRequest, CloseReasonOption, RequestDetail } from './types'

/** Texts of the buyer request list (doc 2 §2 "Buyer request list", §8). */
export const REQUEST_TEXTS = {
  open: 'Abiertas',
  closed: 'Cerradas',
  available: 'Disponible',
  closedBadge: 'Cerrada',
  waiting: 'Esperando cotizaciones',
  emptyOpen: 'Aun no has realizado ninguna solicitud de cotización',
  emptyClosed: 'No hay resultados para mostrar',
  requestQuotation: 'Solicitar cotización',
  linkSupplier: 'Vincular proveedor',
  closeRequest: 'Cerrar solicitud',
  closedToast: 'Solicitud cerrada',
  closeError: 'Ocurrio un error al intentar cerrar la solicitud de cotización.',
  loadError: 'No pudimos cargar tus solicitudes',
  retry: 'Reintentar',
} as const

/** 'Esperando cotizaciones', 'Tienes 1 cotización' or 'Tienes N cotizaciones'. */
export function quotationsText(count: number) {
  if (!count || count <= 0) return REQUEST_TEXTS.waiting
  return count === 1 ? 'Tienes 1 cotización' : `Tienes ${count} cotizaciones`
}

/** Green badge while the request takes quotations; red 'Cerrada' once closed or expired. */
export function isAvailable(request: BuyerRequest) {
  return !request.is_closed && !request.is_expired
}

/** "Chevrolet Spark GT 2015". */
export function vehicleText(request: BuyerRequest) {
  return [request.brand?.name, request.vehicle_model, request.vehicle_year]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' ')
}

/** "Pastillas de freno × 2", with the tyre size when given. */
export function detailText(detail: RequestDetail) {
  const rim = detail.rimDimensions
  const size =
    rim && (rim.rimWidth || rim.rimProfile || rim.rinSize)
      ? ` ${rim.rimWidth ?? '-'} / ${rim.rimProfile ?? '-'} / R${rim.rinSize ?? '-'}`
      : ''
  return `${detail.name}${size} × ${detail.amount}`
}

/** Why a request is no longer available: the buyer's reason or its expiry. */
export function closedText(
  request: BuyerRequest,
  reasons: CloseReasonOption[],
  formatDate: (value: string) => string
) {
  if (request.is_closed) {
    const reason = reasons.find((option) => option.value === request.close_reason)
    return reason ? `Motivo de cierre: ${reason.label}` : null
  }
  if (request.is_expired && request.expires_at) {
    return `Venció el ${formatDate(request.expires_at)}`
  }
  return null
}

/** A national mobile in groups: 300 100 0101. */
export function mobileText(mobile: string | null | undefined) {
  if (!mobile) return '--'
  return mobile.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')
}

import type { BuyerRequest, CloseReasonOption, RequestDetail } from './types'
import { tyreSizeLabel } from '@rules/quotations/rules/details'
import { BUYER_REQUEST_MESSAGES } from '@rules/quotations/rules/buyer_request_messages'

/** Texts of the buyer request list (doc 2 §2 "Buyer request list", §8). */
export const REQUEST_TEXTS = {
  open: 'Abiertas',
  closed: 'Cerradas',
  available: 'Disponible',
  closedBadge: 'Cerrada',
  waiting: 'Esperando cotizaciones',
  noneReceived: 'No recibió cotizaciones',
  emptyOpen: BUYER_REQUEST_MESSAGES.emptyOpen,
  emptyClosed: BUYER_REQUEST_MESSAGES.emptyClosed,
  requestQuotation: 'Solicitar cotización',
  linkSupplier: 'Vincular proveedor',
  closeRequest: 'Cerrar solicitud',
  closedToast: BUYER_REQUEST_MESSAGES.closed,
  closeError: BUYER_REQUEST_MESSAGES.closeError,
  loadError: 'No pudimos cargar tus solicitudes',
  retry: 'Reintentar',
} as const

/**
 * 'Tienes 1 cotización' or 'Tienes N cotizaciones'; with none, 'Esperando cotizaciones' while the
 * request takes quotations and 'No recibió cotizaciones' once it is closed or expired.
 */
export function quotationsText(count: number, available = true) {
  if (!count || count <= 0) return available ? REQUEST_TEXTS.waiting : REQUEST_TEXTS.noneReceived
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
  const size = tyreSizeLabel(detail.rimDimensions)
  return `${detail.name}${size ? ` ${size}` : ''} × ${detail.amount}`
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

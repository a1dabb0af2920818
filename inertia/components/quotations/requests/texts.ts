import type { BuyerRequest, CloseReasonOption, RequestDetail } from './types'
import { tyreSizeLabel } from '@rules/quotations/rules/details'
import { BUYER_REQUEST_MESSAGES } from '@rules/quotations/rules/buyer_request_messages'
import type { CountryCode } from '@rules/core/country/country'
import { SUPPLIER_MESSAGES, SUPPLIER_TAX_ID } from '@rules/stores/rules/supplier_messages'
import { AUTH_MESSAGES } from '@rules/users/rules/messages'

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
  /** Staff read every buyer's requests: no "tus"/"has realizado" wording for them. */
  staffEmptyOpen: 'No hay solicitudes de cotización abiertas',
  staffLoadError: 'No pudimos cargar las solicitudes',
  requestQuotation: 'Solicitar cotización',
  linkSupplier: 'Vincular proveedor',
  closeRequest: 'Cerrar solicitud',
  closedToast: BUYER_REQUEST_MESSAGES.closed,
  closeError: BUYER_REQUEST_MESSAGES.closeError,
  loadError: 'No pudimos cargar tus solicitudes',
  retry: 'Reintentar',
  expiredBadge: 'Vencida',
  more: (count: number) => `y ${count} más`,
  closeQuestion: (code: string) => ({
    before: '¿Por qué quieres cerrar la solicitud ',
    code,
    after: '? Ya no recibirás nuevas cotizaciones.',
  }),
  closeReason: 'Motivo de cierre',
  cancel: 'Cancelar',
  columns: {
    request: 'Solicitud',
    date: 'Fecha',
    vehicle: 'Vehículo',
    city: 'Ciudad',
    parts: 'Autopartes',
    customer: 'Cliente',
    status: 'Estado',
    quotations: 'Cotizaciones',
    options: 'Opciones',
  },
} as const

/** Texts of 'Vincular proveedor' (doc 2 §2, §7); the server's own are SUPPLIER_MESSAGES. */
export const SUPPLIER_TEXTS = {
  lead: 'Vincula a tus proveedores de confianza para enviarles tus solicitudes de cotización con la opción «Enviar a mis proveedores».',
  mine: 'Mis proveedores',
  empty: 'Aún no tienes proveedores vinculados.',
  add: 'Agregar proveedor',
  close: 'Cerrar',
  unlink: 'Desvincular',
  unlinkTitle: 'Desvincular proveedor',
  unlinkQuestion: (name: string) => ({
    before: '¿Deseas desvincular a ',
    name,
    after: ' de tus proveedores?',
  }),
  cancel: 'Cancelar',
  errorTitle: 'Se ha presentado un error',
  razonSocial: 'Razón social',
  /** NIT / RFC, by the host's country. */
  taxId: (code: CountryCode) => SUPPLIER_TAX_ID[code].label,
  whatsapp: 'WhatsApp',
  email: 'Email',
  row: (code: CountryCode, nit: string | null, mobile: string, email: string | null) =>
    `${SUPPLIER_TAX_ID[code].label} ${nit ?? '--'} · WhatsApp ${mobile}${email ? ` · ${email}` : ''}`,
  linked: SUPPLIER_MESSAGES.linked,
  unlinked: SUPPLIER_MESSAGES.unlinked,
  razonSocialRequired: SUPPLIER_MESSAGES.razonSocialRequired,
  razonSocialMax: SUPPLIER_MESSAGES.razonSocialMax,
  nitMax: (code: CountryCode) => SUPPLIER_TAX_ID[code].max,
  nitFormat: (code: CountryCode) => SUPPLIER_TAX_ID[code].format,
  invalidEmail: SUPPLIER_MESSAGES.invalidEmail,
  invalidPhone: AUTH_MESSAGES.invalidPhone,
} as const

/**
 * 'Tienes 1 cotización' or 'Tienes N cotizaciones' for the buyer ('1 cotización', 'N
 * cotizaciones' for staff, who read other people's requests); with none, 'Esperando
 * cotizaciones' while the request takes quotations and 'No recibió cotizaciones' once it is
 * closed or expired.
 */
export function quotationsText(count: number, available = true, staff = false) {
  if (!count || count <= 0) return available ? REQUEST_TEXTS.waiting : REQUEST_TEXTS.noneReceived
  const amount = count === 1 ? '1 cotización' : `${count} cotizaciones`
  return staff ? amount : `Tienes ${amount}`
}

/** Whether the request still takes quotations (neither closed nor expired). */
export function isAvailable(request: BuyerRequest) {
  return !request.is_closed && !request.is_expired
}

/**
 * The state a badge shows: green 'Disponible' while it takes quotations, red 'Cerrada' once the
 * buyer (or the cap) closed it, red 'Vencida' once it expired without being closed.
 */
export function statusText(request: BuyerRequest) {
  if (request.is_closed) return REQUEST_TEXTS.closedBadge
  if (request.is_expired) return REQUEST_TEXTS.expiredBadge
  return REQUEST_TEXTS.available
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

/** Headings of the main area (/{product}Go/page/index) for who is looking and where. */
export const MAIN_AREA_TEXTS = {
  requestedTab: 'Solicitadas',
  description:
    'Tus solicitudes de cotización y, si vendes autopartes, las solicitudes que tu tienda puede cotizar.',
  staffSellerTitle: 'Panel de vendedores',
  staffSellerLead: (moduleName: string) =>
    `Solicitudes, cotizaciones y descartes de las tiendas de ${moduleName}, en modo de solo lectura.`,
  sellerTitle: 'Mi tienda',
  sellerLead: 'Las solicitudes que tu tienda puede cotizar, tus cotizaciones y tus descartes.',
  staffTitle: 'Solicitudes de cotización',
  staffLead: (moduleName: string) =>
    `Todas las solicitudes de ${moduleName}, con los datos del comprador.`,
  buyerTitle: 'Mis solicitudes',
  buyerLead: 'Tus solicitudes de cotización y las cotizaciones que recibes por cada una.',
} as const

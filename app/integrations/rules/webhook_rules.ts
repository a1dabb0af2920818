/**
 * Store webhooks (issue 24 item 4): the events a store may subscribe to, their Spanish labels,
 * the limits and the Spanish messages. Pure: shared with the pages through
 * `@rules/integrations/rules/webhook_rules`.
 */
export const WEBHOOK_EVENTS = [
  'request.created',
  'quotation.purchased',
  'order.status_changed',
  'chat.message',
] as const

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** What each event is, as the 'Agregar webhook' checkboxes say it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'request.created': 'Nueva solicitud de cotización para tu tienda',
  'quotation.purchased': 'Compraron una de tus cotizaciones',
  'order.status_changed': 'Cambió el estado de un pedido',
  'chat.message': 'Un comprador te escribió en el chat',
}

export const WEBHOOK_STATUSES = ['active', 'paused'] as const
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number]

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** Endpoints per store. */
export const WEBHOOK_ENDPOINTS_CAP = 5
export const WEBHOOK_URL_MAX_LENGTH = 2048

/** The event id a receiver de-duplicates on: one per outbox event, the same for every store. */
export const webhookEventId = (outboxEventId: number | string) => `evt_${outboxEventId}`

/** The body of every delivery. */
export interface WebhookEnvelope<Data = Record<string, unknown>> {
  id: string
  type: WebhookEvent
  created_at: string
  data: Data
}

/**
 * When the next attempt goes after `attempts` failed ones (seconds), or null when the delivery
 * has had its last try (`backoff`: the waits, e.g. 30 s, 2 min, 10 min, 30 min, 2 h, 6 h).
 */
export function retryDelay(attempts: number, backoff: readonly number[]): number | null {
  if (attempts < 1) return 0
  return attempts <= backoff.length ? backoff[attempts - 1] : null
}

/** Whether `events` is a non-empty list of known events (repeated ones count once). */
export function normalizeEvents(events: readonly string[]): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => events.includes(event))
}

export const WEBHOOK_MESSAGES = {
  ownerOnly: 'Solo el dueño de la tienda puede administrar sus webhooks',
  cap: `Tu tienda ya tiene ${WEBHOOK_ENDPOINTS_CAP} webhooks: elimina uno para agregar otro`,
  urlRequired: 'Escribe la URL de tu webhook',
  urlInvalid: 'La URL del webhook no es válida',
  urlTooLong: `La URL admite máximo ${WEBHOOK_URL_MAX_LENGTH} caracteres`,
  httpsRequired: 'La URL debe empezar con https://',
  loopbackOnly:
    'Solo se permite http:// hacia 127.0.0.1, ::1 o localhost, y únicamente en desarrollo o pruebas',
  credentials: 'La URL no puede incluir usuario ni contraseña',
  privateHost:
    'La URL apunta a una dirección privada o local: usa una dirección pública de tu servidor',
  unresolvable: 'No pudimos encontrar el servidor de la URL: revisa el dominio',
  eventsRequired: 'Elige al menos un evento',
  eventInvalid:
    'Evento desconocido: usa request.created, quotation.purchased, order.status_changed o chat.message',
  statusInvalid: 'El estado debe ser pending, delivered o failed',
  created: 'Webhook creado. Copia el secreto ahora: no lo volveremos a mostrar.',
  updated: 'Webhook actualizado',
  deleted: 'Webhook eliminado',
  rotated: 'Secreto rotado: el anterior dejó de firmar. Cópialo ahora: no lo volveremos a mostrar.',
  resumed: 'Webhook reactivado: enviaremos las entregas pendientes',
  notPaused: 'El webhook ya está activo',
  resent: 'Reenviamos el evento con el mismo id',
  resendPaused: 'Reactiva el webhook para reenviar sus eventos',
  testSent: 'Enviamos un evento de prueba',
  paused: (url: string, failures: number) =>
    `Pausamos tu webhook ${url} tras ${failures} fallos seguidos. Revisa tu servidor y pulsa 'Reactivar' en Integraciones para reanudar los envíos.`,
}

/** An endpoint as the Integraciones section shows it (api.store.webhooks.index). */
export interface WebhookView {
  id: number
  url: string
  events: WebhookEvent[]
  status: WebhookStatus
  consecutiveFailures: number
  pausedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A line of the 'Registro de entregas' (api.store.webhooks.deliveries). */
export interface WebhookDeliveryView {
  id: number
  webhookId: number
  url: string
  event: string
  eventId: string
  status: DeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
  createdAt: string
}

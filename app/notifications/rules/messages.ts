/**
 * Spanish texts of the notifications module (API answers, messages to vendors).
 */
export const NOTIFICATION_MESSAGES = {
  markedDone: 'Notificación marcada como leída',
  postToMarkDone:
    'Para marcar una notificación como leída usa POST (el GET solo se acepta con un token de la API).',
  allMarkedDone: 'Notificaciones marcadas como leídas',
  badTopic: 'El tema de la notificación no es válido',
  badTypeUser: 'El tipo de usuario debe ser buyer, store, adviser o supplier',
  changeRequired: 'Indica si la notificación está leída (read) o atendida (done)',
  /** The in-app text of a new request for a vendor (brand, model and year when known). */
  newRequest: (code: string, vehicle: string) =>
    vehicle.trim()
      ? `Nueva solicitud de cotización Nº ${code}: ${vehicle.trim()}`
      : `Nueva solicitud de cotización Nº ${code}`,
} as const

import { NPS_MAX_SCORE, NPS_MIN_SCORE } from '#quotations/rules/nps_scores'

/** How long 'Mis compras' stops opening the rating modal by itself (hideNpsFormModal1h). */
export const NPS_FORM_HIDE_MINUTES = 60

/** The rating's comment: optional, at most this many characters. */
export const NPS_COMMENT_MAX_LENGTH = 1000

/**
 * Delivered orders the rating modal of 'Mis compras' asks about: those delivered within the last
 * this many days (older purchases are still rated from their own page).
 */
export const NPS_PENDING_DAYS = 30

/** At most this many orders answered by the pending call. */
export const NPS_PENDING_LIMIT = 5

/** Spanish answers of the satisfaction ratings (POST/GET/DELETE /api/businessIntelligence/NPSRating). */
export const NPS_MESSAGES = {
  orderRequired: 'Indica el pedido que quieres calificar',
  scoreRequired: `Elige una calificación de ${NPS_MIN_SCORE} a ${NPS_MAX_SCORE}`,
  commentTooLong: `El comentario admite máximo ${NPS_COMMENT_MAX_LENGTH} caracteres`,
  commentInvalid: 'El comentario no es válido',
  notDelivered: 'Solo puedes calificar un pedido que ya fue entregado',
  alreadyRated: 'Ya calificaste este pedido. ¡Gracias por tu opinión!',
  ownStore: 'No puedes calificar tu propia tienda: eres su dueño o asesor',
  staffCannotRate: 'El equipo de la plataforma no califica pedidos',
  rated: '¡Gracias por calificar tu compra!',
  deleted: 'Calificación eliminada',
  onlyStaffDeletes: 'Solo el equipo de la plataforma puede eliminar calificaciones',
  forStoresAndStaff:
    'Solo las tiendas, sus asesores y el equipo de la plataforma ven las calificaciones',
  hidden: 'Te lo preguntaremos más tarde',
} as const

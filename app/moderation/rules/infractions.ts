/**
 * The infraction form's rules (doc 1 §2, §3, §5, §9), pure: the validator, the model, the
 * notification texts and the page (`@rules/moderation/rules/infractions`) read them from here.
 */

/** The nine infraction types (doc 1 §3), with the Spanish label the select shows. */
export const INFRACTION_TYPES = {
  product_change_of_price: 'Cambio de precio del producto',
  improper_comments: 'Comentarios inapropiados',
  fraudulent_return: 'Devolución fraudulenta',
  noncomplace_with_shipment: 'Incumplimiento en el envío',
  order_noncompliance: 'Incumplimiento del pedido',
  bad_customer_service: 'Mal servicio al cliente',
  misleading_advertising: 'Publicidad engañosa',
  share_contact_information: 'Compartir información de contacto',
  another: 'Otra',
} as const
export type InfractionType = keyof typeof INFRACTION_TYPES
export const INFRACTION_TYPE_KEYS = Object.keys(INFRACTION_TYPES) as InfractionType[]

/** The label of a stored type (the key itself if it is not one of the nine). */
export function infractionTypeLabel(type: string) {
  return (INFRACTION_TYPES as Record<string, string>)[type] ?? type
}

/** The detail: required, at most 512 characters (doc 1 §9), 'n / 512'. */
export const INFRACTION_DETAIL_MAX_LENGTH = 512
export function infractionDetailCounter(text: string | null | undefined) {
  return `${(text ?? '').length} / ${INFRACTION_DETAIL_MAX_LENGTH}`
}

/** The evidence (an image or a PDF) uploaded for an infraction: at most 10 MB. */
export const EVIDENCE_MAX_MB = 10
export const EVIDENCE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
export const EVIDENCE_EXTENSIONS = [...EVIDENCE_IMAGE_EXTENSIONS, 'pdf'] as const

/**
 * A stored evidence key: a photo of the upload endpoint (re-encoded WebP) or an evidence file
 * (WebP or PDF) — never a URL or a path going up.
 */
export const EVIDENCE_KEY = /^[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif|pdf)$/

/** Where an evidence file is read (`api.infractions.evidenceFile`: `<path>/<uuid>.<webp|pdf>`). */
export const EVIDENCE_FILE_PATH = '/api/store/infractions/evidence'

/** Spanish messages of the infraction API and form (doc 1 §5, §8). */
export const INFRACTION_MESSAGES = {
  /** Doc 1 §5: any of type, detail or evidence missing. */
  required: 'Todos los datos son obligatorios',
  detailTooLong: `El detalle de la infracción no puede superar los ${INFRACTION_DETAIL_MAX_LENGTH} caracteres`,
  badType: 'Selecciona un tipo de infracción válido',
  badFile: 'La evidencia no es válida. Vuelve a subirla.',
  badLink: 'Indica una sola transacción: la cotización, la solicitud o el pedido',
  storeRequired: 'Indica la tienda de la infracción',
  badNotify: 'El valor de notificar al vendedor no es válido',
  notAllowed: 'No tienes permiso para registrar infracciones',
  listNotAllowed: 'No tienes permiso para ver infracciones',
  evidenceRequired: 'Selecciona un archivo',
  evidenceTooBig: `El archivo excede el tamaño máximo permitido (${EVIDENCE_MAX_MB}MB).`,
  evidenceType: 'Tipo de archivo no permitido',
  evidenceUnreadable: 'No se pudo cargar el archivo',
  registered: 'Infracción registrada',
} as const

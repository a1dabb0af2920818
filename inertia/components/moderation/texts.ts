import {
  EVIDENCE_MAX_MB,
  INFRACTION_MESSAGES,
  infractionDetailCounter,
} from '@rules/moderation/rules/infractions'

/**
 * The Spanish texts of the moderation tools on the admin view of a quotation (doc 3 §2.4) and
 * of the infraction form (doc 1 §2, §5, §8), with every accent.
 */
export const MODERATION_TEXTS = {
  view: 'Ver',
  viewHint: 'Ver la solicitud con sus cotizaciones',
  exportPdf: 'Exportar PDF',
  registerInfraction: 'Registrar infracción',
  infractionsTitle: 'Infracciones registradas',
  infractionTitle: (code: string) => `Registrar infracción · ${code}`,
  typeLabel: 'Tipo de infracción',
  typePlaceholder: 'Selecciona el tipo de infracción',
  detailLabel: 'Detalle',
  detailPlaceholder: 'Describe la infracción',
  counter: infractionDetailCounter,
  evidenceLabel: 'Evidencia',
  evidenceHint: `Una imagen o un PDF de máximo ${EVIDENCE_MAX_MB} MB`,
  evidencePick: 'Seleccionar archivo',
  evidenceChange: 'Cambiar archivo',
  evidenceRemove: 'Quitar evidencia',
  evidencePdf: 'Documento PDF',
  evidenceImage: 'Imagen de la evidencia',
  notifySeller: 'Notificar al vendedor',
  save: 'Guardar',
  cancel: 'Cancelar',
  /** Doc 1 §5: type, detail or evidence missing. */
  required: INFRACTION_MESSAGES.required,
  detailTooLong: INFRACTION_MESSAGES.detailTooLong,
  saved: INFRACTION_MESSAGES.registered,
  saveError: 'No se pudo registrar la infracción',
} as const

/** The store's infractions page (/tienda/{storeUrl}/infracciones, issue 21). */
export const STORE_INFRACTIONS_TEXTS = {
  title: 'Infracciones de la tienda',
  description: 'Las infracciones registradas a tu tienda en la plataforma.',
  intro: (store: string) =>
    `Las infracciones registradas a ${store}. Recuerda que no está permitido compartir datos de contacto y que las infracciones pueden llevar a la desactivación de la cuenta.`,
  empty: 'Tu tienda no tiene infracciones registradas.',
  announced: 'La infracción que te notificamos',
  type: 'Tipo',
  detail: 'Detalle',
  registeredAt: 'Registrada el',
} as const

/**
 * The vendor discard reasons of doc 2 §9 (keys a–j), the one list: the pages (the discard modal
 * is also used by the request detail page, which gets no props for it), the validator and the
 * model (VENDOR_IGNORE_REASONS is derived from it) all read it from here.
 */
export const DISCARD_REASONS = [
  { value: 'a', label: 'Baja probabilidad de venta' },
  { value: 'b', label: 'El cliente no responde las preguntas' },
  { value: 'c', label: 'Falta información del vehículo' },
  { value: 'd', label: 'Falta información del producto' },
  { value: 'e', label: 'Superé el tiempo de respuesta' },
  { value: 'f', label: 'No me interesa este cliente' },
  { value: 'g', label: 'Producto no disponible' },
  { value: 'h', label: 'Solicitud cerrada - no pude cotizar' },
  { value: 'i', label: 'Catálogo de partes no disponible' },
  { value: 'j', label: 'Otro' },
] as const

export type DiscardReason = (typeof DISCARD_REASONS)[number]['value']

/** key → label, for the model and the reports. */
export const DISCARD_REASON_LABELS = Object.fromEntries(
  DISCARD_REASONS.map((reason) => [reason.value, reason.label])
) as { [Reason in (typeof DISCARD_REASONS)[number] as Reason['value']]: Reason['label'] }

/** Preselected when the request is no longer available (doc 2 §4 "Discard flow"). */
export const UNAVAILABLE_DISCARD_REASON: DiscardReason = 'e'

/** Used when every detail was marked 'Agotado'. */
export const PRODUCT_NOT_AVAILABLE_DISCARD_REASON: DiscardReason = 'g'

/** Process observation: required, at most 128 characters, 3 rows (doc 3 §5). */
export const PROCESS_OBSERVATION_LIMIT = 128

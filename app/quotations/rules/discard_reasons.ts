/**
 * The vendor discard reasons of doc 2 §9 (keys a–j) as pure data, for the pages (the discard
 * modal is also used by the request detail page, which gets no props for it). The model keeps
 * the same list (models/vendor_ignore.ts VENDOR_IGNORE_REASONS); a unit test checks they match.
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

/** Preselected when the request is no longer available (doc 2 §4 "Discard flow"). */
export const UNAVAILABLE_DISCARD_REASON = 'e'

/** Process observation: required, at most 128 characters, 3 rows (doc 3 §5). */
export const PROCESS_OBSERVATION_LIMIT = 128

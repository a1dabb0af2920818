/**
 * The agenda (doc 1 §3 "Activity", §4, §5, §9), shared with the pages as
 * `@rules/users/rules/activity`: limits, states, the date format and the Spanish texts.
 *
 * The date is the wall-clock time the user picked ('YYYY-MM-DD HH:mm:ss'), kept as typed (no
 * time-zone conversion: the database's UTC column holds it as is and the API answers it back
 * in the same format), so an activity at 09:00 stays at 09:00 whoever reads it.
 */
export const ACTIVITY_NAME_MAX = 256
/** doc 1 §5 / §9: the description ('activity') is at most 256 characters. */
export const ACTIVITY_DESCRIPTION_MAX = 256
export const ACTIVITY_URL_MAX = 1024
export const AGENDA_PAGE_SIZE = 20

/** 'YYYY-MM-DD HH:mm:ss' (Luxon's tokens). */
export const ACTIVITY_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss'
export const ACTIVITY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
/**
 * The dates the agenda takes: the column is a TIMESTAMP, which MySQL keeps only up to January
 * 2038; a date outside is refused in Spanish instead of failing in the database.
 */
export const ACTIVITY_DATE_MIN = '2000-01-01 00:00:00'
export const ACTIVITY_DATE_MAX = '2037-12-31 23:59:59'

/** activity_state: 0 Pendiente, 1 Realizado (doc 1 §3). */
export const ACTIVITY_STATE_LABELS: Record<0 | 1, string> = { 0: 'Pendiente', 1: 'Realizado' }

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Ingresa el nombre de la actividad',
  nameMax: `El nombre debe tener máximo ${ACTIVITY_NAME_MAX} caracteres`,
  dateRequired: 'Selecciona la fecha y la hora de la actividad',
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD HH:mm:ss',
  dateOutOfRange: 'Elige una fecha entre los años 2000 y 2037',
  descriptionRequired: 'Describe la actividad',
  descriptionMax: `La descripción debe tener máximo ${ACTIVITY_DESCRIPTION_MAX} caracteres`,
  stateInvalid: 'El estado debe ser Pendiente o Realizado',
  urlInvalid: 'La actividad solo puede enlazar a una página de este sitio',
  created: 'Actividad agendada',
  updated: 'Actividad actualizada',
  deleted: 'Actividad eliminada',
  badFilter: 'El parámetro filter debe ser un objeto JSON',
  unknownFilter: (name: string, allowed: readonly string[]) =>
    `El filtro '${name}' no está permitido. Usa: ${allowed.join(', ')}`,
  badFilterValue: (name: string) => `El valor del filtro '${name}' no es válido`,
} as const

/**
 * The page an activity links back to, as a path of this site ('/repuestosGo/page/index#open'):
 * a path starting with one '/', or an http(s) URL of `host` (reduced to its path). Anything
 * else — another site, '//other.host', 'javascript:' — answers null: the agenda never sends the
 * user away from the site.
 */
export function sameSitePath(value: string, host?: string | null): string | null {
  const text = value.trim()
  if (!text || text.length > ACTIVITY_URL_MAX || /[\s\\]/.test(text)) return null
  if (text.startsWith('/')) return text.startsWith('//') ? null : text
  if (!host) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.host.toLowerCase() !== host.toLowerCase()) return null
  return `${url.pathname}${url.search}${url.hash}`
}

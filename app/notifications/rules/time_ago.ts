/**
 * "Hace …" of a notification (doc 1 §9 "Time difference display: minutes under 60, then hours,
 * then days ('dias'), one decimal"). Under a minute: 'Hace un momento'. Whole values drop the
 * decimal ('Hace 3 horas', not '3,0'); the decimal separator is the locale's. Pure: the bell
 * uses it in the browser.
 */
export function timeAgo(
  from: Date | string | number,
  now: Date | number = Date.now(),
  locale = 'es-CO'
) {
  const then = from instanceof Date ? from.getTime() : new Date(from).getTime()
  const minutes = Math.max(0, (+now - then) / 60000)
  if (minutes < 1) return 'Hace un momento'
  const format = (value: number, singular: string, plural: string) => {
    const rounded = Math.round(value * 10) / 10
    const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rounded)
    return `Hace ${text} ${rounded === 1 ? singular : plural}`
  }
  if (minutes < 60) return format(Math.floor(minutes), 'minuto', 'minutos')
  const hours = minutes / 60
  if (hours < 24) return format(hours, 'hora', 'horas')
  return format(hours / 24, 'dia', 'dias')
}

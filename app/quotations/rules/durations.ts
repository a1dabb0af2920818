/**
 * Durations as Spanish readers write them (vendor response time, doc 2 §9): "45 min", "1 h 48 min",
 * "3 h", "1 día 4 h", "2 días" — never "1.8 hr". Pure: shared by the pages and the server.
 */
export function durationText(minutes: number | null | undefined) {
  if (minutes === null || minutes === undefined || Number.isNaN(minutes)) return '--'
  const total = Math.max(0, Math.round(minutes))
  if (total < 60) return `${total} min`
  const hours = Math.floor(total / 60)
  const rest = total % 60
  if (hours < 24) return rest ? `${hours} h ${rest} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  const restHours = hours % 24
  const dayText = days === 1 ? '1 día' : `${days} días`
  return restHours ? `${dayText} ${restHours} h` : dayText
}

import { COUNTRIES, type CountryCode } from '#core/country/country'
import type { ExportCell, ExportCellKind } from '#reports/rules/export_source'

/**
 * The Excel number formats of an export, per cell kind and country (issue 22 item 4 "es-CO /
 * es-MX number and date formats"). Each format carries the country's locale tag (`[$-240A]`
 * Spanish (Colombia), `[$-80A]` Spanish (Mexico)) and the peso sign of that locale, so Excel
 * shows the country's conventions; the thousands and decimal separators themselves are the
 * reader's own Excel settings (an .xlsx stores numbers, not text). Money as the app shows it
 * (formatMoney): whole pesos in Colombia (COP), cents in Mexico (MXN); dates are
 * day/month/year, times 24 h.
 * Text columns are '@' (Text): a value typed over a cell stays text, never a formula.
 */
const LOCALE_TAG: Record<CountryCode, string> = { CO: '240A', MX: '80A' }

export function excelNumberFormat(kind: ExportCellKind, country: CountryCode): string {
  const tag = LOCALE_TAG[country]
  switch (kind) {
    case 'money': {
      const digits = COUNTRIES[country].currency === 'COP' ? '#,##0' : '#,##0.00'
      return `[$$-${tag}] ${digits};-[$$-${tag}] ${digits}`
    }
    case 'integer':
      return '#,##0'
    case 'percent':
      return '0.0"%"'
    case 'date':
      return `[$-${tag}]dd/mm/yyyy`
    case 'datetime':
      return `[$-${tag}]dd/mm/yyyy hh:mm`
    case 'text':
      return '@'
  }
}

/** The first characters that make a spreadsheet read a typed text as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

/** Whether a text would be taken for a formula if typed into a spreadsheet. */
export function looksLikeFormula(text: string) {
  return FORMULA_START.test(text)
}

/**
 * A cell's value as the export writes it:
 * - text: always a string (a number or date in a text column becomes its text), so a value that
 *   starts with `=`, `+`, `-` or `@` is a plain string cell in a '@' column — never a formula;
 * - money, integer, percent: a finite number (money rounded to whole pesos in COP, to cents in
 *   MXN; integers to units), else empty;
 * - date, datetime: the UTC instant moved to the country's wall clock (an .xlsx date has no
 *   time zone: it shows what it holds), else empty.
 */
export function excelCellValue(
  value: ExportCell | undefined,
  kind: ExportCellKind,
  country: CountryCode
): string | number | Date | null {
  if (value === null || value === undefined) return null
  switch (kind) {
    case 'text':
      return value instanceof Date ? value.toISOString() : String(value)
    case 'money':
    case 'integer':
    case 'percent': {
      const number = typeof value === 'number' ? value : Number(value)
      if (!Number.isFinite(number)) return null
      if (kind === 'percent') return number
      if (kind === 'money' && COUNTRIES[country].currency !== 'COP') {
        return Math.round(number * 100) / 100
      }
      return Math.round(number)
    }
    case 'date':
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(value)
      if (Number.isNaN(date.getTime())) return null
      return wallClock(date, COUNTRIES[country].timeZone, kind === 'date')
    }
  }
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** Per time zone, the offset (ms) of each UTC hour already seen: zones move by whole hours. */
const offsets = new Map<string, Map<number, number>>()
const HOUR = 3_600_000

function offsetAt(date: Date, timeZone: string) {
  let known = offsets.get(timeZone)
  if (!known) offsets.set(timeZone, (known = new Map()))
  const hour = Math.floor(date.getTime() / HOUR)
  const cached = known.get(hour)
  if (cached !== undefined) return cached
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  const part: Record<string, number> = {}
  const start = new Date(hour * HOUR)
  for (const { type, value } of format.formatToParts(start)) part[type] = Number(value)
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
  if (known.size > 100_000) known.clear()
  known.set(hour, wall - start.getTime())
  return wall - start.getTime()
}

/**
 * `date` as the time zone's wall clock, expressed as a UTC Date (what exceljs writes); the
 * zone's offset is looked up once per hour of time (a report's rows share few hours).
 */
function wallClock(date: Date, timeZone: string, dayOnly: boolean) {
  const wall = new Date(date.getTime() + offsetAt(date, timeZone))
  if (!dayOnly) return wall
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()))
}

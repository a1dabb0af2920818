import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { parseFilterObject, readId } from '#quotations/queries/list_params'

/**
 * The analytics report's input (doc 2 §2 "Analytics report", §7 GET completeAnalytics):
 * `page` (from 0), `pageSize` (20 by default, at most 200) and `filter`, a JSON object (or
 * `filter[key]=…`):
 * - `channel`: 1 Marketplace, 2 Tienda (the request's channel);
 * - `from`, `to`: days `YYYY-MM-DD`, both included, of the row's date (the day the store quoted
 *   or discarded the request);
 * - `storeId` (also `store_id`, as the spec's other filters spell it): one store. Staff only; a
 *   vendor may only name their own store (another one answers 404, AnalyticsPolicy).
 * Anything else is a Spanish 422 naming `filter`. The Excel export reads the same filter
 * (`parseAnalyticsFilter` on the stored JSON).
 */
export interface AnalyticsFilter {
  channel?: 1 | 2
  from?: string
  to?: string
  storeId?: number
}

export const ANALYTICS_FILTER_MESSAGES = {
  channel: 'El canal debe ser 1 (Marketplace) o 2 (Tienda)',
  day: 'La fecha debe tener el formato AAAA-MM-DD',
  range: 'La fecha inicial no puede ser posterior a la final',
  unknown: (name: string) => `El filtro "${name}" no existe; usa channel, from, to o storeId`,
}
const M = ANALYTICS_FILTER_MESSAGES

const invalid = (message: string) => new BusinessError(message, 422, {}, 'filter')

function readDay(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !DateTime.fromISO(text).isValid) throw invalid(M.day)
  return text
}

export function parseAnalyticsFilter(raw: unknown): AnalyticsFilter {
  const filter: AnalyticsFilter = {}
  for (const [name, value] of Object.entries(parseFilterObject(raw))) {
    if (value === null || value === undefined || value === '') continue
    switch (name) {
      case 'channel': {
        const channel = Number(value)
        if (channel !== 1 && channel !== 2) throw invalid(M.channel)
        filter.channel = channel
        break
      }
      case 'from':
      case 'to':
        filter[name] = readDay(value)
        break
      case 'storeId':
      case 'store_id':
        filter.storeId = readId(value, name)
        break
      default:
        throw invalid(M.unknown(name))
    }
  }
  if (filter.from && filter.to && filter.from > filter.to) throw invalid(M.range)
  return filter
}

export function isEmptyAnalyticsFilter(filter: AnalyticsFilter) {
  return Object.keys(filter).length === 0
}

/** The SQL bounds of the filter's days (UTC, like every stored timestamp). */
export function dayBounds(filter: AnalyticsFilter) {
  return {
    from: filter.from ? `${filter.from} 00:00:00` : null,
    to: filter.to ? `${filter.to} 23:59:59` : null,
  }
}

/** GET completeAnalytics: the page fields; `filter` is read by parseAnalyticsFilter. */
export const analyticsListValidator = vine.create({
  ...pageFields(),
  filter: vine.any().optional(),
})
analyticsListValidator.messagesProvider = new SimpleMessagesProvider(pageMessages())

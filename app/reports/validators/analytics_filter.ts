import { BusinessError } from '#core/errors'
import { parseFilterObject, readId } from '#quotations/queries/list_params'

/**
 * MINIMAL STAND-IN (h-xls): the analytics report's filter as the Excel export reads it. h-ana
 * owns this file (the report's page and its validator); on merge theirs is kept, with the same
 * names: `AnalyticsFilter`, `parseAnalyticsFilter` (throws a Spanish 422).
 *
 * `filter` (JSON object or `filter[key]=…`): `channel` 1 Marketplace / 2 Tienda, `from` and
 * `to` days (YYYY-MM-DD, both included), `storeId` (admins). Anything else is a Spanish 422.
 */
export interface AnalyticsFilter {
  channel?: 1 | 2
  from?: string
  to?: string
  storeId?: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const invalid = (message: string) => new BusinessError(message, 422, {}, 'filter')

export function parseAnalyticsFilter(raw: unknown): AnalyticsFilter {
  const filter: AnalyticsFilter = {}
  for (const [name, value] of Object.entries(parseFilterObject(raw))) {
    if (value === null || value === undefined || value === '') continue
    if (name === 'channel') {
      if (Number(value) !== 1 && Number(value) !== 2) {
        throw invalid('El canal debe ser 1 (Marketplace) o 2 (Tienda)')
      }
      filter.channel = Number(value) as 1 | 2
    } else if (name === 'from' || name === 'to') {
      if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) {
        throw invalid('La fecha debe tener el formato AAAA-MM-DD')
      }
      filter[name] = value
    } else if (name === 'storeId') {
      filter.storeId = readId(value, 'storeId')
    } else {
      throw invalid(`El filtro "${name}" no existe`)
    }
  }
  return filter
}

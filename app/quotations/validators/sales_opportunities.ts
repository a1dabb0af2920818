import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { pageFields, pageMessages } from '#core/validators/pagination'
import { BusinessError } from '#core/errors'
import { parseFilterObject } from '#quotations/queries/list_params'
import type { SalesConditions } from '#quotations/queries/sales_opportunities_query'
import {
  SALES_FILTERS,
  SALES_MAX_PAGE_SIZE,
  SALES_OPPORTUNITIES as M,
  type SalesFilter,
  yearRange,
} from '#quotations/rules/sales_opportunities'

/**
 * Query string of GET /api/{product}Go/QuotationRequest/getSalesOpportunities: `page` from 1
 * (doc 2 §9), `pageSize` 1–50 (20 by default), `filter` a JSON object of the five column
 * filters (read by `parseSalesFilter`).
 */
export const salesOpportunitiesValidator = vine.create({
  ...pageFields({ first: 1, max: SALES_MAX_PAGE_SIZE }),
  filter: vine.any().optional(),
})
salesOpportunitiesValidator.messagesProvider = new SimpleMessagesProvider({
  ...pageMessages({ first: 1, max: SALES_MAX_PAGE_SIZE }),
})

const invalid = (message: string) => new BusinessError(message, 422, {}, 'filter')
const FILTER_NAMES = Object.keys(SALES_FILTERS) as SalesFilter[]

/**
 * The `filter` object: only the five names of doc 2 §7 (another name is a 422 naming them);
 * an empty value is no filter; a name is a text of at most 128 characters; 'Año' 1 to 4
 * digits, the years it starts (`yearRange`).
 */
export function parseSalesFilter(raw: unknown): SalesConditions {
  const conditions: SalesConditions = {}
  for (const [name, value] of Object.entries(parseFilterObject(raw))) {
    if (!FILTER_NAMES.includes(name as SalesFilter)) {
      throw invalid(M.unknownFilter(name, FILTER_NAMES))
    }
    if (value === null || value === undefined || value === '') continue
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw invalid(M.badFilterValue(SALES_FILTERS[name as SalesFilter]))
    }
    const text = String(value).trim()
    if (!text) continue
    if (name === 't.vehicle_year') {
      const range = yearRange(text)
      if (!range) throw invalid(M.badYear)
      conditions['t.vehicle_year'] = range
      continue
    }
    if (text.length > 128) throw invalid(M.badFilterValue(SALES_FILTERS[name as SalesFilter]))
    conditions[name as Exclude<SalesFilter, 't.vehicle_year'>] = text
  }
  return conditions
}

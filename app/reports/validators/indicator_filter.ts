import vine from '@vinejs/vine'
import { BusinessError } from '#core/errors'
import { parseFilterObject, readId } from '#quotations/queries/list_params'
import { INDICATOR_MESSAGES as M } from '#reports/rules/indicator_messages'

/**
 * The `filter` of GET /api/{product}Go/AnalyticsQuotationRequestResponse (doc 2 §7: "response
 * statistics with store_id"): a JSON object whose only name is `store_id`, a positive integer.
 * A vendor may leave it out (their own store); staff must name the store. Bad JSON, another
 * name or a bad id are 422 on `filter`.
 */
export function parseIndicatorFilter(raw: unknown): { storeId: number | null } {
  const filter = parseFilterObject(raw)
  for (const name of Object.keys(filter)) {
    if (name !== 'store_id') throw new BusinessError(M.unknownFilter(name), 422, {}, 'filter')
  }
  const value = filter.store_id
  return {
    storeId:
      value === undefined || value === null || value === '' ? null : readId(value, 'store_id'),
  }
}

/** Query string of AnalyticsQuotationRequestResponse: `filter` (JSON, read by parseIndicatorFilter). */
export const indicatorQueryValidator = vine.create({
  filter: vine.any().optional(),
})

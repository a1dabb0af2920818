import { parseFilterObject } from '#quotations/queries/list_params'
import { parseAnalyticsFilter } from '#reports/validators/analytics_filter'

/**
 * The filter an analytics export keeps (doc 2 §7 "the filter is sent only for admins with a
 * non-empty filter"): the request's `filter` (JSON object or `filter[key]=…`) without its empty
 * entries, checked by the report's own filter rules (a Spanish 422 when they refuse it); null when
 * nothing is left. The record keeps it as asked, and the worker reads it through the same rules.
 */
export function exportFilter(raw: unknown): Record<string, unknown> | null {
  const entries = Object.entries(parseFilterObject(raw)).filter(
    ([, value]) => value !== null && value !== undefined && value !== ''
  )
  if (entries.length === 0) return null
  const kept = Object.fromEntries(entries)
  parseAnalyticsFilter(kept)
  return kept
}

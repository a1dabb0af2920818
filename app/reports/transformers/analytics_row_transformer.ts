import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AnalyticsRowWithKey } from '#reports/queries/analytics_query'
import { visibleCells } from '#reports/rules/analytics_rows'

/**
 * One row of the analytics report as GET completeAnalytics answers it (doc 2 §3 "Analytics
 * row"): `key` (stable: q12 a quotation, d7 a discard) and `cells`, the viewer's columns by key
 * (rules/analytics_columns.ts, the page reads their headers and kinds there): texts, numbers
 * (money in the currency's units, COP whole pesos), dates as ISO texts, null when empty, '--'
 * for a customer cell without the right.
 */
export default class AnalyticsRowTransformer extends BaseTransformer<AnalyticsRowWithKey> {
  constructor(
    resource: AnalyticsRowWithKey,
    protected staff: boolean
  ) {
    super(resource)
  }

  toObject() {
    const cells = visibleCells(this.resource, this.staff)
    return {
      key: this.resource.row_key,
      cells: Object.fromEntries(
        Object.entries(cells).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : value,
        ])
      ) as Record<string, string | number | null>,
    }
  }
}

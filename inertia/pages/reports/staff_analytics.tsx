import type { staffStoreOptions } from '@rules/stores/queries/staff_store_options_query'
import { StaffLayout } from '~/layouts/staff_layout'
import { AnalyticsReport } from '~/components/reports/analytics/analytics_report'
import { AnalyticsExportButton } from '~/components/reports/analytics/export_button'
import { ANALYTICS_TEXTS as T } from '~/components/reports/texts'
import type { AnswerOf } from '~/types'

type Props = { stores: AnswerOf<typeof staffStoreOptions> }

/**
 * Staff section /staff/reportes (doc 2 §2 "Analytics report", §6 "isAdmin: in the report sees a
 * store filter and column, extra VIN, plate and identification columns, and can export a
 * filtered Excel"): the analytics report over every store, with the store filter.
 */
export default function StaffAnalyticsPage({ stores }: Props) {
  return (
    <StaffLayout title={T.title} description={T.staffDescription}>
      <AnalyticsReport
        stores={stores}
        actions={(filter) => <AnalyticsExportButton filter={filter} />}
      />
    </StaffLayout>
  )
}

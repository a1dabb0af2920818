import { Alert, Box, Stack, Text, Title } from '@mantine/core'
import { IndicatorSections, Later, SummaryState } from './summary_view'
import type { SellerTabProps } from './shared'
import { AnalyticsReport } from '~/components/reports/analytics/analytics_report'
import { INDICATOR_TEXTS as I, VENDOR_TEXTS as T } from './texts'

/**
 * Tab 'Reportes' (doc 2 §2, §6: needs a store id or an adviser store). The analytics report of
 * doc 2 §2 (table, Excel export, NPS gauge) comes with the reports issue; until then this tab
 * shows, honestly labelled, the store's real figures that exist so far: requests received,
 * pending, quoted and discarded, the discard reasons and the state of the quotations.
 */
export function ReportsTab({ seller }: SellerTabProps) {
  if (seller.inactiveNotice) {
    return (
      <Alert color="blue" variant="light" title={I.inactiveModule}>
        {seller.inactiveNotice}
      </Alert>
    )
  }
  return (
    <Box data-testid="reports-tab">
      <Stack gap="md">
        <Later>{T.reportsLater}</Later>
        <SummaryState storeId={seller.storeId} enabled={seller.storeId !== null}>
          {(summary) => (
            <Stack gap="lg">
              <div>
                <Title order={2} size="h4">
                  {I.reportTitle(seller.storeName ?? T.ownStore, summary.days)}
                </Title>
                <Text size="sm" c="dimmed" data-testid="report-received">
                  {I.reportReceived(
                    summary.received,
                    summary.days,
                    summary.responded,
                    summary.pending
                  )}
                </Text>
              </div>
              <IndicatorSections summary={summary} />
            </Stack>
          )}
        </SummaryState>
        {/* AnalyticsReport: h-ana */}
        <AnalyticsReport />
      </Stack>
    </Box>
  )
}

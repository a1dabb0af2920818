import { Alert, Box, Stack, Title } from '@mantine/core'
import { EXPORT_TEXTS, INDICATOR_TEXTS as I } from '~/components/reports/texts'
import { StoreIndicatorsView } from '~/components/reports/indicators/indicators_modal'
import { StoreNpsGauge } from '~/components/reports/nps/store_nps_gauge'
import { AnalyticsReport } from '~/components/reports/analytics/analytics_report'
import { AnalyticsExportButton } from '~/components/reports/analytics/export_button'
import { INDICATOR_DAYS } from '@rules/reports/rules/indicators'
import type { SellerTabProps } from './shared'

/**
 * Tab 'Reportes' (doc 2 §2, §6: needs a store id or an adviser store): the store's indicators
 * of the last 30 days (the same view as 'Mis indicadores'), its satisfaction gauge and the
 * analytics report with its Excel export.
 */
export function ReportsTab({ seller }: SellerTabProps) {
  if (seller.inactiveNotice) {
    return (
      <Alert color="blue" variant="light" title={I.inactiveModule}>
        {seller.inactiveNotice}
      </Alert>
    )
  }
  const withStore = seller.storeId !== null
  return (
    <Box data-testid="reports-tab">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {I.reportTitle(seller.storeName ?? I.ownStore, INDICATOR_DAYS)}
        </Title>
        {withStore && <StoreNpsGauge storeId={seller.storeId} />}
        <StoreIndicatorsView seller={seller} enabled={withStore} />
        {/* a store's export holds the whole store (doc 2 §7: the filter is the admin's) */}
        <AnalyticsReport
          actions={() => <AnalyticsExportButton filter={null} hint={EXPORT_TEXTS.wholeStore} />}
        />
      </Stack>
    </Box>
  )
}

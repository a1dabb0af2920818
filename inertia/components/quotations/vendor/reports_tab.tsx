import { Alert, Box, Stack, Title } from '@mantine/core'
import { INDICATOR_TEXTS as I } from '~/components/reports/texts'
import { StoreIndicatorsView } from '~/components/reports/indicators/indicators_modal'
import { INDICATOR_DAYS } from '@rules/reports/rules/indicators'
import type { SellerTabProps } from './shared'

/**
 * Tab 'Reportes' (doc 2 §2, §6: needs a store id or an adviser store): the store's indicators
 * of the last 30 days (the same view as 'Mis indicadores') and the analytics report.
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
      <Stack gap="lg">
        {/* AnalyticsReport: h-ana */}
        <Title order={2} size="h4">
          {I.reportTitle(seller.storeName ?? I.ownStore, INDICATOR_DAYS)}
        </Title>
        <StoreIndicatorsView seller={seller} enabled={seller.storeId !== null} />
      </Stack>
    </Box>
  )
}

import { Alert, Box, Stack, Text, Title } from '@mantine/core'
import { IndicatorSections, Later, SummaryState } from './summary_view'
import type { SellerTabProps } from './shared'
import { VENDOR_TEXTS as T } from './texts'

/**
 * Tab 'Reportes' (doc 2 §2, §6: needs a store id or an adviser store). The analytics report of
 * doc 2 §2 (table, Excel export, NPS gauge) comes with the reports issue; until then this tab
 * shows, honestly labelled, the store's real figures that exist so far: requests received,
 * pending, quoted and discarded, the discard reasons and the state of the quotations.
 */
export function ReportsTab({ seller }: SellerTabProps) {
  if (seller.inactiveNotice) {
    return (
      <Alert color="blue" variant="light" title="Módulo inactivo">
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
                  {seller.storeName ?? 'Tu tienda'}: últimos {summary.days} días
                </Title>
                <Text size="sm" c="dimmed" data-testid="report-received">
                  {summary.received === 1
                    ? '1 solicitud llegó a tu tienda'
                    : `${summary.received} solicitudes llegaron a tu tienda`}{' '}
                  en los últimos {summary.days} días; respondiste {summary.responded} (cotizadas o
                  descartadas). Hoy tienes {summary.pending} por cotizar.
                </Text>
              </div>
              <IndicatorSections summary={summary} />
            </Stack>
          )}
        </SummaryState>
      </Stack>
    </Box>
  )
}

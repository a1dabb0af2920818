import { Container, Text, Title } from '@mantine/core'
import type { staffStoreOptions } from '@rules/stores/queries/staff_store_options_query'
import { AppLayout } from '~/layouts/app_layout'
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
    <AppLayout title={T.staffTitle} description={T.staffDescription}>
      <Container size="xl" py="xl">
        <Title order={1} size="h2" mb="xs">
          {T.title}
        </Title>
        <Text c="dimmed" mb="lg">
          {T.staffDescription}
        </Text>
        <AnalyticsReport
          stores={stores}
          actions={(filter) => <AnalyticsExportButton filter={filter} />}
        />
      </Container>
    </AppLayout>
  )
}

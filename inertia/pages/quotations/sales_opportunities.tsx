import { lazy, Suspense } from 'react'
import { useMounted } from '@mantine/hooks'
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { useShared } from '~/lib/page_props'
import {
  OpportunitiesTable,
  type OpportunitiesPage,
} from '~/components/quotations/sales_opportunities/opportunities_table'
import {
  useRegisterUrl,
  type QuoteTarget,
} from '~/components/quotations/sales_opportunities/quote_action'
import { SALES_TEXTS as T } from '~/components/quotations/sales_opportunities/texts'

/** The charts (recharts) arrive after the page, in the browser only. */
const SalesCharts = lazy(() =>
  import('~/components/quotations/sales_opportunities/sales_charts').then((m) => ({
    default: m.SalesCharts,
  }))
)

/** The room the charts take while they load (no layout shift). */
const CHARTS_PLACEHOLDER = <div style={{ minHeight: 360 }} />

type Props = {
  opportunities: OpportunitiesPage
  indicators: { brands: Record<string, number>; citys: Record<string, number>; generatedAt: string }
  today: string
  quoteTarget: QuoteTarget
  description: string
}

/**
 * /{product}Go/quotationRequest/oportunidadesDeVenta (`salesOportunities`, public, doc 2 §2):
 * the open marketplace requests of the host's country that stores can quote — title, 'Hoy
 * {date} estamos comprando estas autopartes' (the date written by the server in the country's
 * time zone), the filtered table, the top brands and cities, and 'Registrate como Proveedor'
 * twice. Everything above the charts is rendered from the props (server rendering safe: no
 * window or document while rendering).
 */
export default function SalesOpportunitiesPage(props: Props) {
  const registerUrl = useRegisterUrl()
  const { country } = useShared()
  // charts and the local time only in the browser: the server's render stays the same
  const mounted = useMounted()

  const register = (
    <Button component="a" href={registerUrl} size="md" data-testid="register-provider">
      {T.register}
    </Button>
  )
  return (
    <AppLayout title={T.title} description={props.description}>
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="md">
            <div>
              <Title order={1}>{T.title}</Title>
              <Text size="lg" mt={4} data-testid="today">
                {T.today(props.today)}
              </Text>
            </div>
            {register}
          </Group>
          <OpportunitiesTable initial={props.opportunities} quoteTarget={props.quoteTarget} />
          {mounted ? (
            <Stack gap={4}>
              <Suspense fallback={CHARTS_PLACEHOLDER}>
                <SalesCharts brands={props.indicators.brands} citys={props.indicators.citys} />
              </Suspense>
              <Text size="xs" c="dimmed" ta="right" data-testid="indicators-time">
                {T.updatedAt(
                  new Date(props.indicators.generatedAt).toLocaleTimeString(country.locale, {
                    hour: '2-digit',
                    minute: '2-digit',
                  })
                )}
              </Text>
            </Stack>
          ) : (
            CHARTS_PLACEHOLDER
          )}
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" gap="md">
              <Text fw={600}>{T.registerLead}</Text>
              {register}
            </Group>
          </Paper>
        </Stack>
      </Container>
    </AppLayout>
  )
}

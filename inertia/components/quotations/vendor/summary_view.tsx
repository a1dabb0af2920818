import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { Loading } from '~/components/loading'
import { useSellerApi } from './shared'
import type { VendorSummary } from './types'
import { responseTimeText } from './texts'

/** Reads the store's figures (GET …/QuotationRequest/{storeId}/vendorSummary). */
export function useVendorSummary(storeId: number | null, enabled: boolean) {
  const urls = useSellerApi()
  const [state, setState] = useState<{ data: VendorSummary | null; error: string | null }>({
    data: null,
    error: null,
  })
  useEffect(() => {
    if (!enabled || !storeId) return
    let current = true
    void api<{ data: VendorSummary }>('GET', urls.summary(storeId)).then((response) => {
      if (!current) return
      setState(
        response.ok
          ? { data: response.body.data, error: null }
          : { data: null, error: errorMessage(response) }
      )
    })
    return () => {
      current = false
    }
    // The paths never change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeId, enabled])
  return state
}

export function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string
  value: ReactNode
  hint?: string
  testId?: string
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={800} size="xl" lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  )
}

/** Where a figure needs the reports issue: said plainly. */
export function Later({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs">
      <Text size="sm">{children}</Text>
    </Alert>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The four sections of the 'Indicadores' modal (doc 2 §2 "Store indicators modal sections"). */
export function IndicatorSections({ summary }: { summary: VendorSummary }) {
  const { country } = useShared()
  const money = (value: number) => formatMoney(value, country.locale, country.currency)
  const last = `últimos ${summary.days} días`
  return (
    <Stack gap="lg">
      <Section title="Indicadores de Oportunidad de ventas">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure
            label="Solicitudes por cotizar"
            value={summary.opportunities.requests}
            hint="ahora"
            testId="figure-requests"
          />
          <Figure
            label="Autopartes por cotizar"
            value={summary.opportunities.details}
            hint="ahora"
          />
          <Figure label="Solicitudes recibidas" value={summary.received} hint={last} />
          <Figure
            label="Tasa de respuesta"
            value={`${summary.responseRate} %`}
            hint={`${summary.responded} cotizadas o descartadas`}
          />
          <Figure
            label="Tiempo de respuesta"
            value={responseTimeText(summary.responseTimeMinutes)}
            hint="promedio hasta tu cotización"
          />
        </SimpleGrid>
        <Later>
          Las oportunidades por marca y por ciudad y la comparación con otras tiendas llegan con el
          módulo de reportes.
        </Later>
      </Section>

      <Section title="Indicadores de operación">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure label="Pendientes" value={summary.pending} hint="ahora" />
          <Figure label="En proceso" value={summary.inProcess} hint="ahora" />
          <Figure label="Cotizadas" value={summary.quoted} hint={last} />
          <Figure label="Descartadas" value={summary.discarded} hint={last} />
        </SimpleGrid>
        {summary.discardReasons.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {summary.discardReasons.map((reason) => (
              <Paper key={reason.reason} withBorder radius="md" p="xs">
                <Text size="sm" fw={600}>
                  {reason.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {reason.count_reason_discarded} de {reason.total_reason_discarded} ·{' '}
                  {reason.percentage_discarded} %
                </Text>
                <Progress value={reason.percentage_discarded} size="sm" mt={4} />
              </Paper>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No descartaste solicitudes en los {last}.
          </Text>
        )}
        <Later>La eficiencia por vendedor (asesor) llega con el módulo de reportes.</Later>
      </Section>

      <Section title="Estado de cotizaciones">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label="Cotizaciones enviadas" value={summary.quotations.made} hint={last} />
          <Figure label="En revisión del comprador" value={summary.quotations.underReview} />
          <Figure label="Con compra" value={summary.quotations.withPurchase} />
          <Figure label="Descartadas por el comprador" value={summary.quotations.buyerDiscarded} />
          <Figure label="Vencidas o cerradas" value={summary.quotations.expired} />
        </SimpleGrid>
      </Section>

      <Section title="Indicador de conversión">
        {summary.conversion.conversion > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Figure label="Valor cotizado" value={money(summary.conversion.total_price_quotes)} />
            <Figure label="Valor vendido" value={money(summary.conversion.total_price_orders)} />
            <Figure label="Conversión" value={`${summary.conversion.conversion} %`} hint={last} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Aún no hay ventas de tus cotizaciones en los {last}: la conversión (valor vendido /
            valor cotizado) aparece con tu primera venta.
          </Text>
        )}
        <Later>
          La calificación de satisfacción (NPS) de tus compradores llega con el módulo de reportes.
        </Later>
      </Section>
    </Stack>
  )
}

export function SummaryState({
  storeId,
  enabled,
  children,
}: {
  storeId: number | null
  enabled: boolean
  children: (summary: VendorSummary) => ReactNode
}) {
  const { data, error } = useVendorSummary(storeId, enabled)
  if (error) return <Alert color="red">{error}</Alert>
  if (!data) return <Loading />
  return <>{children(data)}</>
}

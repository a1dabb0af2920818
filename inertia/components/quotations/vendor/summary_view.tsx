import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { Loading } from '~/components/loading'
import { useSellerApi } from './shared'
import type { VendorSummary } from './types'
import { INDICATOR_TEXTS as I, responseTimeText } from './texts'

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
    // The addresses never change on a page.
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
  const last = I.lastDays(summary.days)
  return (
    <Stack gap="lg">
      <Section title={I.opportunities}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure
            label={I.requestsToQuote}
            value={summary.opportunities.requests}
            hint={I.now}
            testId="figure-requests"
          />
          <Figure label={I.partsToQuote} value={summary.opportunities.details} hint={I.now} />
          <Figure label={I.received} value={summary.received} hint={last} />
          <Figure
            label={I.responseRate}
            value={`${summary.responseRate} %`}
            hint={I.responded(summary.responded)}
          />
          <Figure
            label={I.responseTime}
            value={responseTimeText(summary.responseTimeMinutes)}
            hint={I.responseTimeHint}
          />
        </SimpleGrid>
        <Later>{I.opportunitiesLater}</Later>
      </Section>

      <Section title={I.operation}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure label={I.pending} value={summary.pending} hint={I.now} />
          <Figure label={I.inProcess} value={summary.inProcess} hint={I.now} />
          <Figure label={I.quoted} value={summary.quoted} hint={last} />
          <Figure label={I.discarded} value={summary.discarded} hint={last} />
        </SimpleGrid>
        {summary.discardReasons.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {summary.discardReasons.map((reason) => (
              <Paper key={reason.reason} withBorder radius="md" p="xs">
                <Text size="sm" fw={600}>
                  {reason.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {I.reasonShare(
                    reason.count_reason_discarded,
                    reason.total_reason_discarded,
                    reason.percentage_discarded
                  )}
                </Text>
                <Progress value={reason.percentage_discarded} size="sm" mt={4} />
              </Paper>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {I.noDiscards(last)}
          </Text>
        )}
        <Later>{I.efficiencyLater}</Later>
      </Section>

      <Section title={I.quotations}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label={I.made} value={summary.quotations.made} hint={last} />
          <Figure label={I.underReview} value={summary.quotations.underReview} />
          <Figure label={I.withPurchase} value={summary.quotations.withPurchase} />
          <Figure label={I.buyerDiscarded} value={summary.quotations.buyerDiscarded} />
          <Figure label={I.expired} value={summary.quotations.expired} />
        </SimpleGrid>
      </Section>

      <Section title={I.conversion}>
        {summary.conversion.conversion > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Figure label={I.quotedValue} value={money(summary.conversion.total_price_quotes)} />
            <Figure label={I.soldValue} value={money(summary.conversion.total_price_orders)} />
            <Figure
              label={I.conversionRate}
              value={`${summary.conversion.conversion} %`}
              hint={last}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {I.noSales(last)}
          </Text>
        )}
        <Later>{I.npsLater}</Later>
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

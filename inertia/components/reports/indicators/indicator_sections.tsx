import type { ReactNode } from 'react'
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { durationText } from '@rules/quotations/rules/durations'
import { Figure } from '~/components/figure'
import { formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { INDICATOR_TEXTS as I } from '../texts'
import { DiscardReasons } from './discard_reasons'
import type { StoreIndicators } from './types'

function Section({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/**
 * The four sections of 'Mis indicadores' (doc 2 §2 "Store indicators modal sections", §3, §9),
 * then the discard reasons:
 * - Oportunidad de ventas: requests and parts the store could quote now (only when the viewer
 *   sees the opportunity counters: never an admin, doc 2 §6);
 * - Operación: requests received, response rate and the median response time (min / h / días);
 * - Estado de cotizaciones: made, with purchase, under review, discarded by the buyer, % sold;
 * - Conversión: total quoted, total ordered and conversion, cards only when it is not zero.
 */
export function IndicatorSections({ indicators }: { indicators: StoreIndicators }) {
  const { country } = useShared()
  const number = (value: number) => value.toLocaleString(country.locale)
  const money = (value: number) => formatMoney(value, country.locale, country.currency)
  const { efficiency, response, opportunities } = indicators
  const last = I.lastDays(efficiency.days)
  return (
    <Stack gap="lg">
      {opportunities && (
        <Section title={I.opportunities} testId="indicators-opportunities">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Figure label={I.requestsToQuote} value={number(opportunities.requests)} hint={I.now} />
            <Figure label={I.partsToQuote} value={number(opportunities.details)} hint={I.now} />
          </SimpleGrid>
        </Section>
      )}

      <Section title={I.operation} testId="indicators-operation">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label={I.received} value={number(response.requests_received)} hint={last} />
          <Figure
            label={I.responseRate}
            value={`${number(response.response_rate)} %`}
            hint={I.responded(response.requests_responded)}
          />
          <Figure
            label={I.responseTime}
            value={durationText(response.response_time)}
            hint={I.responseTimeHint}
          />
        </SimpleGrid>
      </Section>

      <Section title={I.quotations} testId="indicators-quotations">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label={I.made} value={number(efficiency.quotations_made)} hint={last} />
          <Figure label={I.withPurchase} value={number(efficiency.quotation_with_purchase)} />
          <Figure label={I.underReview} value={number(efficiency.under_review_by_buyer)} />
          <Figure label={I.buyerDiscarded} value={number(efficiency.buyer_ignore_quotation)} />
          <Figure label={I.sold} value={`${number(efficiency.percentage_of_quotation)} %`} />
        </SimpleGrid>
      </Section>

      <Section title={I.conversion} testId="indicators-conversion">
        {efficiency.conversion > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Figure label={I.quotedValue} value={money(efficiency.total_price_quotes)} />
            <Figure label={I.orderedValue} value={money(efficiency.total_price_orders)} />
            <Figure
              label={I.conversionRate}
              value={`${number(efficiency.conversion)} %`}
              hint={last}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {I.noSales(last)}
          </Text>
        )}
      </Section>

      <DiscardReasons
        title={I.ownReasons}
        reasons={indicators.discards}
        empty={I.noOwnReasons(last)}
        locale={country.locale}
        testId="indicators-own-reasons"
      />
      <DiscardReasons
        title={I.buyerReasons}
        reasons={indicators.buyerDiscards}
        empty={I.noBuyerReasons(last)}
        locale={country.locale}
        testId="indicators-buyer-reasons"
      />
    </Stack>
  )
}

import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core'
import { durationText } from '@rules/quotations/rules/durations'
import { formatMoney } from '~/lib/format'
import { urlFor } from '~/lib/routes'
import { STAFF_PANEL_TEXTS as T } from '../texts'

export type PanelFigures = {
  requests: number
  quotations: number
  orders: number
  salesValue: string
  commission: string
  medianFirstQuotationMinutes: number | null
  quotedShare: number
  activeStores: number
}

type FigureName = keyof PanelFigures

const ORDER: FigureName[] = [
  'requests',
  'quotations',
  'orders',
  'salesValue',
  'commission',
  'medianFirstQuotationMinutes',
  'quotedShare',
  'activeStores',
]

/** Where staff read the list behind a figure (the records search, area 'records'). */
const LISTS: Partial<Record<FigureName, () => string>> = {
  requests: () => urlFor('staff.records.requests'),
  quotations: () => urlFor('staff.records.quotations'),
  orders: () => urlFor('staff.records.orders'),
}

/**
 * The panel's figures, one card each (label, value, what it counts), with 'Ver listado' to the
 * list behind it where one exists. Money in the country's currency (COP whole pesos, MXN with
 * cents), the response time as the vendor indicators write it (durationText).
 */
export function FigureCards({
  figures,
  locale,
  currency,
}: {
  figures: PanelFigures
  locale: string
  currency: string
}) {
  const count = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const shown: Record<FigureName, string> = {
    requests: count.format(figures.requests),
    quotations: count.format(figures.quotations),
    orders: count.format(figures.orders),
    salesValue: formatMoney(figures.salesValue, locale, currency),
    commission: formatMoney(figures.commission, locale, currency),
    medianFirstQuotationMinutes: durationText(figures.medianFirstQuotationMinutes),
    quotedShare: `${percent.format(figures.quotedShare)} %`,
    activeStores: count.format(figures.activeStores),
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="panel-figures">
      {ORDER.map((name) => {
        const list = LISTS[name]
        return (
          <Paper
            key={name}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={T.figures[name]}
            data-testid={`panel-figure-${name}`}
          >
            <Text size="sm" c="dimmed" fw={500}>
              {T.figures[name]}
            </Text>
            <Text fz={28} fw={700} lh={1.3} data-testid="panel-figure-value">
              {shown[name]}
            </Text>
            <Text size="xs" c="dimmed">
              {T.hints[name]}
            </Text>
            {list && (
              <Anchor href={list()} size="sm" mt={6} display="inline-block">
                {T.seeList}
              </Anchor>
            )}
          </Paper>
        )
      })}
    </SimpleGrid>
  )
}

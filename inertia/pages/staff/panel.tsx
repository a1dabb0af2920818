import { lazy, Suspense, useState } from 'react'
import { router } from '@inertiajs/react'
import { SegmentedControl, Stack, Text } from '@mantine/core'
import { StaffLayout } from '~/layouts/staff_layout'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { FigureCards, type PanelFigures } from '~/components/staff/panel/figure_cards'
import type { PanelPoint } from '~/components/staff/panel/panel_chart'
import { STAFF_PANEL_TEXTS as T } from '~/components/staff/texts'

/** The chart (recharts) arrives after the page. */
const PanelChart = lazy(() =>
  import('~/components/staff/panel/panel_chart').then((m) => ({ default: m.PanelChart }))
)

/** The room the chart takes while it loads (no layout shift). */
const CHART_PLACEHOLDER = <div style={{ minHeight: 330 }} />

type Period = 'today' | '7d' | '30d'
const PERIODS: Period[] = ['today', '7d', '30d']

type Props = {
  panel: {
    period: Period
    since: string | null
    until: string | null
    currency: string
    timeZone: string
    countryName: string
    figures: PanelFigures
    chart: { step: 'day' | 'hour'; points: PanelPoint[] }
  }
}

/**
 * Staff section /staff/panel (issue 23): the host country's market over today, the last 7 days
 * (default) or the last 30 — requests, quotations, orders, sales, commission, response time,
 * share of quoted requests and active stores, each linked to its list where one exists — and
 * their chart. The period is the `period` query parameter; switching reloads only the panel.
 */
export default function StaffPanelPage({ panel }: Props) {
  const { country } = useShared()
  // the period asked for while the server answers: the control moves at once, the figures follow
  const [pending, setPending] = useState<string | null>(null)
  const when = (iso: string) =>
    new Intl.DateTimeFormat(country.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: panel.timeZone,
    }).format(new Date(iso))

  const choose = (period: string) => {
    setPending(period)
    router.visit(urlFor('staff.panel.index', {}, { qs: { period } }), {
      only: ['panel'],
      preserveScroll: true,
      preserveState: true,
      onFinish: () => setPending(null),
    })
  }

  return (
    <StaffLayout title={T.title} description={T.description(panel.countryName)}>
      <Stack
        gap="lg"
        data-testid="staff-panel"
        data-period={panel.period}
        aria-busy={pending !== null}
      >
        <div>
          <SegmentedControl
            aria-label={T.periodLabel}
            value={pending ?? panel.period}
            onChange={choose}
            data={PERIODS.map((period) => ({ value: period, label: T.periods[period] }))}
            data-testid="panel-period"
          />
          {panel.since && panel.until && (
            <Text size="xs" c="dimmed" mt={6} data-testid="panel-window">
              {T.windowText(when(panel.since), when(panel.until))}
            </Text>
          )}
        </div>
        <FigureCards figures={panel.figures} locale={country.locale} currency={panel.currency} />
        <Suspense fallback={CHART_PLACEHOLDER}>
          <PanelChart points={panel.chart.points} step={panel.chart.step} locale={country.locale} />
        </Suspense>
      </Stack>
    </StaffLayout>
  )
}

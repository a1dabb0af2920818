import '@mantine/charts/styles.layer.css'
import { BarChart } from '@mantine/charts'
import { Paper, Text, Title } from '@mantine/core'
import { STAFF_PANEL_TEXTS as T } from '../texts'

export type PanelPoint = { bucket: string; requests: number; quotations: number; orders: number }

const HEIGHT = 250

/** A bucket's label: '29 nov' for a day, '14:00' for an hour (the country's clock already). */
function bucketLabel(bucket: string, step: 'day' | 'hour', locale: string) {
  if (step === 'hour') return `${bucket.slice(11, 13)}:00`
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${bucket}T00:00:00Z`))
}

/**
 * The period's requests, quotations and orders per day (per hour for today), as bars. Loaded
 * after the page (recharts is most of its weight).
 */
export function PanelChart({
  points,
  step,
  locale,
}: {
  points: PanelPoint[]
  step: 'day' | 'hour'
  locale: string
}) {
  const data = points.map((point) => ({
    label: bucketLabel(point.bucket, step, locale),
    [T.series.requests]: point.requests,
    [T.series.quotations]: point.quotations,
    [T.series.orders]: point.orders,
  }))
  const empty = points.every((point) => point.requests + point.quotations + point.orders === 0)
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={T.chartLabel}
      data-testid="panel-chart"
    >
      <Title order={2} size="h4" mb="sm">
        {T.chartTitle[step]}
      </Title>
      {empty ? (
        <Text c="dimmed">{T.noData}</Text>
      ) : (
        <BarChart
          h={HEIGHT}
          data={data}
          dataKey="label"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: T.series.requests, color: 'blue.6' },
            { name: T.series.quotations, color: 'orange.6' },
            { name: T.series.orders, color: 'teal.6' },
          ]}
        />
      )}
    </Paper>
  )
}

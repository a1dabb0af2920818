import '@mantine/charts/styles.layer.css'
import { BarChart, DonutChart } from '@mantine/charts'
import { ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { SALES_TEXTS as T } from './texts'

/** The charts' palette: 10 colours (doc 2 §2), one per brand or city of the top 10. */
export const CHART_COLORS = [
  'orange.6',
  'blue.6',
  'teal.6',
  'grape.6',
  'yellow.6',
  'cyan.6',
  'red.6',
  'lime.6',
  'indigo.6',
  'pink.6',
]
const HEIGHT = 250

/** One chart's card: a section named for screen readers, with its title. */
function ChartCard({
  label,
  title,
  testId,
  children,
}: {
  label: string
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-label={label}
      data-testid={testId}
    >
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/**
 * 'Top marcas' (bars) under 'Top Marcas más solicitadas' and 'Top ciudades' (donut) under
 * 'Top Ciudades con más requerimientos', from the indicators' maps name → requests. Loaded
 * after the page (recharts is most of its weight) and only in the browser.
 */
export function SalesCharts({
  brands,
  citys,
}: {
  brands: Record<string, number>
  citys: Record<string, number>
}) {
  const brandData = Object.entries(brands).map(([name, total], index) => ({
    name,
    [T.requests]: total,
    color: CHART_COLORS[index % CHART_COLORS.length],
  }))
  const cityData = Object.entries(citys).map(([name, value], index) => ({
    name,
    value,
    color: CHART_COLORS[index % CHART_COLORS.length],
  }))
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard label={T.topBrands} title={T.topBrandsTitle} testId="top-brands">
        {brandData.length === 0 ? (
          <Text c="dimmed">{T.noIndicators}</Text>
        ) : (
          <BarChart
            h={HEIGHT}
            data={brandData}
            dataKey="name"
            series={[{ name: T.requests, color: CHART_COLORS[0] }]}
            tickLine="y"
            role="img"
            aria-label={T.topBrands}
          />
        )}
      </ChartCard>
      <ChartCard label={T.topCities} title={T.topCitiesTitle} testId="top-cities">
        {cityData.length === 0 ? (
          <Text c="dimmed">{T.noIndicators}</Text>
        ) : (
          <DonutChart
            h={HEIGHT}
            size={200}
            thickness={28}
            data={cityData}
            withLabelsLine={false}
            withTooltip
            tooltipDataSource="segment"
            chartLabel={T.topCities}
            mx="auto"
            role="img"
            aria-label={T.topCities}
          />
        )}
        <Group gap="xs" justify="center" mt="xs">
          {cityData.map((city) => (
            <Group key={city.name} gap={4} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${city.color.replace('.', '-')})`}
                size={10}
              />
              <Text size="xs">
                {city.name} ({city.value})
              </Text>
            </Group>
          ))}
        </Group>
      </ChartCard>
    </SimpleGrid>
  )
}

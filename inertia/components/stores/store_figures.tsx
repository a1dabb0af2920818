import { Paper, SimpleGrid, Text } from '@mantine/core'
import { durationText } from '@rules/quotations/rules/durations'
import { Figure } from '~/components/figure'
import { useShared } from '~/lib/page_props'
import { STORE_PAGE_TEXTS as T } from './texts'
import type { StoreFigures as Figures } from './types'

/**
 * How the store answers, over the last 30 days (StorePageController: the same figures as the
 * vendor's own indicators): requests received, response rate (answered = quoted or discarded)
 * and the median time to its first quotation.
 */
export function StoreFigures({ figures }: { figures: Figures }) {
  const { country } = useShared()
  const last = T.lastDays(figures.days)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Text fw={700} mb="xs">
        {T.figuresTitle}{' '}
        <Text span c="dimmed" size="sm" fw={400}>
          ({last})
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="store-figures">
        <Figure label={T.received} value={figures.received} hint={last} />
        <Figure
          label={T.responseRate}
          value={`${figures.responseRate.toLocaleString(country.locale)} %`}
          hint={T.responded(figures.responded)}
        />
        <Figure
          label={T.responseTime}
          value={durationText(figures.medianFirstQuotationMinutes)}
          hint={T.responseTimeHint}
        />
      </SimpleGrid>
    </Paper>
  )
}

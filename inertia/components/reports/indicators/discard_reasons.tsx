import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { pairs } from '@rules/reports/rules/indicators'
import { INDICATOR_TEXTS as I } from '../texts'
import type { DiscardShare } from './types'

/**
 * A list of discard reasons (doc 2 §3 "Discard indicators"): each reason with its count, the
 * total and its share, two per row (doc 2 §9), or `empty` when there is none.
 */
export function DiscardReasons({
  title,
  reasons,
  empty,
  locale,
  testId,
}: {
  title: string
  reasons: DiscardShare[]
  empty: string
  locale: string
  testId: string
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        pairs(reasons).map((row) => (
          <SimpleGrid key={row[0].reason} cols={2} spacing="xs">
            {row.map((reason) => (
              <Paper key={reason.reason} withBorder radius="md" p="xs" data-testid="discard-reason">
                <Text size="sm" fw={600}>
                  {reason.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {I.reasonShare(
                    reason.count_reason_discarded,
                    reason.total_reason_discarded,
                    reason.percentage_discarded.toLocaleString(locale)
                  )}
                </Text>
                <Progress
                  value={reason.percentage_discarded}
                  size="sm"
                  mt={4}
                  aria-label={reason.label}
                />
              </Paper>
            ))}
          </SimpleGrid>
        ))
      )}
    </Stack>
  )
}

import type { ReactNode } from 'react'
import { Paper, Text } from '@mantine/core'

/** A figure card: a small label, the value in large type and an optional hint under it. */
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

import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMoodEmpty } from '@tabler/icons-react'

/**
 * Empty-state panel of doc 1 §2. `variant="notEnoughData"` reads 'No hay suficientes datos.'
 */
export function EmptyState({
  message,
  variant = 'noInformation',
}: {
  message?: string
  variant?: 'noInformation' | 'notEnoughData'
}) {
  const text =
    message ??
    (variant === 'notEnoughData'
      ? 'No hay suficientes datos.'
      : '¡Vaya!, parece que no hay información para mostrar.')
  return (
    <Paper withBorder p="xl" radius="md" data-testid="empty-state">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={28} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Paper>
  )
}

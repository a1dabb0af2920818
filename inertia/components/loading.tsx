import { Group, Loader, Text } from '@mantine/core'

/** Loading indicator 'Cargando...' (doc 1 §2). */
export function Loading({ label = 'Cargando...' }: { label?: string }) {
  return (
    <Group justify="center" gap="sm" py="lg" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  )
}

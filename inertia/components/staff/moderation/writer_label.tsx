import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

type Item = Data.Staff.ModerationItem

/** Who wrote an item: name, role (with owner or adviser for a store) and the store. */
export function WriterLabel({ item }: { item: Pick<Item, 'writer' | 'store'> }) {
  const { writer, store } = item
  const role =
    writer.role === 'store'
      ? `${writer.roleLabel} (${writer.isOwner ? T.ownerSuffix : T.adviserSuffix})`
      : writer.roleLabel
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {writer.name}
      </Text>
      <Group gap={4} wrap="wrap">
        <Badge size="xs" variant="light" color={writer.role === 'store' ? 'grape' : 'blue'}>
          {role}
        </Badge>
        <Text size="xs" c="dimmed">
          {store.name}
        </Text>
      </Group>
    </Stack>
  )
}

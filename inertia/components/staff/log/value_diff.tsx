import { Group, Stack, Text } from '@mantine/core'
import { STAFF_LOG_TEXTS as T } from '../texts'

type State = Record<string, unknown> | null

const LONGEST = 80

/** A value as a short text: empty, Sí/No, a number or text (cut at 80 characters), JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return T.emptyValue
  if (typeof value === 'boolean') return value ? T.yes : T.no
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text
}

/**
 * The fields a line changed, before → after, in the order they were written (the fields of
 * `before` first); a field whose value stayed the same is left out, a field only one side
 * names shows that side's value.
 */
export function changedFields(before: State, after: State) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return names
    .map((name) => ({
      name,
      label: T.fields[name] ?? name,
      before: before && name in before ? before[name] : undefined,
      after: after && name in after ? after[name] : undefined,
      hasBefore: Boolean(before && name in before),
      hasAfter: Boolean(after && name in after),
    }))
    .filter((field) => JSON.stringify(field.before) !== JSON.stringify(field.after))
}

/** A line's before → after as a compact list of its changed fields. */
export function ValueDiff({ before, after }: { before: State; after: State }) {
  const fields = changedFields(before, after)
  if (fields.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {T.noChanges}
      </Text>
    )
  }
  return (
    <Stack gap={2} data-testid="log-diff">
      {fields.map((field) => (
        <Group key={field.name} gap={4} wrap="wrap">
          <Text size="xs" fw={600}>
            {field.label}:
          </Text>
          {field.hasBefore && (
            <Text size="xs" c="red.8" td={field.hasAfter ? 'line-through' : undefined}>
              {valueText(field.before)}
            </Text>
          )}
          {field.hasBefore && field.hasAfter && (
            <Text size="xs" c="dimmed" aria-hidden>
              →
            </Text>
          )}
          {field.hasAfter && (
            <Text size="xs" c="green.9">
              {valueText(field.after)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  )
}

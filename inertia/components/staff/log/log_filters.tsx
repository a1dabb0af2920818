import { useEffect } from 'react'
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSearch } from '@tabler/icons-react'
import { STAFF_LOG_TEXTS as T } from '../texts'

export type LogFilterValues = {
  actor: string
  action: string
  subject: string
  from: string
  to: string
  q: string
}

export const NO_FILTER: LogFilterValues = {
  actor: '',
  action: '',
  subject: '',
  from: '',
  to: '',
  q: '',
}

/**
 * The log's filters: the person, the action, the record type, a range of days (both included,
 * in the country's clock) and text in the record's label. 'Filtrar' applies them; the server's
 * refusals (a day that does not exist …) land on their fields.
 */
export function LogFilters({
  initial,
  actors,
  errors,
  onApply,
}: {
  initial: LogFilterValues
  actors: { id: number; name: string }[]
  errors: Record<string, string | undefined>
  onApply: (values: LogFilterValues) => void
}) {
  const form = useForm<LogFilterValues>({
    initialValues: initial,
    validate: {
      to: (value, values) => (value && values.from && value < values.from ? ' ' : null),
      q: (value) => (value.trim().length > 100 ? ' ' : null),
    },
  })
  // the server's messages (a 422 sent back to the page) on their fields
  useEffect(() => {
    const placed = Object.fromEntries(
      Object.entries(errors).filter(([name, message]) => name in NO_FILTER && message)
    )
    if (Object.keys(placed).length > 0) form.setErrors(placed)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors])

  const empty = Object.values(form.values).every((value) => value === '')
  return (
    <form onSubmit={form.onSubmit(onApply)} data-testid="log-filters">
      <Group align="end" gap="sm" wrap="wrap" mb="md">
        <NativeSelect
          label={T.filters.actor}
          data={[
            { value: '', label: T.filters.everybody },
            ...actors.map((actor) => ({ value: String(actor.id), label: actor.name })),
          ]}
          w={{ base: '100%', sm: 200 }}
          data-testid="log-actor"
          {...form.getInputProps('actor')}
        />
        <NativeSelect
          label={T.filters.action}
          data={[
            { value: '', label: T.filters.everyAction },
            ...Object.entries(T.actions).map(([value, label]) => ({ value, label })),
          ]}
          w={{ base: '100%', sm: 260 }}
          data-testid="log-action"
          {...form.getInputProps('action')}
        />
        <NativeSelect
          label={T.filters.subject}
          data={[
            { value: '', label: T.filters.everySubject },
            ...Object.entries(T.subjects).map(([value, label]) => ({ value, label })),
          ]}
          w={{ base: '100%', sm: 180 }}
          data-testid="log-subject"
          {...form.getInputProps('subject')}
        />
        <TextInput
          type="date"
          label={T.filters.from}
          max={form.values.to || undefined}
          w={{ base: '48%', sm: 160 }}
          data-testid="log-from"
          {...form.getInputProps('from')}
        />
        <TextInput
          type="date"
          label={T.filters.to}
          min={form.values.from || undefined}
          w={{ base: '48%', sm: 160 }}
          data-testid="log-to"
          {...form.getInputProps('to')}
        />
        <TextInput
          label={T.filters.q}
          placeholder={T.filters.qPlaceholder}
          maxLength={100}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 240 }}
          data-testid="log-q"
          {...form.getInputProps('q')}
        />
        <Button type="submit" data-testid="log-apply">
          {T.filters.apply}
        </Button>
        {!empty && (
          <Button
            variant="subtle"
            onClick={() => {
              form.setValues(NO_FILTER)
              onApply(NO_FILTER)
            }}
          >
            {T.filters.clear}
          </Button>
        )}
      </Group>
    </form>
  )
}

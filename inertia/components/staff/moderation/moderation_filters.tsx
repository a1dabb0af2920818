import { Group, NativeSelect, SegmentedControl } from '@mantine/core'
import { MODERATION_OUTCOMES } from '@rules/staff/rules/moderation'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

export interface ModerationFilterValues {
  estado: 'pendientes' | 'resueltos'
  tipo: string | null
}

const KIND_OPTIONS = [
  { value: '', label: T.allKinds },
  ...Object.entries(MODERATION_OUTCOMES).map(([value, label]) => ({ value, label })),
]

/** The queue's filters: pending or resolved, and the record's type. Each change reloads. */
export function ModerationFilters({
  values,
  onChange,
}: {
  values: ModerationFilterValues
  onChange: (next: ModerationFilterValues) => void
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap" mb="md">
      <SegmentedControl
        aria-label={T.state}
        value={values.estado}
        onChange={(estado) =>
          onChange({ ...values, estado: estado as ModerationFilterValues['estado'] })
        }
        data={[
          { value: 'pendientes', label: T.pending },
          { value: 'resueltos', label: T.resolved },
        ]}
        data-testid="moderation-state"
      />
      <NativeSelect
        label={T.kind}
        data={KIND_OPTIONS}
        value={values.tipo ?? ''}
        onChange={(event) => onChange({ ...values, tipo: event.currentTarget.value || null })}
        w={{ base: '100%', xs: 320 }}
        data-testid="moderation-kind"
      />
    </Group>
  )
}

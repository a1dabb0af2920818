import { Button, Group, NativeSelect, Select, TextInput } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import type { AnalyticsFilter } from '@rules/reports/validators/analytics_filter'
import { ANALYTICS_CHANNELS } from '@rules/reports/rules/analytics_columns'
import { ANALYTICS_TEXTS as T } from '../texts'

export type StoreOption = { value: string; label: string }

/**
 * The report's filters (doc 2 §2, §6): the channel (Marketplace = 1, Tienda = 2), a date range
 * (days, both included) and, for staff, the store. Each change applies at once.
 */
export function AnalyticsFilters({
  filter,
  onChange,
  stores,
}: {
  filter: AnalyticsFilter
  onChange: (filter: AnalyticsFilter) => void
  stores?: StoreOption[]
}) {
  const set = (change: Partial<AnalyticsFilter>) => {
    const next: AnalyticsFilter = { ...filter, ...change }
    for (const key of Object.keys(next) as (keyof AnalyticsFilter)[]) {
      if (next[key] === undefined) delete next[key]
    }
    onChange(next)
  }
  const empty = Object.keys(filter).length === 0
  return (
    <Group align="end" gap="sm" wrap="wrap" data-testid="analytics-filters">
      {stores && (
        <Select
          label={T.storeFilter}
          placeholder={T.allStores}
          leftSection={<IconBuildingStore size={16} />}
          data={stores}
          value={filter.storeId ? String(filter.storeId) : null}
          onChange={(value) => set({ storeId: value ? Number(value) : undefined })}
          clearable
          searchable
          nothingFoundMessage={T.noResults}
          w={{ base: '100%', sm: 240 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="analytics-store"
        />
      )}
      <NativeSelect
        label={T.channel}
        value={filter.channel ? String(filter.channel) : ''}
        onChange={(event) => {
          const value = Number(event.currentTarget.value)
          set({ channel: value === 1 || value === 2 ? value : undefined })
        }}
        data={[
          { value: '', label: T.allChannels },
          { value: String(ANALYTICS_CHANNELS.marketplace), label: T.marketplace },
          { value: String(ANALYTICS_CHANNELS.store), label: T.store },
        ]}
        w={{ base: '100%', sm: 180 }}
        data-testid="analytics-channel"
      />
      <TextInput
        type="date"
        label={T.from}
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => set({ from: event.currentTarget.value || undefined })}
        w={{ base: '48%', sm: 160 }}
        data-testid="analytics-from"
      />
      <TextInput
        type="date"
        label={T.to}
        value={filter.to ?? ''}
        min={filter.from}
        onChange={(event) => set({ to: event.currentTarget.value || undefined })}
        w={{ base: '48%', sm: 160 }}
        data-testid="analytics-to"
      />
      {!empty && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {T.clear}
        </Button>
      )}
    </Group>
  )
}

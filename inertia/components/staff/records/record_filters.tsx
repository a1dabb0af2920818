import { useEffect, useRef, useState } from 'react'
import { Button, Group, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { router } from '@inertiajs/react'
import { RECORD_FILTER_MAX as MAX, type RecordTab } from '@rules/staff/rules/records'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { EMPTY_SEARCH, recordsUrl, type RecordSearch } from './types'

/** Doc 1 §9: the default debounce of what people type. */
const DEBOUNCE_MS = 300

const same = (a: RecordSearch, b: RecordSearch) =>
  (Object.keys(EMPTY_SEARCH) as (keyof RecordSearch)[]).every((key) => a[key] === b[key])

/**
 * The search of a list: code, plate, buyer (only for who sees buyers: the masking rule),
 * store and status. What is typed applies as the person types (debounced): the page reloads
 * its rows only, back to page 1, and the URL keeps the search (a link can be shared).
 */
export function RecordFilters({
  tab,
  search,
  statusOptions,
  canSearchBuyer,
  count,
}: {
  tab: RecordTab
  search: RecordSearch
  statusOptions: { value: string; label: string }[]
  canSearchBuyer: boolean
  count: number
}) {
  const [values, setValues] = useState(search)
  const [debounced] = useDebouncedValue(values, DEBOUNCE_MS)
  const [loading, setLoading] = useState(false)
  const applied = useRef(search)

  useEffect(() => {
    if (same(debounced, applied.current)) return
    applied.current = debounced
    router.get(
      recordsUrl(tab, debounced),
      {},
      {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        only: ['records', 'filters'],
        onStart: () => setLoading(true),
        onFinish: () => setLoading(false),
      }
    )
  }, [debounced, tab])

  const field = (key: keyof RecordSearch) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [key]: value }))
    },
  })

  return (
    <form role="search" aria-label={T.searchLabel} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: canSearchBuyer ? 5 : 4 }} spacing="sm" mb="xs">
        <TextInput
          label={T.code}
          placeholder={T.codePlaceholder[tab]}
          maxLength={MAX.code}
          data-testid="search-code"
          {...field('code')}
        />
        <TextInput
          label={T.plate}
          placeholder={T.platePlaceholder}
          maxLength={MAX.plate}
          data-testid="search-plate"
          {...field('plate')}
        />
        {canSearchBuyer && (
          <TextInput
            label={T.buyer}
            placeholder={T.buyerPlaceholder}
            maxLength={MAX.buyer}
            data-testid="search-buyer"
            {...field('buyer')}
          />
        )}
        <TextInput
          label={T.store}
          placeholder={T.storePlaceholder}
          maxLength={MAX.store}
          data-testid="search-store"
          {...field('store')}
        />
        <Select
          label={T.status}
          placeholder={T.statusPlaceholder}
          data={statusOptions}
          value={values.status || null}
          onChange={(value) => setValues((current) => ({ ...current, status: value ?? '' }))}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
          data-testid="search-status"
        />
      </SimpleGrid>
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap={6}>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="records-count">
            {T.count(count)}
          </Text>
          {loading && <Loader size="xs" aria-label={T.searching} />}
        </Group>
        {!same(values, EMPTY_SEARCH) && (
          <Button variant="subtle" size="compact-sm" onClick={() => setValues(EMPTY_SEARCH)}>
            {T.clear}
          </Button>
        )}
      </Group>
    </form>
  )
}

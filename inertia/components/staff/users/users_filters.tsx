import { useEffect, useRef, useState } from 'react'
import { Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { router } from '@inertiajs/react'
import { USER_FILTERS, USER_SEARCH_MAX, type UserFilter } from '@rules/staff/rules/users'
import { STAFF_USERS_TEXTS as T } from '../texts'
import { usersUrl, type UsersSearch } from './types'

/** Doc 1 §9: the default debounce of what people type. */
const DEBOUNCE_MS = 300

/**
 * The search box (name, e-mail, mobile, store or id, as the admin types) and the filter (all,
 * staff, blocked). A change reloads only the list, from its first page, replacing the history
 * entry; the count of matches is read out politely.
 */
export function UsersFilters({ applied, count }: { applied: UsersSearch; count: number }) {
  const [search, setSearch] = useState(applied.search)
  const [filter, setFilter] = useState<UserFilter>(applied.filter)
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS)
  const [loading, setLoading] = useState(false)
  const last = useRef(applied)

  useEffect(() => {
    const next = { search: debounced.trim(), filter }
    if (next.search === last.current.search.trim() && next.filter === last.current.filter) return
    last.current = next
    router.get(
      usersUrl(next),
      {},
      {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        only: ['users', 'filters'],
        onStart: () => setLoading(true),
        onFinish: () => setLoading(false),
      }
    )
  }, [debounced, filter])

  return (
    <form role="search" aria-label={T.searchForm} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="sm" mb="xs" wrap="wrap">
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          maxLength={USER_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
          data-testid="users-search"
        />
        <SegmentedControl
          aria-label={T.filterLabel}
          value={filter}
          onChange={(value) => setFilter(value as UserFilter)}
          data={USER_FILTERS.map((value) => ({ value, label: T.filters[value] }))}
          data-testid="users-filter"
        />
      </Group>
      <Group gap={6} mb="md">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="users-count">
          {T.count(count)}
        </Text>
        {loading && <Loader size="xs" />}
      </Group>
    </form>
  )
}

import { Button, Group } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { RECORD_TABS, type RecordTab } from '@rules/staff/rules/records'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { recordsUrl, type RecordSearch } from './types'

/**
 * The three lists as links (/staff/solicitudes, /staff/cotizaciones, /staff/pedidos): the
 * current one filled. The texts searched go along to the other lists; the status, which each
 * list names its own way, does not.
 */
export function RecordTabs({ current, search }: { current: RecordTab; search: RecordSearch }) {
  const carried = {
    code: search.code,
    plate: search.plate,
    buyer: search.buyer,
    store: search.store,
  }
  return (
    <Group component="nav" aria-label={T.tabsLabel} gap="xs" mb="md">
      {RECORD_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          href={recordsUrl(tab, carried)}
          variant={tab === current ? 'filled' : 'light'}
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`records-tab-${tab}`}
        >
          {T.tabs[tab]}
        </Button>
      ))}
    </Group>
  )
}

import { Button, Group, ScrollArea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { useShared } from '~/lib/page_props'
import type { SharedAbilities } from '~/types'
import { STAFF_TEXTS as T } from './texts'

type Area = keyof SharedAbilities['staff']

/**
 * The staff section's navigation: one entry per area the person's flags open (`can.staff`, the
 * StaffPolicy's rule), in the section's order; the current page's entry is filled. Each entry is
 * the area's first page; an area without a page of its own (deleting messages) has no entry.
 */
const ENTRIES: { area: Area; href: () => string; match: string[] }[] = [
  {
    area: 'records',
    href: () => urlFor('staff.records.requests'),
    match: ['/staff/solicitudes', '/staff/cotizaciones', '/staff/pedidos'],
  },
  {
    area: 'brandRequests',
    href: () => urlFor('staff.brandRequests.index'),
    match: ['/staff/marcas'],
  },
  { area: 'users', href: () => urlFor('staff.users.index'), match: ['/staff/usuarios'] },
  {
    area: 'moderation',
    href: () => urlFor('staff.moderation.index'),
    match: ['/staff/moderacion'],
  },
  {
    area: 'infractions',
    href: () => urlFor('staff.infractions.index'),
    match: ['/staff/infracciones'],
  },
  { area: 'panel', href: () => urlFor('staff.panel.index'), match: ['/staff/panel'] },
  { area: 'log', href: () => urlFor('staff.log.index'), match: ['/staff/registro'] },
  { area: 'stores', href: () => urlFor('staff.stores.index'), match: ['/staff/tiendas'] },
  { area: 'reports', href: () => urlFor('staff.reports.analytics'), match: ['/staff/reportes'] },
]

export function StaffNav({ current }: { current: string }) {
  const { can } = useShared()
  const order = Object.keys(T.nav) as Area[]
  const entries = ENTRIES.filter((entry) => can.staff[entry.area]).sort(
    (a, b) => order.indexOf(a.area) - order.indexOf(b.area)
  )
  return (
    <ScrollArea type="never" mb="lg">
      <Group component="nav" aria-label={T.navLabel} gap={6} wrap="nowrap" py={4}>
        {entries.map((entry) => {
          const active = entry.match.some((prefix) => current.includes(prefix))
          return (
            <Button
              key={entry.area}
              component="a"
              href={entry.href()}
              size="compact-sm"
              style={{ flexShrink: 0 }}
              variant={active ? 'filled' : 'subtle'}
              aria-current={active ? 'page' : undefined}
              data-testid={`staff-nav-${entry.area}`}
            >
              {T.nav[entry.area as keyof typeof T.nav]}
            </Button>
          )
        })}
      </Group>
    </ScrollArea>
  )
}

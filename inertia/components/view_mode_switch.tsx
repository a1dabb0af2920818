import { useState } from 'react'
import { SegmentedControl } from '@mantine/core'
import { IconLayoutGrid, IconList, IconTable } from '@tabler/icons-react'
import { api } from '~/lib/http'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { LazyTooltip } from '~/components/lazy_tooltip'

export type ViewMode = 'cards' | 'list' | 'table'

/**
 * View-mode switch of doc 1 §2 (square cards, list cards, table). Cards by default; the
 * choice is saved as the signed-in user's preference.
 */
export function ViewModeSwitch({ onChange }: { onChange?: (mode: ViewMode) => void }) {
  const { user } = useShared()
  const [mode, setMode] = useState<ViewMode>(user?.viewMode ?? 'cards')

  const change = (value: string) => {
    const next = value as ViewMode
    setMode(next)
    onChange?.(next)
    if (user) void api('PATCH', urlFor('api.users.viewMode'), { view_mode: next })
  }

  const item = (value: ViewMode, label: string, icon: React.ReactNode) => ({
    value,
    label: (
      <LazyTooltip label={label} withArrow>
        <span aria-label={label} style={{ display: 'flex' }}>
          {icon}
        </span>
      </LazyTooltip>
    ),
  })

  return (
    <SegmentedControl
      value={mode}
      onChange={change}
      data={[
        item('cards', 'Tarjetas', <IconLayoutGrid size={16} />),
        item('list', 'Lista', <IconList size={16} />),
        item('table', 'Tabla', <IconTable size={16} />),
      ]}
    />
  )
}

export function useViewMode(): ViewMode {
  const { user } = useShared()
  return user?.viewMode ?? 'cards'
}

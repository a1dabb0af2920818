import { useState } from 'react'
import { Button } from '@mantine/core'
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

  const item = (value: ViewMode, label: string, icon: React.ReactNode) => (
    <LazyTooltip key={value} label={label} withArrow>
      <Button
        size="xs"
        px={10}
        variant={mode === value ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={mode === value}
        onClick={() => change(value)}
      >
        {icon}
      </Button>
    </LazyTooltip>
  )

  /**
   * A group of toggle buttons rather than Mantine's SegmentedControl: the same choice, on every
   * list page, without the ~3 KB gz the control adds to each one's first load.
   */
  return (
    <Button.Group>
      {item('cards', 'Tarjetas', <IconLayoutGrid size={16} />)}
      {item('list', 'Lista', <IconList size={16} />)}
      {item('table', 'Tabla', <IconTable size={16} />)}
    </Button.Group>
  )
}

export function useViewMode(): ViewMode {
  const { user } = useShared()
  return user?.viewMode ?? 'cards'
}

import {
  cloneElement,
  Suspense,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { lazyNamed } from '~/lib/lazy'

/** Mantine's Tooltip and its floating positioning (@floating-ui) load on the first hover. */
const Tooltip = lazyNamed(() => import('~/components/mantine_on_demand'), 'OnDemandTooltip')

type Trigger = ReactElement<{
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
}>

/**
 * A Mantine Tooltip (same look, opened by a mouse hover as Mantine's default) whose code arrives
 * on the first hover instead of with the page: a page with a few tooltips does not load the
 * floating positioning library before it shows.
 */
export function LazyTooltip({
  label,
  withArrow,
  children,
}: {
  label: ReactNode
  withArrow?: boolean
  children: Trigger
}) {
  const [hovered, setHovered] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event)
      if (event.pointerType !== 'mouse') return
      setWanted(true)
      setHovered(true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event)
      setHovered(false)
    },
  })
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <Tooltip label={label} withArrow={withArrow} opened={hovered}>
        {trigger}
      </Tooltip>
    </Suspense>
  )
}

import {
  cloneElement,
  Suspense,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { useMergedRef } from '@mantine/hooks'
import { lazyNamed } from '~/lib/lazy'

/** Mantine's Tooltip and its floating positioning (@floating-ui) load on the first hover. */
const Tooltip = lazyNamed(() => import('~/components/mantine_on_demand'), 'OnDemandTooltip')

type Trigger = ReactElement<{
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
}>

/**
 * A Mantine Tooltip (same look, opened by a mouse hover as Mantine's default) whose code arrives
 * on the first hover instead of with the page: a page with a few tooltips does not load the
 * floating positioning library before it shows. The trigger stays the same element throughout
 * (the tooltip is drawn beside it with Tooltip's `target`), so a click is never split.
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
  const target = useRef<HTMLElement>(null)
  const ref = useMergedRef(target, children.props.ref)
  const [hovered, setHovered] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = cloneElement(children, {
    ref,
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
  return (
    <>
      {trigger}
      {wanted && (
        <Suspense fallback={null}>
          <Tooltip target={target} label={label} withArrow={withArrow} opened={hovered}>
            {null}
          </Tooltip>
        </Suspense>
      )}
    </>
  )
}

import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react'

/**
 * What two Mantine components take from `@floating-ui/react`, without the rest of that package
 * (vite.config.ts points their imports here):
 *
 * - ScrollArea (and so Table, Modal, Select…) imports only `useMergeRefs`; the copy below is
 *   @floating-ui/react 0.27's, line for line, so a page with a table does not load the floating
 *   positioning library at all;
 * - Popover (Select, Menu, the notification bell) positions its dropdown with `useFloating` and
 *   the middleware, which `@floating-ui/react` re-exports from `@floating-ui/react-dom`; its
 *   own `useFloating` only adds the interaction context (hover, focus, dismiss hooks, floating
 *   trees) that Popover does not read. Tooltip, Menu's submenus and HoverCard keep the full
 *   package.
 */
export {
  arrow,
  autoUpdate,
  flip,
  hide,
  inline,
  limitShift,
  offset,
  shift,
  size,
  useFloating,
} from '@floating-ui/react-dom'

type Cleanup = () => void

/*
 * The refs array is the dependency list, as in the original: the hook is called with an array
 * literal whose length does not change.
 */
/* eslint-disable react-hooks/exhaustive-deps, react-hooks/use-memo */

export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined)
  const refEffect = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref === null || ref === undefined) return undefined
      if (typeof ref === 'function') {
        const refCleanup = ref(instance)
        return typeof refCleanup === 'function' ? refCleanup : () => ref(null)
      }
      ;(ref as { current: T | null }).current = instance
      return () => {
        ;(ref as { current: T | null }).current = null
      }
    })
    return () => cleanups.forEach((refCleanup) => refCleanup?.())
  }, refs)
  return useMemo(() => {
    if (refs.every((ref) => ref === null || ref === undefined)) return null
    return (value: T | null) => {
      if (cleanupRef.current) {
        cleanupRef.current()
        cleanupRef.current = undefined
      }
      if (value !== null && value !== undefined) cleanupRef.current = refEffect(value)
    }
  }, refs)
}
/* eslint-enable react-hooks/exhaustive-deps, react-hooks/use-memo */

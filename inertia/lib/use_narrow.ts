import { useCallback, useSyncExternalStore } from 'react'
import { useShared } from '~/lib/page_props'

/**
 * Whether the screen matches `query` (a `max-width` media query): a phone's layout in place of
 * the desktop's. A page rendered on the server (config/inertia.ts) is drawn there with the
 * server's guess from the request's headers (`device.phone`, app/core/rules/device.ts), and React
 * hydrates it with that same guess (useSyncExternalStore's server snapshot) before it reads the
 * real screen, so the HTML and the first render agree; a wrong guess is corrected right after.
 * A page rendered in the browser reads the screen from the first render.
 */
export function useNarrow(query: string): boolean {
  const { device } = useShared()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query]
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => device?.phone ?? false
  )
}

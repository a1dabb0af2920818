import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./discard_modal'), 'DiscardModal')`.
 * The module becomes a chunk of its own, fetched the first time the component renders.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K
) {
  return lazy(async () => ({ default: (await load())[name] }))
}

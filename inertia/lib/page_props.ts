import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/**
 * The props every page shares (user, country, product, flash).
 */
export function useShared(): SharedProps {
  return usePage().props as unknown as SharedProps
}

/** A path under the configurable prefix (`{prefix}` of the spec). */
export function usePath() {
  const { product } = useShared()
  return (path: string) => `${product.routePrefix.replace(/\/$/, '')}${path}`
}

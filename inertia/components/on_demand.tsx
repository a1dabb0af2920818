import { Suspense, useState, type ReactNode } from 'react'

/**
 * Mounts its child the first time `when` is true and keeps it mounted afterwards: a modal loaded
 * with `lazyNamed` (lib/lazy.ts) is fetched on its first open, not with the page, and still
 * plays its closing transition. Until the code arrives nothing shows (a few milliseconds).
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when)
  if (when && !needed) setNeeded(true)
  if (!needed) return null
  return <Suspense fallback={null}>{children}</Suspense>
}

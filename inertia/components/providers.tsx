import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { confirmHost } from '~/lib/confirm'
import { cssVariablesResolver, theme } from '~/lib/theme'

/**
 * What is not needed to paint a page loads after it: the toasts' container (a toast asked for
 * before it arrives waits in Mantine's store and shows when it mounts) and, on the first
 * confirmation, Mantine's modals provider (lib/confirm.ts). Date pickers bring their own
 * provider and locale (components/dates_provider.tsx) with the pages that use them, so pages
 * without dates do not load dayjs.
 */
const Toasts = lazy(() =>
  import('~/components/notifications/toasts').then((module) => ({ default: module.Toasts }))
)
const ConfirmModalsHost = lazy(() =>
  import('~/components/confirm_modals_host').then((module) => ({
    default: module.ConfirmModalsHost,
  }))
)

export function Providers({ children }: { children: ReactNode }) {
  const confirmWanted = useSyncExternalStore(
    confirmHost.subscribe,
    () => confirmHost.wanted,
    () => false
  )
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {confirmWanted && (
        <Suspense fallback={null}>
          <ConfirmModalsHost />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  )
}

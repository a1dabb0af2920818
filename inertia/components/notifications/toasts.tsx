import { Notifications } from '@mantine/notifications'

export { notifications } from '@mantine/notifications'

/**
 * The toasts' container (doc 1 §9: 4000 ms, at the bottom end so they never cover the header),
 * loaded after the page has shown (components/providers.tsx), with Mantine's notifications store
 * (lib/toast.ts). Toasts asked for before it mounts wait in the store.
 */
export function Toasts() {
  return <Notifications position="bottom-right" autoClose={4000} />
}

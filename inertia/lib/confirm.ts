import { modals, type OpenConfirmModal } from '@mantine/modals'

/**
 * Confirmation dialogs ('¿Eliminar…?') without Mantine's modals provider in every page: the
 * provider (with Mantine's Modal, its scroll area and focus trap) loads the first time a page
 * asks for a confirmation, then the dialog opens. Providers (components/providers.tsx) mounts
 * the host when `confirmHost.wanted` turns true and reports back with `confirmHost.ready()`.
 */
type Listener = () => void

let wanted = false
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})
const listeners = new Set<Listener>()

export const confirmHost = {
  get wanted() {
    return wanted
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Called once the modals provider listens for its events. */
  ready: () => markReady(),
}

/** Opens Mantine's confirm modal (same props as `modals.openConfirmModal`) once its host is up. */
export function openConfirmModal(props: OpenConfirmModal) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void ready.then(() => modals.openConfirmModal(props))
}

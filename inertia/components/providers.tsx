import { lazy, Suspense, type ReactNode } from 'react'
import { createTheme, MantineProvider, PasswordInput } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'

/**
 * The toasts' container comes after the page has shown (it is not needed to paint it); a toast
 * asked for before it arrives waits in Mantine's store and shows when it mounts. Date pickers
 * bring their own provider and locale (components/dates_provider.tsx) with the pages that use
 * them, so pages without dates do not load dayjs.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications }))
)

/**
 * Mantine theme of the marketplace: orange brand, Spanish dates, toasts for 4000 ms (doc 1 §9)
 * at the bottom end, so they never cover the header and its buttons (they did at the top), and
 * Spanish labels where Mantine has English defaults.
 */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' },
      },
    }),
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
        <Suspense fallback={null}>
          <Notifications position="bottom-right" autoClose={4000} />
        </Suspense>
        {children}
      </ModalsProvider>
    </MantineProvider>
  )
}

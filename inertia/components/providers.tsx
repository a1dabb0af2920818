import type { ReactNode } from 'react'
import { createTheme, MantineProvider, PasswordInput } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { ModalsProvider } from '@mantine/modals'
import { DatesProvider } from '@mantine/dates'
import 'dayjs/locale/es'

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
      <DatesProvider settings={{ locale: 'es' }}>
        <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
          <Notifications position="bottom-right" autoClose={4000} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  )
}

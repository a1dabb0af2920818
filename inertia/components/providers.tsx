import type { ReactNode } from 'react'
import { createTheme, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { ModalsProvider } from '@mantine/modals'
import { DatesProvider } from '@mantine/dates'
import 'dayjs/locale/es'

/**
 * Mantine theme of the marketplace: orange brand, Spanish dates, toasts at the top end for
 * 4000 ms (doc 1 §9).
 */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
})

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: 'es' }}>
        <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
          <Notifications position="top-right" autoClose={4000} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  )
}

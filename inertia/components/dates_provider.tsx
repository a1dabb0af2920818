import type { ReactNode } from 'react'
import { DatesProvider as MantineDatesProvider } from '@mantine/dates'
import 'dayjs/locale/es'

/**
 * Spanish date pickers. Wraps the part of a page that shows @mantine/dates inputs, so dayjs and
 * the pickers load only with the pages that use them.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return <MantineDatesProvider settings={{ locale: 'es' }}>{children}</MantineDatesProvider>
}

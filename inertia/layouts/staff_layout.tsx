import type { ReactNode } from 'react'
import { Container, Text, Title } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { AppLayout } from '~/layouts/app_layout'
import { StaffNav } from '~/components/staff/staff_nav'

/**
 * A page of the staff section (`/staff`, issue 23): the app's shell, the section's navigation
 * (the areas the person's flags open) and the page's title and lead, as wide as the header (lg):
 * wide tables scroll inside their own container.
 */
export function StaffLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  /** Buttons on the title's line (an export …). */
  actions?: ReactNode
  children: ReactNode
}) {
  const { url } = usePage()
  return (
    <AppLayout title={title} description={description}>
      <Container size="lg" py="lg">
        <StaffNav current={url} />
        <Title order={1} size="h2" mb="xs">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mb="lg">
            {description}
          </Text>
        )}
        {actions}
        {children}
      </Container>
    </AppLayout>
  )
}

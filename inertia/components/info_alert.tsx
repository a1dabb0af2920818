import type { ReactNode } from 'react'
import { Alert, Anchor } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link } from '@inertiajs/react'

/** Info alert with a link (doc 1 §2). */
export function InfoAlert({
  title,
  children,
  href,
  linkLabel,
}: {
  title?: string
  children: ReactNode
  href?: string
  linkLabel?: string
}) {
  return (
    <Alert variant="light" color="blue" title={title} icon={<IconInfoCircle />}>
      {children}{' '}
      {href && linkLabel && (
        <Anchor component={Link} href={href} fw={600}>
          {linkLabel}
        </Anchor>
      )}
    </Alert>
  )
}

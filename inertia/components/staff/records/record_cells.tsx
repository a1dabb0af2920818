import { Anchor, Badge, Stack, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { useMobileText } from '~/components/mobile_input'
import { STAFF_RECORDS_TEXTS as T } from '../texts'

const STATUS_COLORS: Record<string, string> = {
  open: 'green',
  available: 'green',
  ordered: 'blue',
  closed: 'gray',
  discarded: 'red',
  expired: 'orange',
}

/** A request's or quotation's status (rules/records.ts) as a badge. */
export function RecordStatus({ status, label }: { status: string; label: string }) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      style={{ minWidth: 'max-content' }}
      data-testid="record-status"
    >
      {label}
    </Badge>
  )
}

/** A code, a link to its read-only page when this person may open it. */
export function CodeLink({ code, href }: { code: string; href: string | null }) {
  if (!href) {
    return (
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Text>
    )
  }
  return (
    <Anchor
      component={Link}
      href={href}
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
      data-testid="record-link"
    >
      {code}
    </Anchor>
  )
}

/** The buyer's name, e-mail and mobile; '--' where the masking rule hides them. */
export function BuyerCell({
  buyer,
}: {
  buyer: { name: string | null; email: string | null; mobile: string | null } | null
}) {
  const mobileText = useMobileText()
  if (!buyer) return <Text c="dimmed">{T.noData}</Text>
  return (
    <Stack gap={0}>
      <Text size="sm">{buyer.name ?? T.noData}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[buyer.email, buyer.mobile ? mobileText(buyer.mobile) : null].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  )
}

import type { ReactNode } from 'react'
import { Badge, Group, List, Text } from '@mantine/core'
import { IconClock, IconNotes, IconUser } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import {} from '~/components/quotations/requests/texts'
import type { VendorRequest } from './types'
import { VENDOR_TEXTS as T, waitingText } from './texts'
import { useMobileText } from '~/components/mobile_input'

/*
 * What a vendor reads about a pending request in every view: its badges (new, in process,
 * channel, per product), how long the buyer has waited, the parts with their 'n / 3' counter,
 * the buyer (staff) and the store's process note.
 */

export function useDateTime() {
  const { country } = useShared()
  return (value: string) => formatDate(value, country.locale, true)
}

/** "Pastillas de freno × 2", with 'n / 3' on a per-product request. */
export function partText(
  request: VendorRequest,
  detail: NonNullable<VendorRequest['details']>[number]
) {
  const counter = request.quote_by_product
    ? ` · ${Math.min(detail.quotationDetailsCount ?? 0, 3)} / 3`
    : ''
  return `${detail.name} × ${detail.amount}${counter}`
}

export function Badges({ request, storeId }: { request: VendorRequest; storeId: number | null }) {
  const channel = request.store_id
    ? request.store_id === storeId
      ? T.ownStore
      : T.store
    : T.marketplace
  return (
    <Group gap={6} wrap="wrap">
      {request.isNewQuotationRequest && (
        <Badge color="orange" variant="filled" data-testid="new-badge">
          {T.newBadge}
        </Badge>
      )}
      {request.quotationRequestToVendor && (
        <Badge color="blue" variant="light">
          {T.inProcess}
        </Badge>
      )}
      <Badge color={request.store_id ? 'grape' : 'gray'} variant="light">
        {channel}
      </Badge>
      {request.quote_by_product && (
        <Badge color="teal" variant="light">
          {T.byProduct}
        </Badge>
      )}
    </Group>
  )
}

export function Observation({ request }: { request: VendorRequest }) {
  const observation = request.quotationRequestToVendor?.process_observation_by_seller
  if (!observation) return null
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="process-observation">
      <IconNotes
        size={16}
        style={{ flexShrink: 0, marginTop: 2 }}
        color="var(--mantine-color-blue-7)"
      />
      <Text size="sm" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
        {T.inProcess}: {observation}
      </Text>
    </Group>
  )
}

export function Buyer({ request }: { request: VendorRequest }) {
  const mobileText = useMobileText()
  if (!request.user) return null
  return (
    <Group gap={6} wrap="nowrap">
      <IconUser size={16} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate>
        {request.user.name} · {mobileText(request.user.mobile)}
      </Text>
    </Group>
  )
}

export function Parts({ request }: { request: VendorRequest }) {
  return (
    <List size="sm" spacing={2} listStyleType="disc" withPadding>
      {(request.details ?? []).map((detail) => (
        <List.Item key={detail.id}>
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            {partText(request, detail)}
          </Text>
        </List.Item>
      ))}
    </List>
  )
}

export function Waiting({ request }: { request: VendorRequest }) {
  const dateTime = useDateTime()
  return (
    <Group gap={4} wrap="nowrap">
      <IconClock size={14} style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
      <Text size="xs" c="dimmed">
        {dateTime(request.created_at)} · {waitingText(request.created_at)}
      </Text>
    </Group>
  )
}

export function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}

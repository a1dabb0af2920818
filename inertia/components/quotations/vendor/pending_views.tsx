import type { ReactNode } from 'react'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { IconCar, IconClock, IconMapPin, IconNotes, IconUser } from '@tabler/icons-react'
import { Link } from '@inertiajs/react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { mobileText, vehicleText } from '~/components/quotations/requests/texts'
import type { VendorRequest } from './types'
import { VENDOR_TEXTS as T, waitingText } from './texts'

export interface PendingViewProps {
  rows: VendorRequest[]
  readOnly: boolean
  storeId: number | null
  requestHref: (id: number) => string
  onDiscard: (request: VendorRequest) => void
  onObserve: (request: VendorRequest) => void
}

function useDateTime() {
  const { country } = useShared()
  return (value: string) => formatDate(value, country.locale, true)
}

/** "Pastillas de freno × 2", with 'n / 3' on a per-product request. */
function partText(request: VendorRequest, detail: NonNullable<VendorRequest['details']>[number]) {
  const counter = request.quote_by_product
    ? ` · ${Math.min(detail.quotationDetailsCount ?? 0, 3)} / 3`
    : ''
  return `${detail.name} × ${detail.amount}${counter}`
}

function Badges({ request, storeId }: { request: VendorRequest; storeId: number | null }) {
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
        {request.store_id ? (request.store_id === storeId ? 'Tu tienda' : 'Tienda') : 'Marketplace'}
      </Badge>
      {request.quote_by_product && (
        <Badge color="teal" variant="light">
          Por producto
        </Badge>
      )}
    </Group>
  )
}

function Observation({ request }: { request: VendorRequest }) {
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

function Buyer({ request }: { request: VendorRequest }) {
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

function Parts({ request }: { request: VendorRequest }) {
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

function Actions({
  request,
  readOnly,
  requestHref,
  onDiscard,
  onObserve,
  compact,
}: Omit<PendingViewProps, 'rows' | 'storeId'> & { request: VendorRequest; compact?: boolean }) {
  const size = compact ? 'compact-xs' : 'xs'
  const quote = (
    <Button
      component={Link}
      href={requestHref(request.id)}
      size={size}
      aria-label={`${readOnly ? T.view : T.quote} ${request.code}`}
    >
      {readOnly ? T.view : T.quote}
    </Button>
  )
  if (readOnly) return quote
  const process = (
    <Button
      size={size}
      variant="light"
      onClick={() => onObserve(request)}
      aria-label={`${T.markInProcess} ${request.code}`}
    >
      {T.markInProcess}
    </Button>
  )
  return (
    <>
      {compact ? (
        <Group gap={6} wrap="nowrap">
          {quote}
          {process}
        </Group>
      ) : (
        <>
          {quote}
          {process}
        </>
      )}
      <Button
        size={size}
        variant="subtle"
        color="red"
        onClick={() => onDiscard(request)}
        aria-label={`${T.discard} ${request.code}`}
      >
        {T.discard}
      </Button>
    </>
  )
}

function Waiting({ request }: { request: VendorRequest }) {
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

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  )
}

/** Square cards: the default view, the only one at 769 px or narrower. */
export function PendingCards(props: PendingViewProps) {
  const { rows, storeId } = props
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rows.map((request) => (
        <Card
          key={request.id}
          withBorder
          radius="md"
          padding="md"
          data-testid="pending-row"
          data-code={request.code}
        >
          <Stack gap={6} style={{ flexGrow: 1 }}>
            <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
              <Anchor
                component={Link}
                href={props.requestHref(request.id)}
                fw={700}
                c="dark"
                style={{ whiteSpace: 'nowrap' }}
              >
                {request.code}
              </Anchor>
              <Badges request={request} storeId={storeId} />
            </Group>
            <Waiting request={request} />
            <Line icon={<IconCar size={16} style={{ flexShrink: 0 }} />}>
              <Text span fw={600} size="sm">
                {vehicleText(request)}
              </Text>
            </Line>
            {request.city && (
              <Line icon={<IconMapPin size={16} style={{ flexShrink: 0 }} />}>
                {request.city.full_name}
              </Line>
            )}
            <Buyer request={request} />
            <Parts request={request} />
            <Observation request={request} />
          </Stack>
          <Card.Section withBorder inheritPadding py="xs" mt="sm">
            <Group gap={6} wrap="wrap" justify="space-between">
              <Actions {...props} request={request} compact />
            </Group>
          </Card.Section>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** List cards: one wide row per request. */
export function PendingList(props: PendingViewProps) {
  const { rows, storeId } = props
  return (
    <Stack gap="sm">
      {rows.map((request) => (
        <Paper
          key={request.id}
          withBorder
          radius="md"
          p="md"
          data-testid="pending-row"
          data-code={request.code}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
            <Stack gap={4} w={190} style={{ flexShrink: 0 }}>
              <Text fw={700}>{request.code}</Text>
              <Waiting request={request} />
              <Badges request={request} storeId={storeId} />
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {vehicleText(request)}
                {request.city ? ` · ${request.city.full_name}` : ''}
              </Text>
              <Buyer request={request} />
              <Parts request={request} />
              <Observation request={request} />
            </Stack>
            <Stack gap={6} align="stretch" style={{ flexShrink: 0 }} w={160}>
              <Actions {...props} request={request} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

/** Table view; staff get the buyer column. */
export function PendingTable(props: PendingViewProps) {
  const { rows, readOnly, storeId } = props
  const dateTime = useDateTime()
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1100}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Solicitud</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Vehículo</Table.Th>
              <Table.Th>Ciudad</Table.Th>
              <Table.Th>Autopartes</Table.Th>
              {readOnly && <Table.Th>Cliente</Table.Th>}
              <Table.Th>Estado</Table.Th>
              <Table.Th>Opciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((request) => (
              <Table.Tr key={request.id} data-testid="pending-row" data-code={request.code}>
                <Table.Td fw={700} style={nowrap}>
                  {request.code}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={nowrap}>
                    {dateTime(request.created_at)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {waitingText(request.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{vehicleText(request)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{request.city?.full_name ?? '--'}</Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm">
                    {(request.details ?? []).map((detail) => partText(request, detail)).join(', ')}
                  </Text>
                  <Observation request={request} />
                </Table.Td>
                {readOnly && (
                  <Table.Td>
                    <Text size="sm">{request.user?.name ?? '--'}</Text>
                    <Text size="xs" c="dimmed">
                      {mobileText(request.user?.mobile)}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td miw={150}>
                  <Badges request={request} storeId={storeId} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Actions {...props} request={request} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

import {
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
import { IconCar, IconMapPin, IconUser } from '@tabler/icons-react'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import type { BuyerRequest, CloseReasonOption } from './types'
import {
  closedText,
  detailText,
  isAvailable,
  mobileText,
  quotationsText,
  REQUEST_TEXTS,
  vehicleText,
} from './texts'

export interface RequestViewProps {
  rows: BuyerRequest[]
  isStaff: boolean
  closeReasons: CloseReasonOption[]
  onClose: (request: BuyerRequest) => void
}

function useDates() {
  const { country } = useShared()
  return {
    dateTime: (value: string) => formatDate(value, country.locale, true),
    date: (value: string) => formatDate(value, country.locale),
  }
}

export function StatusBadge({ request }: { request: BuyerRequest }) {
  return isAvailable(request) ? (
    <Badge color="green" variant="light" data-testid="status-badge" miw="max-content">
      {REQUEST_TEXTS.available}
    </Badge>
  ) : (
    <Badge color="red" variant="light" data-testid="status-badge" miw="max-content">
      {REQUEST_TEXTS.closedBadge}
    </Badge>
  )
}

function Parts({ request, max }: { request: BuyerRequest; max?: number }) {
  const details = request.details ?? []
  const shown = max ? details.slice(0, max) : details
  const hidden = details.length - shown.length
  return (
    <List size="sm" spacing={2} listStyleType="disc" withPadding>
      {shown.map((detail) => (
        <List.Item key={detail.id}>
          <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
            {detailText(detail)}
          </Text>
        </List.Item>
      ))}
      {hidden > 0 && (
        <List.Item>
          <Text size="sm" c="dimmed" span>
            y {hidden} más
          </Text>
        </List.Item>
      )}
    </List>
  )
}

function Buyer({ request }: { request: BuyerRequest }) {
  if (!request.user) return null
  return (
    <Group gap={6} wrap="nowrap" data-testid="request-buyer">
      <IconUser size={16} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate>
        {request.user.name} · {mobileText(request.user.mobile)}
      </Text>
    </Group>
  )
}

function CloseButton({
  request,
  onClose,
}: {
  request: BuyerRequest
  onClose: (request: BuyerRequest) => void
}) {
  if (!request.can_close) return null
  return (
    <Button
      size="compact-xs"
      ml="auto"
      variant="subtle"
      color="red"
      onClick={() => onClose(request)}
      aria-label={`${REQUEST_TEXTS.closeRequest} ${request.code}`}
    >
      {REQUEST_TEXTS.closeRequest}
    </Button>
  )
}

/** Square cards (the default view, and the only one at 769 px or narrower). */
export function RequestCards({ rows, closeReasons, onClose }: RequestViewProps) {
  const dates = useDates()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rows.map((request) => {
        const reason = closedText(request, closeReasons, dates.date)
        return (
          <Card
            key={request.id}
            withBorder
            radius="md"
            padding="md"
            data-testid="request-card"
            data-code={request.code}
          >
            <Stack gap={6} style={{ flexGrow: 1 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{request.code}</Text>
                  <Text size="xs" c="dimmed">
                    {dates.dateTime(request.created_at)}
                  </Text>
                </div>
                <StatusBadge request={request} />
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconCar size={16} style={{ flexShrink: 0 }} />
                <Text size="sm" fw={600}>
                  {vehicleText(request)}
                </Text>
              </Group>
              {request.city && (
                <Group gap={6} wrap="nowrap">
                  <IconMapPin size={16} style={{ flexShrink: 0 }} />
                  <Text size="sm">{request.city.full_name}</Text>
                </Group>
              )}
              <Buyer request={request} />
              <Parts request={request} />
              {reason && (
                <Text size="xs" c="dimmed">
                  {reason}
                </Text>
              )}
            </Stack>
            <Card.Section withBorder inheritPadding py="xs" mt="sm">
              <Group justify="space-between" wrap="wrap" gap="xs" mih={30}>
                <Text
                  size="sm"
                  fw={600}
                  c={request.quotationsCount > 0 ? 'orange.8' : 'dimmed'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {quotationsText(request.quotationsCount, isAvailable(request))}
                </Text>
                <CloseButton request={request} onClose={onClose} />
              </Group>
            </Card.Section>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}

/** List cards: one wide row per request. */
export function RequestList({ rows, closeReasons, onClose }: RequestViewProps) {
  const dates = useDates()
  return (
    <Stack gap="sm">
      {rows.map((request) => {
        const reason = closedText(request, closeReasons, dates.date)
        return (
          <Paper
            key={request.id}
            withBorder
            radius="md"
            p="md"
            data-testid="request-card"
            data-code={request.code}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
              <Stack gap={4} w={170} style={{ flexShrink: 0 }}>
                <Text fw={700}>{request.code}</Text>
                <Text size="xs" c="dimmed">
                  {dates.dateTime(request.created_at)}
                </Text>
                <StatusBadge request={request} />
              </Stack>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {vehicleText(request)}
                  {request.city ? ` · ${request.city.full_name}` : ''}
                </Text>
                <Buyer request={request} />
                <Parts request={request} />
                {reason && (
                  <Text size="xs" c="dimmed">
                    {reason}
                  </Text>
                )}
              </Stack>
              <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={600} c={request.quotationsCount > 0 ? 'orange.8' : 'dimmed'}>
                  {quotationsText(request.quotationsCount, isAvailable(request))}
                </Text>
                <CloseButton request={request} onClose={onClose} />
              </Stack>
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}

/** Table view; staff get the buyer column. */
export function RequestTable({ rows, isStaff, onClose }: RequestViewProps) {
  const dates = useDates()
  const withOptions = rows.some((request) => request.can_close)
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Solicitud</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Vehículo</Table.Th>
              <Table.Th>Ciudad</Table.Th>
              <Table.Th>Autopartes</Table.Th>
              {isStaff && <Table.Th>Cliente</Table.Th>}
              <Table.Th>Estado</Table.Th>
              <Table.Th>Cotizaciones</Table.Th>
              {withOptions && <Table.Th>Opciones</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((request) => (
              <Table.Tr key={request.id} data-testid="request-row" data-code={request.code}>
                <Table.Td fw={700} style={nowrap}>
                  {request.code}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={nowrap}>
                    {dates.dateTime(request.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{vehicleText(request)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{request.city?.full_name ?? '--'}</Text>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm">
                    {(request.details ?? [])
                      .map((detail) => `${detail.name} (${detail.amount})`)
                      .join(', ')}
                  </Text>
                </Table.Td>
                {isStaff && (
                  <Table.Td>
                    <Text size="sm">{request.user?.name ?? '--'}</Text>
                    <Text size="xs" c="dimmed">
                      {mobileText(request.user?.mobile)}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td style={nowrap}>
                  <StatusBadge request={request} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {quotationsText(request.quotationsCount, isAvailable(request))}
                  </Text>
                </Table.Td>
                {withOptions && (
                  <Table.Td style={nowrap}>
                    <CloseButton request={request} onClose={onClose} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

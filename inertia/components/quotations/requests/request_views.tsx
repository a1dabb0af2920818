import { Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCar, IconMapPin } from '@tabler/icons-react'
import {
  Buyer,
  CloseButton,
  Parts,
  QuotationsCount,
  StatusBadge,
  useDates,
  type RequestViewProps,
} from './request_parts'
import { closedText, vehicleText } from './texts'

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
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
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
                <QuotationsCount request={request} nowrap />
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
                <QuotationsCount request={request} />
                <CloseButton request={request} onClose={onClose} />
              </Stack>
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}

import { Suspense } from 'react'
import { Anchor, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCar, IconMapPin } from '@tabler/icons-react'
import { Link } from '@inertiajs/react'
import { vehicleText } from '~/components/quotations/requests/texts'
import { Loading } from '~/components/loading'
import { lazyNamed } from '~/lib/lazy'
import type { VendorRequest } from './types'
import { Badges, Buyer, Line, Observation, Parts, Waiting } from './pending_row'
import { PendingActions as Actions, type PendingActionProps } from './pending_actions'

const LazyPendingTable = lazyNamed(() => import('./pending_table'), 'PendingTable')

export interface PendingViewProps extends PendingActionProps {
  rows: VendorRequest[]
  storeId: number | null
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

/**
 * Table view; staff get the buyer column. Its own chunk (Mantine's Table and its scroll area):
 * it loads when the table is the chosen view.
 */
export function PendingTable(props: PendingViewProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyPendingTable {...props} />
    </Suspense>
  )
}

import { Group, Paper, Table, Text } from '@mantine/core'
import { vehicleText } from '~/components/quotations/requests/texts'
import { VENDOR_TEXTS as T, waitingText } from './texts'
import { Badges, Observation, partText, useDateTime } from './pending_row'
import { PendingActions as Actions } from './pending_actions'
import type { PendingViewProps } from './pending_views'
import { useMobileText } from '~/components/mobile_input'

const C = T.columns

/** Pendientes as a table (loaded by pending_views.tsx when it is the chosen view). */
export function PendingTable(props: PendingViewProps) {
  const mobileText = useMobileText()
  const { rows, readOnly, storeId } = props
  const dateTime = useDateTime()
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1100}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.request}</Table.Th>
              <Table.Th>{C.date}</Table.Th>
              <Table.Th>{C.vehicle}</Table.Th>
              <Table.Th>{C.city}</Table.Th>
              <Table.Th>{C.parts}</Table.Th>
              {readOnly && <Table.Th>{C.customer}</Table.Th>}
              <Table.Th>{C.status}</Table.Th>
              <Table.Th>{C.options}</Table.Th>
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

import { Paper, Table, Text } from '@mantine/core'
import {
  CloseButton,
  QuotationsCount,
  StatusBadge,
  useDates,
  type RequestViewProps,
} from './request_parts'
import { REQUEST_TEXTS, vehicleText } from './texts'
import { useMobileText } from '~/components/mobile_input'

const C = REQUEST_TEXTS.columns

/** Table view; staff get the buyer column. */
export function RequestTable({ rows, isStaff, onClose }: RequestViewProps) {
  const mobileText = useMobileText()
  const dates = useDates()
  const withOptions = rows.some((request) => request.can_close)
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.request}</Table.Th>
              <Table.Th>{C.date}</Table.Th>
              <Table.Th>{C.vehicle}</Table.Th>
              <Table.Th>{C.city}</Table.Th>
              <Table.Th>{C.parts}</Table.Th>
              {isStaff && <Table.Th>{C.customer}</Table.Th>}
              <Table.Th>{C.status}</Table.Th>
              <Table.Th>{C.quotations}</Table.Th>
              {withOptions && <Table.Th>{C.options}</Table.Th>}
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
                  <QuotationsCount request={request} />
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

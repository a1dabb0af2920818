import { Paper, Table, Text } from '@mantine/core'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { BuyerCell, CodeLink, RecordStatus } from './record_cells'
import { requestDetailUrl, type RecordLinks, type RequestRow } from './types'

/** /staff/solicitudes: each request links to its detail page (read-only for staff). */
export function RequestsTable({ rows, links }: { rows: RequestRow[]; links: RecordLinks }) {
  const { country } = useShared()
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" data-testid="records-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colCode}</Table.Th>
              <Table.Th>{T.colDate}</Table.Th>
              <Table.Th>{T.colStatus}</Table.Th>
              <Table.Th>{T.colVehicle}</Table.Th>
              <Table.Th>{T.colBuyer}</Table.Th>
              <Table.Th>{T.colChannel}</Table.Th>
              <Table.Th>{T.colQuotations}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="record-row" data-code={row.code}>
                <Table.Td>
                  <CodeLink code={row.code} href={links.detail ? requestDetailUrl(row.id) : null} />
                </Table.Td>
                <Table.Td>{formatDate(row.createdAt, country.locale, true)}</Table.Td>
                <Table.Td>
                  <RecordStatus status={row.status} label={row.statusLabel} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.vehicle}</Text>
                  <Text size="xs" c="dimmed">
                    {T.colPlate}: {row.plate ?? T.noData}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <BuyerCell buyer={row.buyer} />
                </Table.Td>
                <Table.Td>{row.store ? T.storeChannel(row.store.name) : T.marketplace}</Table.Td>
                <Table.Td>{row.quotationsCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

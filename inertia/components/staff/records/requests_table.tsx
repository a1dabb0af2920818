import { StaffTable } from '~/components/staff/staff_table'
import { Table, Text } from '@mantine/core'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { BuyerCell, CodeLink, RecordStatus } from './record_cells'
import { requestDetailUrl, type RecordLinks, type RequestRow } from './types'

/** /staff/solicitudes: each request links to its detail page (read-only for staff). */
export function RequestsTable({ rows, links }: { rows: RequestRow[]; links: RecordLinks }) {
  const { country } = useShared()
  return (
    <StaffTable
      minWidth={820}
      testId="records-table"
      headers={[
        T.colCode,
        T.colDate,
        T.colStatus,
        T.colVehicle,
        T.colBuyer,
        T.colChannel,
        T.colQuotations,
      ]}
    >
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
    </StaffTable>
  )
}

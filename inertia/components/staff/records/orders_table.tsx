import { StaffTable } from '~/components/staff/staff_table'
import { Anchor, Stack, Table, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { StatusBadge } from '~/components/orders/status_badge'
import { STAFF_RECORDS_TEXTS as T } from '../texts'
import { BuyerCell, CodeLink } from './record_cells'
import { requestDetailUrl, type OrderRow, type RecordLinks } from './types'

/**
 * /staff/pedidos: each order links to the staff's read-only order page (`sales.show`), and its
 * quotation to the request detail page at that quotation.
 */
export function OrdersTable({ rows, links }: { rows: OrderRow[]; links: RecordLinks }) {
  const { country } = useShared()
  return (
    <StaffTable
      minWidth={900}
      testId="records-table"
      headers={[T.colCode, T.colDate, T.colStatus, T.colTotal, T.colStore, T.colBuyer, T.colOrigin]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid="record-row" data-code={row.refVenta}>
          <Table.Td>
            <CodeLink
              code={row.refVenta}
              href={links.order ? urlFor('sales.show', { id: row.id }) : null}
            />
            <Text size="xs" c="dimmed">
              {T.salesModel[row.salesModel] ?? row.salesModel} · {T.colItems}: {row.itemsCount}
            </Text>
          </Table.Td>
          <Table.Td>{formatDate(row.createdAt, country.locale, true)}</Table.Td>
          <Table.Td>
            <StatusBadge status={row.status} label={row.statusLabel} />
          </Table.Td>
          <Table.Td>{formatMoney(row.total, country.locale, country.currency)}</Table.Td>
          <Table.Td>{row.store?.name ?? T.noData}</Table.Td>
          <Table.Td>
            <BuyerCell buyer={row.buyer} />
          </Table.Td>
          <Table.Td>
            {row.quotation && row.request ? (
              <Stack gap={0}>
                {links.detail ? (
                  <Anchor
                    component={Link}
                    href={requestDetailUrl(row.request.id, row.quotation.id)}
                    size="sm"
                  >
                    {row.quotation.code}
                  </Anchor>
                ) : (
                  <Text size="sm">{row.quotation.code}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {row.request.code} · {T.colPlate}: {row.plate ?? T.noData}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noQuotation}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  )
}

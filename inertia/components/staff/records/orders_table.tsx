import { Anchor, Paper, Stack, Table, Text } from '@mantine/core'
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
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" data-testid="records-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colCode}</Table.Th>
              <Table.Th>{T.colDate}</Table.Th>
              <Table.Th>{T.colStatus}</Table.Th>
              <Table.Th>{T.colTotal}</Table.Th>
              <Table.Th>{T.colStore}</Table.Th>
              <Table.Th>{T.colBuyer}</Table.Th>
              <Table.Th>{T.colOrigin}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="record-row" data-code={row.refVenta}>
                <Table.Td>
                  <CodeLink
                    code={row.refVenta}
                    href={links.order ? urlFor('sales.show', { id: row.id }) : null}
                  />
                  <Text size="xs" c="dimmed">
                    {T.salesModel[row.salesModel] ?? row.salesModel} · {T.colItems}:{' '}
                    {row.itemsCount}
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

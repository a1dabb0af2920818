import { Box, Paper, Table } from '@mantine/core'
import type { Data } from '@generated/data'
import { analyticsGroups, type AnalyticsColumn } from '@rules/reports/rules/analytics_columns'
import { formatDate, formatMoney } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ANALYTICS_TEXTS as T } from '../texts'

export type AnalyticsRow = Data.Reports.AnalyticsRow

/**
 * The report's table: a first header row with the column groups (VEHÍCULO, CLIENTE, …) over
 * their columns, then the columns; each cell shown by its column's kind (money in the country's
 * currency, dates with the time, '--' as the server sent it for masked customer cells).
 */
export function AnalyticsTable({
  columns,
  rows,
}: {
  columns: readonly AnalyticsColumn[]
  rows: AnalyticsRow[]
}) {
  const { country } = useShared()
  const show = (column: AnalyticsColumn, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return ''
    switch (column.kind) {
      case 'money':
        return formatMoney(value, country.locale, country.currency)
      case 'datetime':
        return formatDate(String(value), country.locale, true)
      case 'date':
        return formatDate(String(value), country.locale)
      default:
        return String(value)
    }
  }
  return (
    <Paper withBorder radius="md">
      {/* scrolls sideways; focusable so that a keyboard scrolls it too (no link inside) */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={T.title}>
        <Table
          miw={1200}
          striped
          withColumnBorders
          verticalSpacing="xs"
          fz="sm"
          data-testid="analytics-table"
        >
          <Table.Thead>
            <Table.Tr>
              {analyticsGroups(columns).map((group) => (
                <Table.Th key={group.name} colSpan={group.span} ta="center">
                  {group.name}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={{ minWidth: column.width * 7 }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid="analytics-row">
                {columns.map((column) => (
                  <Table.Td key={column.key} data-column={column.key}>
                    {show(column, row.cells[column.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  )
}

import type { ReactNode } from 'react'
import { Paper, Table } from '@mantine/core'

/**
 * The frame of every staff list: a bordered card whose table scrolls inside it below `minWidth`
 * (the page never overflows a phone), its header row from `headers`, the rows as children.
 */
export function StaffTable({
  minWidth,
  testId,
  headers,
  children,
}: {
  minWidth: number
  testId?: string
  headers: ReactNode[]
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, index) => (
                <Table.Th key={index}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

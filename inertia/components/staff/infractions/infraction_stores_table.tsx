import { Badge, Button, Paper, Table, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { formatDate } from '~/lib/format'
import { urlFor } from '~/lib/routes'
import { STAFF_INFRACTIONS_TEXTS as T } from '../texts'

/** The stores with infractions: name, how many, the last one's date, 'Ver historial'. */
export function InfractionStoresTable({
  stores,
  locale,
}: {
  stores: Data.Staff.InfractionStore[]
  locale: string
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" data-testid="infraction-stores">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colStore}</Table.Th>
              <Table.Th>{T.colCount}</Table.Th>
              <Table.Th>{T.colLast}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stores.map((store) => (
              <Table.Tr key={store.id} data-testid="infraction-store" data-store-id={store.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {store.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    /tienda/{store.urlPath}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="red">
                    {store.infractions}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(store.lastAt, locale)}</Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    component="a"
                    href={urlFor('staff.infractions.show', { id: store.id })}
                    size="xs"
                    variant="light"
                  >
                    {T.open}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

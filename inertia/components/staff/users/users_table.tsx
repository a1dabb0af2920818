import { Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STAFF_USERS_TEXTS as T } from '../texts'
import { FlagsCell, PersonCell, StateCell, VerifiedCell, roleText } from './user_cells'
import { UserActionsMenu } from './user_actions_menu'
import type { StaffUserRow } from './types'

/**
 * The people of one page: person, role and store, country, registration date, what is verified,
 * the staff flags, the state and the actions menu (first, so a phone reaches it without
 * scrolling the table sideways).
 */
export function UsersTable({
  people,
  onFlags,
  onBlock,
  onChanged,
}: {
  people: StaffUserRow[]
  onFlags: (person: StaffUserRow) => void
  onBlock: (person: StaffUserRow) => void
  onChanged: (message: string) => void
}) {
  const { country } = useShared()
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="sm" data-testid="staff-users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>{T.colActions}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{T.colPerson}</Table.Th>
              <Table.Th>{T.colRole}</Table.Th>
              <Table.Th>{T.colCountry}</Table.Th>
              <Table.Th>{T.colCreated}</Table.Th>
              <Table.Th>{T.colVerified}</Table.Th>
              <Table.Th>{T.colStaff}</Table.Th>
              <Table.Th>{T.colState}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => (
              <Table.Tr key={person.id} data-testid={`user-row-${person.id}`}>
                <Table.Td>
                  <UserActionsMenu
                    person={person}
                    onFlags={onFlags}
                    onBlock={onBlock}
                    onChanged={onChanged}
                  />
                </Table.Td>
                <PersonCell person={person} />
                <Table.Td>
                  <Text size="sm">{roleText(person)}</Text>
                </Table.Td>
                <Table.Td>{person.country}</Table.Td>
                <Table.Td>{formatDate(person.createdAt, country.locale)}</Table.Td>
                <VerifiedCell person={person} />
                <FlagsCell person={person} />
                <StateCell person={person} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}

import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { openConfirmModal } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ADVISERS_TEXTS as T } from './advisers_texts'
import { runAdviserChange } from './adviser_actions'
import type { AdviserRow, PagedList } from './use_advisers'
import { AdviserListFrame, PersonCells } from './adviser_list_frame'

/** The store's advisers, active first; the owner deactivates and reactivates them. */
export function AdvisersTable({
  storeId,
  list,
  canEdit,
  onPage,
  onChanged,
}: {
  storeId: number
  list: PagedList<AdviserRow>
  canEdit: boolean
  onPage: (page: number) => void
  onChanged: () => void
}) {
  const { country } = useShared()
  const date = (value: string | null) => (value ? formatDate(value, country.locale) : '—')
  const setActive = (adviser: AdviserRow, isActive: boolean) =>
    runAdviserChange(
      'PATCH',
      urlFor('api.store.advisers.update', { id: storeId, adviserId: adviser.id }),
      { isActive },
      onChanged
    )
  const deactivate = (adviser: AdviserRow) =>
    openConfirmModal({
      title: T.confirmDeactivateTitle,
      children: <Text size="sm">{T.confirmDeactivate(adviser.name)}</Text>,
      labels: { confirm: T.confirmYes, cancel: T.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => void setActive(adviser, false),
    })

  const headers = [T.name, T.contact, T.state, T.invitedAt, T.acceptedAt]
  return (
    <AdviserListFrame
      title={T.advisersTitle}
      empty={T.noAdvisers}
      headers={canEdit ? [...headers, T.actions] : headers}
      list={list}
      onPage={onPage}
      testId="advisers-table"
    >
      {list.rows.map((adviser) => (
        <Table.Tr key={adviser.id} data-testid={`adviser-${adviser.id}`}>
          <PersonCells name={adviser.name} email={adviser.email} mobile={adviser.mobile} />
          <Table.Td>
            <Badge color={adviser.isActive ? 'green' : 'gray'} variant="light">
              {adviser.isActive ? T.active : T.inactive}
            </Badge>
          </Table.Td>
          <Table.Td>{date(adviser.invitedAt)}</Table.Td>
          <Table.Td>{date(adviser.acceptedAt)}</Table.Td>
          {canEdit && (
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {adviser.isActive ? (
                  <Button size="xs" variant="light" color="red" onClick={() => deactivate(adviser)}>
                    {T.deactivate}
                  </Button>
                ) : (
                  <Button size="xs" variant="light" onClick={() => void setActive(adviser, true)}>
                    {T.reactivate}
                  </Button>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </AdviserListFrame>
  )
}

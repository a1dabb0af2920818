import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { openConfirmModal } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { ADVISERS_TEXTS as T } from './advisers_texts'
import { runAdviserChange } from './adviser_actions'
import type { InvitationRow, PagedList } from './use_advisers'
import { AdviserListFrame, PersonCells } from './adviser_list_frame'

/** The open invitations (pending or expired); the owner re-sends or cancels them. */
export function AdviserInvitationsTable({
  storeId,
  list,
  canEdit,
  onPage,
  onChanged,
}: {
  storeId: number
  list: PagedList<InvitationRow>
  canEdit: boolean
  onPage: (page: number) => void
  onChanged: () => void
}) {
  const { country } = useShared()
  const params = (invitation: InvitationRow) => ({ id: storeId, invitationId: invitation.id })
  const resend = (invitation: InvitationRow) =>
    runAdviserChange(
      'POST',
      urlFor('api.store.advisers.invitations.resend', params(invitation)),
      undefined,
      onChanged
    )
  const cancel = (invitation: InvitationRow) =>
    openConfirmModal({
      title: T.confirmCancelTitle,
      children: <Text size="sm">{T.confirmCancel(invitation.name)}</Text>,
      labels: { confirm: T.confirmYes, cancel: T.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void runAdviserChange(
          'DELETE',
          urlFor('api.store.advisers.invitations.cancel', params(invitation)),
          undefined,
          onChanged
        ),
    })

  const headers = [T.name, T.contact, T.state, T.sentAt, T.expiresAt]
  return (
    <AdviserListFrame
      title={T.invitationsTitle}
      empty={T.noInvitations}
      headers={canEdit ? [...headers, T.actions] : headers}
      list={list}
      onPage={onPage}
      testId="adviser-invitations-table"
    >
      {list.rows.map((invitation) => (
        <Table.Tr key={invitation.id} data-testid={`invitation-${invitation.id}`}>
          <PersonCells name={invitation.name} email={invitation.email} mobile={invitation.mobile} />
          <Table.Td>
            <Badge color={invitation.state === 'pending' ? 'yellow' : 'gray'} variant="light">
              {invitation.state === 'pending' ? T.pending : T.expired}
            </Badge>
          </Table.Td>
          <Table.Td>{formatDate(invitation.sentAt, country.locale)}</Table.Td>
          <Table.Td>{formatDate(invitation.expiresAt, country.locale)}</Table.Td>
          {canEdit && (
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => void resend(invitation)}>
                  {T.resend}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => cancel(invitation)}>
                  {T.cancel}
                </Button>
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </AdviserListFrame>
  )
}

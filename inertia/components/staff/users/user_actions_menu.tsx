import { ActionIcon, Menu, Text } from '@mantine/core'
import { IconDots, IconLock, IconLockOpen, IconShieldCog } from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { openConfirmModal } from '~/lib/confirm'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { STAFF_USERS_TEXTS as T } from '../texts'
import type { StaffUserRow } from './types'

/**
 * A row's actions: 'Permisos de staff' (FlagsModal), 'Bloquear' (BlockModal: the reason) or
 * 'Desbloquear' (after a confirmation). No 'Bloquear' on one's own row; on an admin's row it is
 * disabled and says the role must be revoked first (the server refuses both anyway).
 */
export function UserActionsMenu({
  person,
  onFlags,
  onBlock,
  onChanged,
}: {
  person: StaffUserRow
  onFlags: (person: StaffUserRow) => void
  onBlock: (person: StaffUserRow) => void
  onChanged: (message: string) => void
}) {
  const unblock = () =>
    openConfirmModal({
      title: T.unblockConfirmTitle,
      children: <Text size="sm">{T.unblockConfirm(person.fullName)}</Text>,
      labels: { confirm: T.unblockYes, cancel: T.cancel },
      onConfirm: async () => {
        const response = await api('POST', urlFor('staff.users.unblock', { id: person.id }))
        if (response.ok) onChanged(response.body.message ?? '')
        else notifications.show({ color: 'red', message: errorMessage(response) })
      },
    })

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={T.actionsFor(person.fullName)}
          data-testid={`user-actions-${person.id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconShieldCog size={16} />} onClick={() => onFlags(person)}>
          {T.editFlags}
        </Menu.Item>
        {person.blocked ? (
          <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={unblock}>
            {T.unblock}
          </Menu.Item>
        ) : (
          !person.isSelf && (
            <Menu.Item
              color="red"
              leftSection={<IconLock size={16} />}
              disabled={person.flags.isAdmin}
              title={person.flags.isAdmin ? T.adminNotBlockable : undefined}
              onClick={() => onBlock(person)}
            >
              {T.block}
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  )
}

import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import {
  STAFF_FLAGS,
  STAFF_FLAG_LABELS,
  type StaffFlag,
  type StaffFlagSet,
} from '@rules/staff/rules/users'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { STAFF_USERS_TEXTS as T } from '../texts'
import type { StaffUserRow } from './types'

/**
 * 'Permisos de staff': the five flags as checkboxes, saved whole after a confirmation that says
 * what is given and what is taken away. The server's refusals (one's own admin role, the last
 * admin, a blocked person) show in the dialog.
 */
export function FlagsModal({
  person,
  onClose,
  onSaved,
}: {
  person: StaffUserRow | null
  onClose: () => void
  onSaved: (message: string) => void
}) {
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? T.flagsTitle(person.fullName) : ''}
      centered
    >
      {person && <FlagsForm key={person.id} person={person} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}

/** The dialog's body, new for each person (its state starts from their flags). */
function FlagsForm({
  person,
  onClose,
  onSaved,
}: {
  person: StaffUserRow
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const [flags, setFlags] = useState<StaffFlagSet>({ ...person.flags })
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const granted = STAFF_FLAGS.filter((flag) => flags[flag] && !person.flags[flag])
  const revoked = STAFF_FLAGS.filter((flag) => !flags[flag] && person.flags[flag])
  const names = (list: StaffFlag[]) => list.map((flag) => STAFF_FLAG_LABELS[flag])

  const save = async () => {
    setBusy(true)
    setError(null)
    const response = await api('PATCH', urlFor('staff.users.flags', { id: person.id }), flags)
    setBusy(false)
    if (response.ok) return onSaved(response.body.message ?? '')
    setConfirming(false)
    setError(errorMessage(response))
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.flagsHelp}
      </Text>
      {STAFF_FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={STAFF_FLAG_LABELS[flag]}
          checked={flags[flag]}
          disabled={confirming}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            setFlags((current) => ({ ...current, [flag]: checked }))
          }}
        />
      ))}
      {error && (
        <Alert color="red" variant="light" data-testid="flags-error">
          {error}
        </Alert>
      )}
      {confirming ? (
        <Alert color="yellow" variant="light" title={T.flagsConfirmTitle}>
          <Text size="sm">{T.flagsConfirm(person.fullName, names(granted), names(revoked))}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
            <Button loading={busy} onClick={() => void save()}>
              {T.flagsSave}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            disabled={granted.length + revoked.length === 0}
            onClick={() => setConfirming(true)}
          >
            {T.flagsSave}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

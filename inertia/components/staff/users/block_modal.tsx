import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN } from '@rules/staff/rules/users'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STAFF_USERS_TEXTS as T } from '../texts'
import type { StaffUserRow } from './types'

/**
 * 'Bloquear': the confirmation says what blocking does (no sign-in, sessions and API tokens
 * stop at once, an e-mail with the reason) and asks for the reason (3 to 500 characters). The
 * server checks again; its messages land on the field or in the dialog.
 */
export function BlockModal({
  person,
  onClose,
  onBlocked,
}: {
  person: StaffUserRow | null
  onClose: () => void
  onBlocked: (message: string) => void
}) {
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? T.blockTitle(person.fullName) : ''}
      centered
    >
      {person && (
        <BlockForm key={person.id} person={person} onClose={onClose} onBlocked={onBlocked} />
      )}
    </Modal>
  )
}

/** The dialog's body, blank for each person. */
function BlockForm({
  person,
  onClose,
  onBlocked,
}: {
  person: StaffUserRow
  onClose: () => void
  onBlocked: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => {
        const length = value.trim().length
        return length >= BLOCK_REASON_MIN && length <= BLOCK_REASON_MAX
          ? null
          : T.reasonError(BLOCK_REASON_MIN, BLOCK_REASON_MAX)
      },
    },
  })

  const submit = async (values: { reason: string }) => {
    setBusy(true)
    setError(null)
    const response = await api('POST', urlFor('staff.users.block', { id: person.id }), values)
    setBusy(false)
    if (response.ok) return onBlocked(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{T.blockHelp}</Text>
        <Textarea
          label={T.blockReason}
          placeholder={T.blockReasonPlaceholder}
          description={T.reasonCounter(form.getValues().reason.length, BLOCK_REASON_MAX)}
          autosize
          minRows={3}
          maxLength={BLOCK_REASON_MAX}
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {T.blockConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

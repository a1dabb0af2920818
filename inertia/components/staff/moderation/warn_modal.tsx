import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { WARNING_NOTE_MAX } from '@rules/staff/rules/moderation'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

/**
 * 'Advertir': the standard warning (in the app and by e-mail) with an optional note of at most
 * 500 characters. The server's errors land on the note or in the alert.
 */
export function WarnModal({
  itemId,
  opened,
  onClose,
  onDone,
}: {
  itemId: number
  opened: boolean
  onClose: () => void
  onDone: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm({
    initialValues: { note: '' },
    validate: {
      note: (value) =>
        value.trim().length > WARNING_NOTE_MAX
          ? T.noteCounter(value.trim().length, WARNING_NOTE_MAX)
          : null,
    },
  })

  const submit = async (values: { note: string }) => {
    setError(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.moderation.warn', { id: itemId }), {
      note: values.note.trim() || null,
    })
    setBusy(false)
    if (response.ok) return onDone(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <Modal opened={opened} onClose={onClose} title={T.warnTitle} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{T.warnIntro}</Text>
          <Textarea
            label={T.warnNote}
            rows={3}
            autosize={false}
            description={T.noteCounter(form.values.note.trim().length, WARNING_NOTE_MAX)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="warn-note"
            {...form.getInputProps('note')}
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
            <Button type="submit" color="orange" loading={busy} data-testid="warn-send">
              {T.warnSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

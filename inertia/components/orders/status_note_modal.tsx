import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  CANCEL_REASON_MAX_LENGTH,
  TRACKING_NOTE_MAX_LENGTH,
} from '@rules/orders/rules/order_status'
import { applyServerErrors } from '~/lib/form_errors'
import type { ApiResponse } from '~/lib/http'
import { ORDER_TEXTS as T } from './texts'

export type NoteTarget = 'shipped' | 'cancelled'

/**
 * The note a change needs: the tracking note to mark it shipped (max 256) or the reason to
 * cancel it (max 512). The server's field errors land on the text area; a refusal of the move
 * itself (409: the order changed meanwhile) is handled by the caller, which reloads the order.
 */
export function StatusNoteModal({
  target,
  title,
  onSubmit,
  onClose,
}: {
  target: NoteTarget | null
  title: string
  /** Sends the change; answers the server's response (or null when the caller handled it). */
  onSubmit: (target: NoteTarget, note: string) => Promise<ApiResponse | null>
  onClose: () => void
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={<Text fw={700}>{title}</Text>}
      centered
    >
      {target && <NoteForm key={target} target={target} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  )
}

function NoteForm({
  target,
  onSubmit,
  onClose,
}: {
  target: NoteTarget
  onSubmit: (target: NoteTarget, note: string) => Promise<ApiResponse | null>
  onClose: () => void
}) {
  const field = target === 'shipped' ? 'tracking_note' : 'cancel_reason'
  const max = target === 'shipped' ? TRACKING_NOTE_MAX_LENGTH : CANCEL_REASON_MAX_LENGTH
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm({
    mode: 'controlled',
    initialValues: { [field]: '' } as Record<string, string>,
    validate: {
      [field]: (value: string) => (value.trim() ? null : T.noteRequired[target]),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setSending(true)
    setAlert(null)
    const response = await onSubmit(target, values[field].trim())
    setSending(false)
    if (response && !response.ok) setAlert(applyServerErrors(form, response))
  })

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Textarea
          label={target === 'shipped' ? T.shipLabel : T.cancelLabel}
          placeholder={target === 'shipped' ? T.shipPlaceholder : T.cancelPlaceholder}
          description={target === 'shipped' ? T.shipHelp : T.cancelHelp}
          autosize
          minRows={3}
          maxLength={max}
          data-autofocus
          data-testid="status-note"
          {...form.getInputProps(field)}
        />
        {alert && (
          <Alert color="red" variant="light">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.keep}
          </Button>
          <Button
            type="submit"
            loading={sending}
            color={target === 'cancelled' ? 'red' : undefined}
          >
            {T.actions[target]}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

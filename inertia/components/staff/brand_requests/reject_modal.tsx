import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from '@rules/staff/rules/brand_requests'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STAFF_BRAND_REQUESTS_TEXTS as T } from '../texts'
import type { BrandRequestRow } from './types'

/** 'Rechazar': the reason the store reads (3 to 512 characters). */
export function RejectModal({
  row,
  onClose,
  onDone,
}: {
  row: BrandRequestRow | null
  onClose: () => void
  onDone: (message: string) => void
}) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={<Text fw={700}>{row ? T.rejectTitle(row.store.name) : ''}</Text>}
      centered
    >
      {row && <RejectForm key={row.id} row={row} onClose={onClose} onDone={onDone} />}
    </Modal>
  )
}

function RejectForm({
  row,
  onClose,
  onDone,
}: {
  row: BrandRequestRow
  onClose: () => void
  onDone: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm({
    initialValues: { note: '' },
    validate: {
      note: (value: string) => {
        const length = value.trim().length
        if (length < RESOLUTION_NOTE_MIN) return T.reasonRequired
        return length > RESOLUTION_NOTE_MAX ? T.counter(length, RESOLUTION_NOTE_MAX) : null
      },
    },
  })

  const submit = async (values: { note: string }) => {
    setError(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.brandRequests.reject', { id: row.id }), {
      note: values.note.trim(),
    })
    setBusy(false)
    if (response.ok) return onDone(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{T.rejectIntro}</Text>
        <Textarea
          label={T.reason}
          placeholder={T.reasonPlaceholder}
          withAsterisk
          rows={4}
          autosize={false}
          maxLength={RESOLUTION_NOTE_MAX}
          description={T.counter(form.values.note.trim().length, RESOLUTION_NOTE_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-testid="reject-note"
          {...form.getInputProps('note')}
        />
        {error && (
          <Alert color="red" variant="light" data-testid="reject-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={busy} data-testid="confirm-reject">
            {T.confirmReject}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

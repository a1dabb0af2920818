import { useState } from 'react'
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@rules/staff/rules/moderation'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

interface Values {
  days: number | string
}

/** 'Suspender chat N días' (1–90): the person reads but cannot write until then. */
export function SuspendModal({
  itemId,
  writerName,
  opened,
  onClose,
  onDone,
}: {
  itemId: number
  writerName: string
  opened: boolean
  onClose: () => void
  onDone: (message: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<Values>({
    initialValues: { days: 7 },
    validate: {
      days: (value) =>
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= SUSPENSION_MIN_DAYS &&
        value <= SUSPENSION_MAX_DAYS
          ? null
          : T.daysError,
    },
  })

  const submit = async (values: Values) => {
    setError(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.moderation.suspend', { id: itemId }), values)
    setBusy(false)
    if (response.ok) return onDone(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`${T.suspendTitle}: ${writerName}`} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{T.suspendIntro}</Text>
          <NumberInput
            label={T.suspendDays}
            description={T.suspendDaysHint}
            min={SUSPENSION_MIN_DAYS}
            max={SUSPENSION_MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            required
            data-testid="suspend-days"
            {...form.getInputProps('days')}
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
            <Button type="submit" color="red" loading={busy} data-testid="suspend-send">
              {T.suspendSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

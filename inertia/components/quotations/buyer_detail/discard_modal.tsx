import { useState } from 'react'
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { BUYER_DETAIL_TEXTS as T } from './texts'
import type { ReasonOption } from './types'

/**
 * 'Descartar' a quotation (doc 3 §4.2, §5, §8, §9): the buyer picks one of the five reasons
 * ('Debes seleccionar una opción' without one) and POST /api/{product}Go/buyerIgnoresQuotation
 * records it. Success: toast 'Cotización descartada exitosamente' and the page reloads; a refusal
 * (already discarded, already ordered…) is told and the page reloads too.
 */
export function DiscardQuotationModal({
  quotation,
  reasons,
  onDone,
  onCancel,
}: {
  quotation: { id: number; code: string } | null
  reasons: ReasonOption[]
  onDone: () => void
  onCancel: () => void
}) {
  return (
    <Modal
      opened={quotation !== null}
      onClose={onCancel}
      title={<Text fw={700}>{T.discardTitle}</Text>}
      centered
    >
      {quotation && (
        <DiscardForm
          key={quotation.id}
          quotation={quotation}
          reasons={reasons}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
    </Modal>
  )
}

function DiscardForm({
  quotation,
  reasons,
  onDone,
  onCancel,
}: {
  quotation: { id: number; code: string }
  reasons: ReasonOption[]
  onDone: () => void
  onCancel: () => void
}) {
  const [sending, setSending] = useState(false)
  const form = useForm<{ reason: string | null }>({
    mode: 'controlled',
    initialValues: { reason: null },
    validate: { reason: (value) => (value ? null : T.reasonRequired) },
  })

  const confirm = async ({ reason }: { reason: string | null }) => {
    if (sending) return
    setSending(true)
    const response = await api('POST', urlFor('api.buyerIgnores.store'), {
      quotation_id: quotation.id,
      reason,
    })
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: T.discardedToast })
      onDone()
      return
    }
    const message = applyServerErrors(form, response)
    if (message === null) return
    notifications.show({ color: 'red', title: T.discardError, message, autoClose: 8000 })
    onDone()
  }

  return (
    <form onSubmit={form.onSubmit((values) => void confirm(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">{T.discardQuestion(quotation.code)}</Text>
        <Radio.Group
          name="reason"
          label={T.discardReason}
          withAsterisk
          {...form.getInputProps('reason')}
        >
          <Stack gap="xs" mt="xs">
            {reasons.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={sending} data-testid="confirm-discard">
            {T.discardConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { useState } from 'react'
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { BuyerRequest, CloseReasonOption } from './types'
import { REQUEST_TEXTS } from './texts'

/**
 * 'Cerrar solicitud' (doc 2 §5, §8): the buyer picks one of the four close reasons. Without a
 * reason nothing happens (the button stays disabled). Success shows the toast 'Solicitud
 * cerrada'; a failure shows the close-error alert; the list is reloaded either way.
 */
export function CloseRequestModal({
  request,
  reasons,
  onClosed,
  onCancel,
}: {
  /** Only its id and code are read: the buyer's detail page closes with it too. */
  request: Pick<BuyerRequest, 'id' | 'code'> | null
  reasons: CloseReasonOption[]
  onClosed: () => void
  onCancel: () => void
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onCancel}
      title={<Text fw={700}>{REQUEST_TEXTS.closeRequest}</Text>}
      centered
    >
      {request && (
        <CloseRequestForm
          key={request.id}
          request={request}
          reasons={reasons}
          onClosed={onClosed}
          onCancel={onCancel}
        />
      )}
    </Modal>
  )
}

/** The reason picker of one request (a fresh choice for each request). */
function CloseRequestForm({
  request,
  reasons,
  onClosed,
  onCancel,
}: {
  request: Pick<BuyerRequest, 'id' | 'code'>
  reasons: CloseReasonOption[]
  onClosed: () => void
  onCancel: () => void
}) {
  const [sending, setSending] = useState(false)
  const form = useForm<{ close_reason: string | null }>({
    mode: 'controlled',
    initialValues: { close_reason: null },
  })
  const question = REQUEST_TEXTS.closeQuestion(request.code)

  const confirm = async ({ close_reason: reason }: { close_reason: string | null }) => {
    if (!reason || sending) return
    setSending(true)
    const response = await api('PATCH', urlFor('api.buyerRequests.close', { id: request.id }), {
      is_closed: true,
      close_reason: reason,
    })
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: REQUEST_TEXTS.closedToast })
      onClosed()
      return
    }
    const message = applyServerErrors(form, response)
    // a refused reason stays on the form; anything else (closed meanwhile...) is told and reloaded
    if (message === null) return
    notifications.show({
      color: 'red',
      title: REQUEST_TEXTS.closeError,
      message,
      autoClose: 8000,
    })
    onClosed()
  }

  return (
    <form onSubmit={form.onSubmit((values) => void confirm(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {question.before}
          <strong style={{ whiteSpace: 'nowrap' }}>{question.code}</strong>
          {question.after}
        </Text>
        <Radio.Group
          name="close_reason"
          label={REQUEST_TEXTS.closeReason}
          withAsterisk
          {...form.getInputProps('close_reason')}
        >
          <Stack gap="xs" mt="xs">
            {reasons.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {REQUEST_TEXTS.cancel}
          </Button>
          <Button
            type="submit"
            color="red"
            disabled={!form.values.close_reason}
            loading={sending}
            data-testid="confirm-close"
          >
            {REQUEST_TEXTS.closeRequest}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

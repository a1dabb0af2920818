import { useState } from 'react'
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { api, errorMessage } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
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
  request: BuyerRequest | null
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
  request: BuyerRequest
  reasons: CloseReasonOption[]
  onClosed: () => void
  onCancel: () => void
}) {
  const { product } = useShared()
  const path = usePath()
  const [reason, setReason] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const confirm = async () => {
    if (!reason || sending) return
    setSending(true)
    const response = await api(
      'PATCH',
      path(`/api/${product.goPath}/QuotationRequest/${request.id}`),
      { is_closed: true, close_reason: reason }
    )
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: REQUEST_TEXTS.closedToast })
    } else {
      notifications.show({
        color: 'red',
        title: REQUEST_TEXTS.closeError,
        message: errorMessage(response),
        autoClose: 8000,
      })
    }
    onClosed()
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        ¿Por qué quieres cerrar la solicitud <strong>{request.code}</strong>? Ya no recibirás nuevas
        cotizaciones.
      </Text>
      <Radio.Group
        value={reason}
        onChange={setReason}
        name="close_reason"
        label="Motivo de cierre"
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {reasons.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          Cancelar
        </Button>
        <Button
          color="red"
          onClick={() => void confirm()}
          disabled={!reason}
          loading={sending}
          data-testid="confirm-close"
        >
          {REQUEST_TEXTS.closeRequest}
        </Button>
      </Group>
    </Stack>
  )
}

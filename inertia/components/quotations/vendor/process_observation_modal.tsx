import { useState } from 'react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { PROCESS_OBSERVATION_LIMIT } from '@rules/quotations/rules/discard_reasons'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { usePath, useShared } from '~/lib/page_props'
import { VENDOR_TEXTS as T } from './texts'

/**
 * 'Marcar en proceso' (doc 3 §4.1, §5): a private note of the store on the request, required,
 * at most 128 characters, 3 rows, with a counter. Saves through POST
 * /api/{product}Go/quotationRequestToVendor/saveProcessObservation; success shows 'La solicitud
 * de cotización se ha marcado en proceso' and hands the saved text to `onSaved` (the vendor then
 * sees it on the Pendientes row). Shared by the Pendientes tab and the request detail page.
 */
export function ProcessObservationModal(props: {
  request: { id: number; code: string } | null
  storeId: number
  initial?: string | null
  onClose(): void
  onSaved(observation: string): void
}) {
  const { request, onClose } = props
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={<Text fw={700}>{T.observationTitle}</Text>}
      centered
    >
      {request && <ObservationForm key={request.id} {...props} request={request} />}
    </Modal>
  )
}

function ObservationForm({
  request,
  storeId,
  initial,
  onClose,
  onSaved,
}: {
  request: { id: number; code: string }
  storeId: number
  initial?: string | null
  onClose(): void
  onSaved(observation: string): void
}) {
  const { product } = useShared()
  const path = usePath()
  const [text, setText] = useState(initial ?? '')
  const [error, setError] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [sending, setSending] = useState(false)

  const check = (value: string) => {
    if (!value.trim()) return T.observationRequired
    if (value.trim().length > PROCESS_OBSERVATION_LIMIT) return T.observationTooLong
    return null
  }

  const save = async () => {
    const problem = check(text)
    setTouched(true)
    setError(problem)
    if (problem || sending) return
    setSending(true)
    const response = await api(
      'POST',
      path(`/api/${product.goPath}/quotationRequestToVendor/saveProcessObservation`),
      { store_id: storeId, quotation_request_id: request.id, processObservation: text.trim() }
    )
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: T.markedInProcess })
      onSaved(response.body.data?.process_observation_by_seller ?? text.trim())
      return
    }
    const fields = fieldErrors(response)
    if (fields.processObservation) setError(fields.processObservation)
    notifications.show({
      color: 'red',
      title: T.observationError,
      message: errorMessage(response),
      autoClose: 8000,
    })
  }

  const length = text.trim().length
  return (
    <Stack gap="md">
      <Text size="sm">
        Deja una nota para tu equipo sobre la solicitud <strong>{request.code}</strong> (por
        ejemplo, qué estás consultando). Solo la ve tu tienda.
      </Text>
      <Textarea
        label={T.observationLabel}
        withAsterisk
        rows={3}
        autosize={false}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value
          setText(value)
          if (touched) setError(check(value))
        }}
        onBlur={() => {
          setTouched(true)
          setError(check(text))
        }}
        error={error}
        data-autofocus
        description={
          <Text span size="xs" c={length > PROCESS_OBSERVATION_LIMIT ? 'red' : 'dimmed'}>
            {length} / {PROCESS_OBSERVATION_LIMIT} caracteres
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={sending}>
          Cancelar
        </Button>
        <Button onClick={() => void save()} loading={sending} data-testid="save-observation">
          {T.markInProcess}
        </Button>
      </Group>
    </Stack>
  )
}

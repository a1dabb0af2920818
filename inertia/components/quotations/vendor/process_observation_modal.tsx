import { useState } from 'react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { PROCESS_OBSERVATION_LIMIT } from '@rules/quotations/rules/discard_reasons'
import { api, errorMessage } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
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
  const [sending, setSending] = useState(false)
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { processObservation: initial ?? '' },
    validate: {
      processObservation: (value: string) => {
        if (!value.trim()) return T.observationRequired
        if (value.trim().length > PROCESS_OBSERVATION_LIMIT) return T.observationTooLong
        return null
      },
    },
  })

  const save = async ({ processObservation }: { processObservation: string }) => {
    if (sending) return
    setSending(true)
    const response = await api('POST', urlFor('api.vendor.saveProcessObservation'), {
      store_id: storeId,
      quotation_request_id: request.id,
      processObservation: processObservation.trim(),
    })
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: T.markedInProcess })
      onSaved(response.body.data?.process_observation_by_seller ?? processObservation.trim())
      return
    }
    const message = applyServerErrors(form, response)
    notifications.show({
      color: 'red',
      title: T.observationError,
      message: message ?? errorMessage(response),
      autoClose: 8000,
    })
  }

  const length = form.values.processObservation.trim().length
  const question = T.observationQuestion(request.code)
  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {question.before}
          <strong style={{ whiteSpace: 'nowrap' }}>{question.code}</strong>
          {question.after}
        </Text>
        <Textarea
          label={T.observationLabel}
          withAsterisk
          rows={3}
          autosize={false}
          data-autofocus
          description={
            <Text span size="xs" c={length > PROCESS_OBSERVATION_LIMIT ? 'red' : 'dimmed'}>
              {T.characters(length, PROCESS_OBSERVATION_LIMIT)}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('processObservation')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={sending} data-testid="save-observation">
            {T.markInProcess}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle } from '@tabler/icons-react'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { EvidenceUpload } from './evidence_upload'
import { InfractionKindFields, infractionKindRules } from './infraction_fields'
import { MODERATION_TEXTS as T } from './texts'

interface Values {
  infraction_type: string
  infraction_detail: string
  infraction_file: string | null
  notifyTheSeller: boolean
}

/**
 * 'Registrar infracción' on a quotation (doc 1 §2, §5, §8; doc 3 §2.4): type, detail ('n /
 * 512'), evidence (an image or a PDF), 'Notificar al vendedor' and 'Guardar', through POST
 * /api/store/infractions. A missing type, detail or evidence marks the field and shows 'Todos
 * los datos son obligatorios'; the server's errors land on their fields or in the alert.
 */
export function InfractionModal(props: {
  quotation: { id: number; code: string } | null
  onClose(): void
  onSaved(): void
}) {
  const { quotation, onClose } = props
  return (
    <Modal
      opened={quotation !== null}
      onClose={onClose}
      title={<Text fw={700}>{quotation ? T.infractionTitle(quotation.code) : ''}</Text>}
      centered
      size="lg"
    >
      {quotation && <InfractionForm key={quotation.id} {...props} quotation={quotation} />}
    </Modal>
  )
}

function InfractionForm({
  quotation,
  onClose,
  onSaved,
}: {
  quotation: { id: number; code: string }
  onClose(): void
  onSaved(): void
}) {
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<Values>({
    mode: 'controlled',
    // the alert speaks of the last try: it goes once the user changes something
    onValuesChange: () => setAlert(null),
    initialValues: {
      infraction_type: '',
      infraction_detail: '',
      infraction_file: null,
      notifyTheSeller: true,
    },
    validate: {
      ...infractionKindRules,
      infraction_file: (value) => (value ? null : true),
    },
  })

  const save = async (values: Values) => {
    if (sending) return
    setSending(true)
    setAlert(null)
    const response = await api('POST', urlFor('api.infractions.store'), {
      ...values,
      infraction_detail: values.infraction_detail.trim(),
      quotation_id: quotation.id,
    })
    setSending(false)
    if (response.ok) {
      notifications.show({ color: 'green', message: T.saved })
      onSaved()
      return
    }
    const loose = applyServerErrors(form, response)
    setAlert(
      loose ?? (response.status === 422 ? (response.body.message ?? T.required) : T.saveError)
    )
  }

  const missing = (errors: Record<string, unknown>) =>
    Object.values(errors).some((error) => error === true)
  return (
    <form
      onSubmit={form.onSubmit(
        (values) => void save(values),
        (errors) => setAlert(missing(errors) ? T.required : null)
      )}
      noValidate
    >
      <Stack gap="md">
        {alert && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            data-testid="infraction-alert"
          >
            {alert}
          </Alert>
        )}
        <InfractionKindFields form={form} />
        <EvidenceUpload
          value={form.values.infraction_file}
          onChange={(key) => form.setFieldValue('infraction_file', key)}
          error={form.errors.infraction_file}
        />
        <Checkbox
          label={T.notifySeller}
          data-testid="infraction-notify"
          {...form.getInputProps('notifyTheSeller', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red" loading={sending} data-testid="save-infraction">
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

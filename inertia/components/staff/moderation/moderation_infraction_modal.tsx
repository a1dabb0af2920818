import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react'
import { INFRACTION_DETAIL_MAX_LENGTH } from '@rules/moderation/rules/infractions'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { MODERATION_TEXTS as F } from '~/components/moderation/texts'
import {
  InfractionKindFields,
  infractionKindRules,
} from '~/components/moderation/infraction_fields'
import { STAFF_MODERATION_TEXTS as T } from '../texts'

interface Values {
  infraction_type: string
  infraction_detail: string
  notifyTheSeller: boolean
}

/** The detail the form starts with: the message quoted, within the 512 characters. */
function detailOf(text: string | null) {
  if (!text) return ''
  const quoted = `Mensaje en el chat: “${text}”`
  return quoted.length > INFRACTION_DETAIL_MAX_LENGTH
    ? `${quoted.slice(0, INFRACTION_DETAIL_MAX_LENGTH - 2)}…”`
    : quoted
}

/**
 * 'Registrar infracción' from a moderation item (a store person's message): the infraction form
 * of doc 1 §2 — type (sharing contact information preselected), detail (the message quoted,
 * 'n / 512'), 'Notificar al vendedor' — whose evidence is the message itself: the server prints
 * the conversation as a PDF and attaches it. Missing type or detail: 'Todos los datos son
 * obligatorios'.
 */
export function ModerationInfractionModal({
  item,
  opened,
  onClose,
  onDone,
}: {
  item: { id: number; text: string | null; store: { name: string } }
  opened: boolean
  onClose: () => void
  onDone: (message: string) => void
}) {
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<Values>({
    initialValues: {
      infraction_type: 'share_contact_information',
      infraction_detail: detailOf(item.text),
      notifyTheSeller: true,
    },
    onValuesChange: () => setAlert(null),
    validate: {
      ...infractionKindRules,
    },
  })

  const submit = async (values: Values) => {
    setAlert(null)
    setBusy(true)
    const response = await api('POST', urlFor('staff.moderation.infraction', { id: item.id }), {
      ...values,
      infraction_detail: values.infraction_detail.trim(),
    })
    setBusy(false)
    if (response.ok) return onDone(response.body.message ?? '')
    setAlert(applyServerErrors(form, response))
  }

  const missing = (errors: Record<string, unknown>) =>
    Object.values(errors).some((error) => error === true)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.infractionTitle(item.store.name)}
      centered
      size="lg"
    >
      <form
        onSubmit={form.onSubmit(
          (values) => void submit(values),
          (errors) => setAlert(missing(errors) ? F.required : null)
        )}
        noValidate
      >
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              {alert}
            </Alert>
          )}
          <InfractionKindFields form={form} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconFileTypePdf size={18} />
            <Text size="sm">{T.infractionEvidence}</Text>
          </Group>
          <Checkbox
            label={F.notifySeller}
            data-testid="infraction-notify"
            {...form.getInputProps('notifyTheSeller', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" color="red" loading={busy} data-testid="save-infraction">
              {F.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

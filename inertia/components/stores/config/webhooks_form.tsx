import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { WEBHOOK_EVENTS, type WebhookEvent } from '@rules/integrations/rules/webhook_rules'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { WEBHOOKS_TEXTS as T } from './webhooks_texts'
import type { WebhookView } from './webhooks_data'

interface Values {
  url: string
  events: WebhookEvent[]
}

/**
 * 'Agregar webhook' (`editing` null) or 'Editar' a webhook's URL and events, in a modal. Checked
 * here, then by the server, whose Spanish messages land on the fields. A created webhook's
 * secret goes to `onSecret` (shown once by the panel).
 */
export function WebhookForm({
  storeId,
  editing,
  onClose,
  onSaved,
  onSecret,
}: {
  storeId: number
  editing: WebhookView | null
  onClose: () => void
  onSaved: () => void
  onSecret: (secret: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { url: editing?.url ?? '', events: editing ? [...editing.events] : [] },
    validate: {
      url: (value) => (value.trim() ? null : T.urlRequired),
      events: (value) => (value.length > 0 ? null : T.eventsRequired),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setError(null)
    setLoading(true)
    const body = { url: values.url.trim(), events: values.events }
    const response = editing
      ? await api(
          'PATCH',
          urlFor('api.store.webhooks.update', { id: storeId, webhookId: editing.id }),
          body
        )
      : await api('POST', urlFor('api.store.webhooks.store', { id: storeId }), body)
    setLoading(false)
    if (!response.ok) return setError(applyServerErrors(form, response))
    showToast({ color: 'green', message: response.body.message })
    onClose()
    onSaved()
    if (!editing) onSecret(response.body.data.secret)
  })

  return (
    <Modal opened onClose={onClose} title={editing ? T.editTitle : T.addTitle} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && <Alert color="red">{error}</Alert>}
          <TextInput
            label={T.url}
            placeholder={T.urlPlaceholder}
            description={T.urlHelp}
            withAsterisk
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label={T.events} withAsterisk {...form.getInputProps('events')}>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={T.eventLabels[event]}
                  description={event}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={loading}>
              {editing ? T.save : T.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { TOKEN_SCOPE_NAMES, TOKEN_SCOPES, type TokenScope } from '@rules/users/rules/token_scopes'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { INTEGRATION_TOKENS_TEXTS as T } from './integration_tokens_texts'
import type { StoreTokenView } from './use_integration_tokens'

interface Values {
  name: string
  scopes: TokenScope[]
}

/** The scope checkboxes: each scope's Spanish label with its one-line description. */
function ScopeChoices({ form }: { form: UseFormReturnType<Values, any, any> }) {
  return (
    <Checkbox.Group label={T.scopes} withAsterisk {...form.getInputProps('scopes')}>
      <Stack gap="xs" mt="xs">
        {TOKEN_SCOPE_NAMES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={`${TOKEN_SCOPES[scope].label} (${scope})`}
            description={TOKEN_SCOPES[scope].description}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  )
}

/**
 * 'Crear token' (`editing` null: a name and the scopes) or a token's scopes (`editing` set),
 * in a modal. Checked here, then by the server, whose Spanish messages land on the fields.
 * A created token's value goes to `onCreated` (shown once by the section). The section mounts
 * it for one opening (keyed by the token), so each opening starts from the token's scopes.
 */
export function IntegrationTokenForm({
  storeId,
  editing,
  onClose,
  onSaved,
  onCreated,
}: {
  storeId: number
  editing: StoreTokenView | null
  onClose: () => void
  onSaved: () => void
  onCreated: (value: string) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: editing?.name ?? '', scopes: editing ? [...editing.scopes] : [] },
    validate: {
      name: (value) => (editing || value.trim() ? null : T.nameRequired),
      scopes: (value) => (value.length > 0 ? null : T.scopesRequired),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setError(null)
    setLoading(true)
    const response = editing
      ? await api(
          'PATCH',
          urlFor('api.store.integrationTokens.update', { id: storeId, tokenId: editing.id }),
          { scopes: values.scopes }
        )
      : await api('POST', urlFor('api.store.integrationTokens.store', { id: storeId }), values)
    setLoading(false)
    if (!response.ok) return setError(applyServerErrors(form, response))
    showToast({ color: 'green', message: response.body.message })
    onClose()
    onSaved()
    if (!editing) onCreated(response.body.data.token)
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? T.editTitle(editing.name) : T.createTitle}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {editing ? (
            <Text size="sm" fw={500}>
              {editing.name}
            </Text>
          ) : (
            <TextInput
              label={T.name}
              placeholder={T.namePlaceholder}
              withAsterisk
              maxLength={100}
              {...form.getInputProps('name')}
            />
          )}
          <ScopeChoices form={form} />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={loading}>
              {editing ? T.save : T.submitCreate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

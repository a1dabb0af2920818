import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'
import { ADVISERS_TEXTS as T } from './advisers_texts'

interface Values {
  name: string
  email: string
  mobile: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The owner's invitation form: a name and an e-mail and/or a WhatsApp number. Checked here
 * as the person types, checked again by the server, whose Spanish messages land on the fields.
 */
export function AdviserInviteForm({
  storeId,
  onInvited,
}: {
  storeId: number
  onInvited: () => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', mobile: '' },
    validate: {
      name: (value) => (value.trim() ? null : T.nameRequired),
      email: (value, values) => {
        if (!value.trim() && !values.mobile.trim()) return T.contactRequired
        return value.trim() && !EMAIL.test(value.trim()) ? 'Ingresa un correo válido' : null
      },
    },
  })

  const submit = form.onSubmit(async (values) => {
    setError(null)
    setLoading(true)
    const response = await api(
      'POST',
      urlFor('api.store.advisers.invitations.store', { id: storeId }),
      values
    )
    setLoading(false)
    if (response.ok) {
      showToast({ color: 'green', message: response.body.message })
      form.reset()
      onInvited()
      return
    }
    setError(applyServerErrors(form, response))
  })

  return (
    <form onSubmit={submit} noValidate data-testid="adviser-invite-form">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {T.inviteTitle}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          withAsterisk
          maxLength={256}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.email}
            placeholder={T.emailPlaceholder}
            type="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={T.mobile}
            placeholder={T.mobilePlaceholder}
            type="tel"
            {...form.getInputProps('mobile')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {T.contactHint}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {T.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

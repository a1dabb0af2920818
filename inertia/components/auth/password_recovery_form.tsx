import { useState } from 'react'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { AUTH_TEXTS as T } from './texts'

/**
 * passRecoveryModal: asks for the e-mail and sends the recovery link.
 */
export function PasswordRecoveryForm({ onBack }: { onBack?: () => void }) {
  const [sent, setSent] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } })

  const submit = async (values: { email: string }) => {
    setLoading(true)
    const response = await api('POST', urlFor('users.passwordRecovery'), values)
    setLoading(false)
    if (response.ok) {
      setSent(response.body.message ?? '')
      return
    }
    // every message of this form belongs to the e-mail
    const message = applyServerErrors(form, response)
    if (message) form.setFieldError('email', message)
  }

  if (sent) {
    return (
      <Stack>
        <Alert color="green" variant="light" title={T.checkInbox}>
          {sent}
        </Alert>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {T.backToLogin}
          </Button>
        )}
      </Stack>
    )
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{T.recoveryHelp}</Text>
        <TextInput
          label={T.email}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={loading}>
          {T.sendLink}
        </Button>
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {T.backToLogin}
          </Anchor>
        )}
      </Stack>
    </form>
  )
}

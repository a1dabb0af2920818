import { useState } from 'react'
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { api, type ApiError } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { AUTH_TEXTS as T } from './texts'

interface Values {
  username: string
  password: string
}

/**
 * 'Continuar con Email' (doc 1 §4): email and password. The server's messages land on the
 * fields; an e-mail not yet verified shows 'VERIFICA TU EMAIL' (a new link was sent).
 */
export function EmailLogin({
  urlreturn,
  onSuccess,
}: {
  urlreturn?: string | null
  onSuccess: (urlreturn: string | null) => void
}) {
  const [alert, setAlert] = useState<{ title: string; message: string; color: string } | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
  })

  const submit = async (values: Values) => {
    setAlert(null)
    setLoading(true)
    const response = await api('POST', urlFor('users.loginAjax'), {
      ...values,
      urlreturn: urlreturn ?? undefined,
    })
    setLoading(false)
    if (response.ok) {
      onSuccess(response.body.urlreturn)
      return
    }
    const verify = response.body.errors?.find((error: ApiError) => error.field === 'verifyEmail')
    if (verify) {
      setAlert({ title: T.verifyEmailTitle, message: verify.message, color: 'yellow' })
      return
    }
    const message = applyServerErrors(form, response)
    if (message) setAlert({ title: message, message: '', color: 'red' })
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.email}
          type="email"
          name="username"
          autoComplete="email"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={T.password}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={loading} fullWidth>
          {T.enter}
        </Button>
        {alert && (
          <Alert
            color={alert.color}
            variant="light"
            title={alert.title}
            data-testid="email-login-alert"
          >
            {alert.message}
          </Alert>
        )}
      </Stack>
    </form>
  )
}

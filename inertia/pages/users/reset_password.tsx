import { useState } from 'react'
import { Alert, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { AppLayout } from '~/layouts/app_layout'
import { api } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { AUTH_TEXTS as T } from '~/components/auth/texts'

interface Values {
  password: string
  password_confirmation: string
}

/**
 * The page of the recovery link: choose a new password.
 */
export default function ResetPasswordPage({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value) => (value.length >= 8 ? null : T.passwordTooShort),
      password_confirmation: (value, values) =>
        value === values.password ? null : T.passwordsDiffer,
    },
  })

  const submit = async (values: Values) => {
    setError(null)
    setLoading(true)
    const response = await api('POST', urlFor('users.resetPassword'), { token, ...values })
    setLoading(false)
    if (response.ok) return setDone(response.body.message ?? '')
    setError(applyServerErrors(form, response))
  }

  return (
    <AppLayout title={T.resetPageTitle} description={T.resetPageDescription}>
      <Container size={460} py="xl">
        <Title order={1} size="h2" ta="center" mb="lg">
          {T.resetTitle}
        </Title>
        <Paper withBorder p="lg" radius="md">
          {done ? (
            <Stack>
              <Alert color="green" variant="light">
                {done}
              </Alert>
              <Button component="a" href={urlFor('users.login')}>
                {T.enter}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
              <Stack gap="sm">
                <PasswordInput
                  label={T.newPassword}
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label={T.passwordConfirmation}
                  autoComplete="new-password"
                  {...form.getInputProps('password_confirmation')}
                />
                {error && (
                  <Alert color="red" variant="light">
                    {error}
                  </Alert>
                )}
                <Button type="submit" loading={loading}>
                  {T.savePassword}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Container>
    </AppLayout>
  )
}

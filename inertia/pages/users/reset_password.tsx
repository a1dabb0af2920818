import { useState } from 'react'
import { Alert, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { usePath } from '~/lib/page_props'

/**
 * The page of the recovery link: choose a new password.
 */
export default function ResetPasswordPage({ token }: { token: string }) {
  const path = usePath()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  const submit = async () => {
    setErrors({})
    setError(null)
    if (password.length < 8)
      return setErrors({ password: 'La contraseña debe tener mínimo 8 caracteres' })
    if (password !== confirmation)
      return setErrors({ password_confirmation: 'Las contraseñas no coinciden' })
    setLoading(true)
    const response = await api('POST', path('/users/page/resetPassword'), {
      token,
      password,
      password_confirmation: confirmation,
    })
    setLoading(false)
    if (response.ok) return setDone(response.body.message ?? '')
    const fields = fieldErrors(response)
    if (fields.password || fields.password_confirmation) setErrors(fields)
    else setError(errorMessage(response))
  }

  return (
    <AppLayout title="Nueva contraseña" description="Elige una contraseña nueva para tu cuenta.">
      <Container size={460} py="xl">
        <Title order={1} size="h2" ta="center" mb="lg">
          Crea una nueva contraseña
        </Title>
        <Paper withBorder p="lg" radius="md">
          {done ? (
            <Stack>
              <Alert color="green" variant="light">
                {done}
              </Alert>
              <Button component="a" href={path('/users/page/login')}>
                Ingresar
              </Button>
            </Stack>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
            >
              <Stack gap="sm">
                <PasswordInput
                  label="Nueva contraseña"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.password}
                />
                <PasswordInput
                  label="Confirma la contraseña"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.currentTarget.value)}
                  error={errors.password_confirmation}
                />
                {error && (
                  <Alert color="red" variant="light">
                    {error}
                  </Alert>
                )}
                <Button type="submit" loading={loading}>
                  Guardar contraseña
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Container>
    </AppLayout>
  )
}

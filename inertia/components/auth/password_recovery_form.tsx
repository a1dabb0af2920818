import { useState } from 'react'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { api, errorMessage, fieldErrors } from '~/lib/http'

/**
 * passRecoveryModal: asks for the e-mail and sends the recovery link.
 */
export function PasswordRecoveryForm({ onBack }: { onBack?: () => void }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  const submit = async () => {
    setError(undefined)
    setLoading(true)
    const response = await api('POST', '/users/page/passwordRecovery', { email })
    setLoading(false)
    if (response.ok) {
      setSent(response.body.message ?? '')
      return
    }
    setError(fieldErrors(response).email ?? errorMessage(response))
  }

  if (sent) {
    return (
      <Stack>
        <Alert color="green" variant="light" title="Revisa tu correo">
          {sent}
        </Alert>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            Volver a ingresar
          </Button>
        )}
      </Stack>
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Escribe el email de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={loading}>
          Enviar enlace
        </Button>
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Volver a ingresar
          </Anchor>
        )}
      </Stack>
    </form>
  )
}

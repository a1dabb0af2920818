import { useState } from 'react'
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  List,
  PasswordInput,
  PinInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import type { CountryCode } from '@rules/core/country/country'

/**
 * The login form of doc 1 §2/§4/§8: 'Continuar con WhatsApp' (open by default: number, then
 * code, 'Modificar número'), 'Continuar con Email', 'Más opciones', '¿Olvidaste tu
 * contraseña?' and 'Crea tu cuenta' (hidden on the registration page).
 * Success follows `urlreturn` when the server returns one, else reloads the page.
 */
export function LoginForm({
  urlreturn,
  hideSignUp = false,
  reason,
  onSignUp,
  onForgotPassword,
}: {
  urlreturn?: string | null
  hideSignUp?: boolean
  reason?: string
  onSignUp: (mobile?: string) => void
  onForgotPassword: () => void
}) {
  const { country, product } = useShared()
  const [section, setSection] = useState<string | null>('whatsapp')
  const [moreOptions, setMoreOptions] = useState(false)

  const finish = (returned: string | null | undefined) => {
    const target = returned || urlreturn
    if (target) window.location.replace(target)
    else window.location.reload()
  }

  return (
    <Stack gap="md">
      {reason && (
        <Alert color="yellow" variant="light">
          {reason}
        </Alert>
      )}
      <Accordion value={section} onChange={setSection} variant="separated">
        <Accordion.Item value="whatsapp">
          <Accordion.Control icon={<IconBrandWhatsapp size={20} color="#25D366" />}>
            Continuar con WhatsApp
          </Accordion.Control>
          <Accordion.Panel>
            <WhatsAppLogin
              countryCode={country.code}
              phonePrefix={country.phonePrefix}
              urlreturn={urlreturn}
              onSuccess={finish}
              onSignUp={onSignUp}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="email">
          <Accordion.Control icon={<IconMail size={20} />}>Continuar con Email</Accordion.Control>
          <Accordion.Panel>
            <EmailLogin urlreturn={urlreturn} onSuccess={finish} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <Group justify="space-between" gap="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setMoreOptions((v) => !v)}
        >
          Más opciones
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
          ¿Olvidaste tu contraseña?
        </Anchor>
      </Group>
      <Collapse expanded={moreOptions}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            ¿Cómo ingresar?
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Con WhatsApp: escribe tu número y te enviamos un código de 6 dígitos.
            </List.Item>
            <List.Item>Con Email: usa el email y la contraseña de tu cuenta.</List.Item>
            <List.Item>
              ¿Cambiaste de número? Ingresa con tu email; al pedir tu próxima cotización, verifica
              el número nuevo en el paso &apos;Tus Datos&apos;.
            </List.Item>
          </List>
          {product.devOutbox && (
            <Anchor href="/dev/outbox" target="_blank" size="sm">
              Ver mensajes enviados (entorno de desarrollo)
            </Anchor>
          )}
        </Stack>
      </Collapse>

      {!hideSignUp && (
        <Button variant="default" onClick={() => onSignUp()} fullWidth>
          Crea tu cuenta
        </Button>
      )}
    </Stack>
  )
}

function WhatsAppLogin({
  countryCode,
  phonePrefix,
  urlreturn,
  onSuccess,
  onSignUp,
}: {
  countryCode: CountryCode
  phonePrefix: string
  urlreturn?: string | null
  onSuccess: (urlreturn: string | null) => void
  onSignUp: (mobile?: string) => void
}) {
  const [stage, setStage] = useState<'number' | 'code'>('number')
  const [mobile, setMobile] = useState('')
  const [mobileError, setMobileError] = useState<string | undefined>()
  const [code, setCode] = useState('')
  const [warning, setWarning] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)

  const sendCode = async () => {
    setError(undefined)
    setWarning(undefined)
    const normalized = normalizeMobile(mobile, countryCode)
    if (!normalized) {
      setMobileError('El número de WhatsApp no es correcto')
      return
    }
    setMobileError(undefined)
    setLoading(true)
    const response = await api('POST', '/api/users/authenticationCode', {
      mobile: Number(normalized),
      loginForm: true,
    })
    setLoading(false)
    if (response.ok) {
      setCode('')
      setStage('code')
      return
    }
    if (response.status === 404) {
      modals.openConfirmModal({
        title: 'Número no registrado',
        centered: true,
        children: (
          <Text size="sm">
            {response.body.message} ({response.body.data?.mobile ?? normalized})
          </Text>
        ),
        labels: { confirm: 'Continuar', cancel: 'Corregir número' },
        onConfirm: () => {
          window.localStorage.setItem('signUpMobile', normalized)
          onSignUp(normalized)
        },
      })
      return
    }
    if (response.status === 900) {
      setWarning(response.body.message)
      return
    }
    const fields = fieldErrors(response)
    if (fields.mobile) setMobileError(fields.mobile)
    else setError(errorMessage(response))
  }

  const logIn = async (value = code) => {
    if (value.length !== 6) return
    setError(undefined)
    setWarning(undefined)
    setLoading(true)
    const response = await api('POST', '/users/page/logInWithCode', {
      mobile_number: normalizeMobile(mobile, countryCode),
      code: value,
      urlreturn: urlreturn ?? undefined,
    })
    setLoading(false)
    if (response.ok) {
      onSuccess(response.body.urlreturn)
      return
    }
    if (response.body.data?.whatsappInputMessage)
      setWarning(response.body.data.whatsappInputMessage)
    else setError(errorMessage(response))
  }

  return (
    <Stack gap="sm">
      {stage === 'number' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void sendCode()
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Número de WhatsApp"
              placeholder={countryCode === 'MX' ? '55 1234 5678' : '300 123 4567'}
              leftSection={<Text size="sm">+{phonePrefix}</Text>}
              leftSectionWidth={48}
              inputMode="tel"
              autoComplete="tel-national"
              value={mobile}
              onChange={(event) => {
                setMobile(event.currentTarget.value)
                setMobileError(undefined)
              }}
              error={mobileError}
              name="mobile"
            />
            <Button type="submit" loading={loading} color="green" fullWidth>
              Enviar código por WhatsApp
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Escribe el código de 6 dígitos que enviamos por WhatsApp al +{phonePrefix} {mobile}.
          </Text>
          <Group justify="center">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              autoFocus
              value={code}
              onChange={setCode}
              onComplete={(value) => void logIn(value)}
              aria-label="Código de verificación"
              data-testid="code-input"
              size="md"
            />
          </Group>
          <Button
            onClick={() => void logIn()}
            loading={loading}
            disabled={code.length !== 6}
            fullWidth
          >
            Ingresar
          </Button>
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setStage('number')
                setWarning(undefined)
                setError(undefined)
              }}
            >
              Modificar número
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => void sendCode()}>
              Reenviar código
            </Anchor>
          </Group>
        </Stack>
      )}
      {warning && (
        <Alert color="yellow" variant="light" data-testid="whatsapp-warning">
          {warning}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" title="Se ha presentado un error">
          {error}
        </Alert>
      )}
    </Stack>
  )
}

function EmailLogin({
  urlreturn,
  onSuccess,
}: {
  urlreturn?: string | null
  onSuccess: (urlreturn: string | null) => void
}) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<{ title: string; message: string; color: string } | null>(null)
  const [loading, setLoading] = useState(false)

  const submit = async () => {
    setAlert(null)
    setErrors({})
    setLoading(true)
    const response = await api('POST', '/users/page/loginAjax', {
      username,
      password,
      urlreturn: urlreturn ?? undefined,
    })
    setLoading(false)
    if (response.ok) {
      onSuccess(response.body.urlreturn)
      return
    }
    const fields = fieldErrors(response)
    if (fields.verifyEmail) {
      setAlert({ title: 'VERIFICA TU EMAIL', message: fields.verifyEmail, color: 'yellow' })
      return
    }
    if (response.status === 422) {
      setErrors(fields)
      return
    }
    setAlert({ title: errorMessage(response), message: '', color: 'red' })
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          name="username"
          autoComplete="email"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
        />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" loading={loading} fullWidth>
          Ingresar
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

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  PinInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { router } from '@inertiajs/react'
import { CitySelect } from '~/components/city_select'
import { LoginForm } from '~/components/auth/login_form'
import { useAuthModals } from '~/components/auth/auth_modals'
import { api, errorMessage, fieldErrors } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import type { WizardContact } from '~/components/quotations/wizard/wizard_state'
import type { CountryCode } from '@rules/core/country/country'

export interface ContactStepHandle {
  /**
   * Shows the errors. A number that is not the account's verified one gets a WhatsApp code
   * first (the modal); `onVerified` fires once it is verified. Answers whether the step may
   * finish right now.
   */
  validate(): boolean
}

export type GuestMode = 'login' | 'form'

/** Delay before the code input takes the focus (doc 2 §2). */
const CODE_FOCUS_MS = 600

function contactErrors(contact: WizardContact, countryCode: CountryCode) {
  const errors: Partial<Record<keyof WizardContact, string>> = {}
  if (contact.name.trim().length < 3) errors.name = 'Ingresa tu nombre'
  if (!contact.city_id) errors.city_id = 'Selecciona tu ciudad'
  if (!/^\S+@\S+\.\S+$/.test(contact.email.trim())) errors.email = 'El email no es válido'
  if (!normalizeMobile(contact.mobile, countryCode)) errors.mobile = 'Teléfono invalido'
  return errors
}

/**
 * Step 3 'Tus Datos': guests choose 'Estoy registrado' (login form; the request waits in local
 * storage) or 'Nuevo usuario' (contact form); signed-in users see their data prefilled. The
 * WhatsApp number is verified with a code before the request can be sent.
 */
export const ContactStep = forwardRef<
  ContactStepHandle,
  {
    contact: WizardContact
    onChange: (contact: WizardContact) => void
    guestMode: GuestMode
    onGuestModeChange: (mode: GuestMode) => void
    /** Called when the guest picks 'Estoy registrado', before the login form shows. */
    onChooseLogin: () => void
    onVerified: () => void
  }
>(function ContactStepFields(props, ref) {
  const { user, country } = useShared()
  const authModals = useAuthModals()
  const { contact, onChange } = props
  const [showErrors, setShowErrors] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<{ title: string; messages: string[]; color: string } | null>(
    null
  )
  const [codeOpen, setCodeOpen] = useState(false)
  const [code, setCode] = useState('')
  const [codeWarning, setCodeWarning] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pinRef = useRef<HTMLDivElement>(null)

  const errors = showErrors
    ? { ...contactErrors(contact, country.code), ...serverErrors }
    : serverErrors
  const national = normalizeMobile(contact.mobile, country.code)
  const needsVerification = !user || !user.mobileVerified || user.mobile !== national

  useEffect(() => {
    if (!codeOpen) return
    const timer = window.setTimeout(
      () => pinRef.current?.querySelector('input')?.focus(),
      CODE_FOCUS_MS
    )
    return () => window.clearTimeout(timer)
  }, [codeOpen])

  const sendCode = async () => {
    setAlert(null)
    setBusy(true)
    const response = await api('POST', '/api/users/authenticationCode', {
      mobile: national,
      loginForm: false,
    })
    setBusy(false)
    if (response.ok) {
      setCode('')
      setCodeWarning(null)
      setCodeOpen(true)
      return
    }
    if (response.status === 900) {
      setAlert({
        title: 'WhatsApp no disponible',
        messages: [response.body.message ?? ''],
        color: 'yellow',
      })
      return
    }
    const fields = fieldErrors(response)
    if (fields.mobile) setServerErrors({ mobile: fields.mobile })
    setAlert({
      title: 'Se ha presentado un error',
      messages: (response.body.errors ?? []).map((e: { message: string }) => e.message),
      color: 'red',
    })
  }

  const verify = async (value = code) => {
    if (value.length !== 6) return
    setBusy(true)
    setCodeWarning(null)
    const response = await api('POST', '/api/users/authenticationCode/validateCodeAndAssignUser', {
      mobile: national,
      code: value,
      full_name: contact.name,
      email: contact.email,
      city_id: contact.city_id,
    })
    setBusy(false)
    if (response.ok) {
      setCodeOpen(false)
      router.reload({ only: ['user'], onFinish: () => props.onVerified() })
      return
    }
    if (response.status === 422 && response.body.data?.whatsappInputMessage !== undefined) {
      setCodeWarning(
        '¡El código no es correcto o ya expiró! - Revisa el código e ingrésalo nuevamente, o vuelve a solicitar un nuevo código.'
      )
      return
    }
    setCodeOpen(false)
    setServerErrors(fieldErrors(response))
    setAlert({
      title: 'Revisa los datos ingresados',
      messages: (response.body.errors ?? [{ message: errorMessage(response) }]).map(
        (e: { message: string }) => e.message
      ),
      color: 'red',
    })
  }

  useImperativeHandle(ref, () => ({
    validate() {
      if (!user && props.guestMode === 'login') return false
      setShowErrors(true)
      setServerErrors({})
      if (Object.keys(contactErrors(contact, country.code)).length > 0) return false
      if (needsVerification) {
        void sendCode()
        return false
      }
      return true
    },
  }))

  const form = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Nombre"
          autoComplete="name"
          value={contact.name}
          onChange={(e) => onChange({ ...contact, name: e.currentTarget.value })}
          error={errors.name}
          required
        />
        <CitySelect
          required
          value={contact.city_id}
          onChange={(city_id) => onChange({ ...contact, city_id })}
          error={errors.city_id}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={contact.email}
          onChange={(e) => onChange({ ...contact, email: e.currentTarget.value })}
          error={errors.email}
          required
        />
        <TextInput
          label="Número de WhatsApp"
          inputMode="tel"
          leftSection={<Text size="sm">+{country.phonePrefix}</Text>}
          leftSectionWidth={48}
          value={contact.mobile}
          onChange={(e) => {
            onChange({ ...contact, mobile: e.currentTarget.value })
            setServerErrors({})
          }}
          error={errors.mobile}
          description={
            needsVerification ? 'Te enviaremos un código por WhatsApp para verificarlo' : undefined
          }
          required
        />
      </SimpleGrid>
      {alert && (
        <Alert color={alert.color} variant="light" title={alert.title} data-testid="contact-alert">
          {alert.messages.length > 1 ? (
            <List size="sm">
              {alert.messages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          ) : (
            alert.messages[0]
          )}
        </Alert>
      )}
    </Stack>
  )

  return (
    <Stack gap="md">
      {!user && (
        <SegmentedControl
          fullWidth
          value={props.guestMode}
          onChange={(value) => {
            props.onGuestModeChange(value as GuestMode)
            if (value === 'login') props.onChooseLogin()
          }}
          data={[
            { value: 'form', label: 'Nuevo usuario' },
            { value: 'login', label: 'Estoy registrado' },
          ]}
        />
      )}
      {!user && props.guestMode === 'login' ? (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" mb="sm">
            Ingresa a tu cuenta y continuamos con tu solicitud.
          </Text>
          <LoginForm
            urlreturn="/home/page/cotizacion?resume=1"
            onSignUp={() => props.onGuestModeChange('form')}
            onForgotPassword={() => authModals.open('passRecoveryModal')}
          />
        </Paper>
      ) : (
        form
      )}

      <Modal
        opened={codeOpen}
        onClose={() => setCodeOpen(false)}
        title="Verifica tu número de WhatsApp"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Escribe el código de 6 dígitos que enviamos por WhatsApp al +{country.phonePrefix}{' '}
            {national}.
          </Text>
          <Group justify="center" ref={pinRef}>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              onComplete={(value) => void verify(value)}
              aria-label="Código de verificación"
              data-testid="verify-code-input"
            />
          </Group>
          {codeWarning && (
            <Alert color="yellow" variant="light" data-testid="verify-code-warning">
              {codeWarning}
            </Alert>
          )}
          <Button onClick={() => void verify()} loading={busy} disabled={code.length !== 6}>
            Verificar
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => void sendCode()}>
            Reenviar código
          </Anchor>
        </Stack>
      </Modal>
    </Stack>
  )
})

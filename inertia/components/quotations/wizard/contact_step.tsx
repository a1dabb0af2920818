import { forwardRef, useImperativeHandle, useState } from 'react'
import {
  Alert,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { FormValidationResult } from '@mantine/form'
import { CitySelect } from '~/components/city_select'
import { LoginForm } from '~/components/auth/login_form'
import { useAuthModals } from '~/components/auth/auth_modals'
import { VerifyCodeModal } from '~/components/quotations/wizard/verify_code_modal'
import type { ContactFormApi } from '~/components/quotations/wizard/wizard_forms'
import { applyServerErrors } from '~/lib/form_errors'
import { api, type ApiResponse } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { MobileInput } from '~/components/mobile_input'
import { formatMobile } from '@rules/users/rules/mobile'

export interface ContactStepHandle {
  /**
   * Shows the errors. A number that is not the account's verified one gets a WhatsApp code
   * first (the modal); `onVerified` fires once it is verified. Answers whether the step may
   * finish right now.
   */
  validate(): boolean
}

export type GuestMode = 'login' | 'form'

interface Notice {
  title: string
  messages: string[]
  color: string
}

/**
 * Step 3 'Tus Datos': guests choose 'Estoy registrado' (login form; the request waits in local
 * storage) or 'Nuevo usuario' (contact form); signed-in users see their data prefilled. The
 * WhatsApp number is verified with a code before the request can be sent; the server's
 * messages land on the contact form's fields.
 */
export const ContactStep = forwardRef<
  ContactStepHandle,
  {
    form: ContactFormApi
    guestMode: GuestMode
    onGuestModeChange: (mode: GuestMode) => void
    /** Called when the guest picks 'Estoy registrado', before the login form shows. */
    onChooseLogin: () => void
    onVerified: () => void
    /** Where the login of 'Estoy registrado' comes back to (the wizard with `resume`). */
    resumeUrl?: string
  }
>(function ContactStepFields(
  { form, guestMode, onGuestModeChange, onChooseLogin, onVerified, resumeUrl },
  ref
) {
  const { user, country } = useShared()
  const authModals = useAuthModals()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [codeOpen, setCodeOpen] = useState(false)
  const contact = form.getValues()
  const national = normalizeMobile(contact.mobile, country.code)
  const needsVerification = !user || !user.mobileVerified || user.mobile !== national

  const refused = (title: string, response: ApiResponse) => {
    const loose = applyServerErrors(form, response)
    setNotice(loose ? { title, messages: [loose], color: 'red' } : null)
  }

  const sendCode = async () => {
    setNotice(null)
    const response = await api('POST', urlFor('api.authenticationCode.store'), {
      mobile: national,
      loginForm: false,
    })
    if (response.ok) return setCodeOpen(true)
    if (response.status === 900) {
      setNotice({
        title: 'WhatsApp no disponible',
        messages: [response.body.message ?? ''],
        color: 'yellow',
      })
      return
    }
    refused('Se ha presentado un error', response)
  }

  useImperativeHandle(ref, () => ({
    validate() {
      if (!user && guestMode === 'login') return false
      if ((form.validate() as FormValidationResult).hasErrors) return false
      if (needsVerification) {
        void sendCode()
        return false
      }
      return true
    },
  }))

  return (
    <Stack gap="md">
      {!user && (
        <SegmentedControl
          fullWidth
          value={guestMode}
          onChange={(value) => {
            onGuestModeChange(value as GuestMode)
            if (value === 'login') onChooseLogin()
          }}
          data={[
            { value: 'form', label: 'Nuevo usuario' },
            { value: 'login', label: 'Estoy registrado' },
          ]}
        />
      )}
      {!user && guestMode === 'login' ? (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" mb="sm">
            Ingresa a tu cuenta y continuamos con tu solicitud.
          </Text>
          <LoginForm
            urlreturn={resumeUrl ?? urlFor('quotations.wizard', {}, { qs: { resume: 1 } })}
            onSignUp={() => onGuestModeChange('form')}
            onForgotPassword={() => authModals.open('passRecoveryModal')}
          />
        </Paper>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Nombre"
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <CitySelect
              required
              value={contact.city_id}
              onChange={(cityId) => form.setFieldValue('city_id', cityId)}
              error={form.errors.city_id as string | undefined}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <MobileInput
              label="Número de WhatsApp"
              description={
                needsVerification
                  ? 'Te enviaremos un código por WhatsApp para verificarlo'
                  : undefined
              }
              required
              {...form.getInputProps('mobile')}
            />
          </SimpleGrid>
          {notice && (
            <Alert
              color={notice.color}
              variant="light"
              title={notice.title}
              data-testid="contact-alert"
            >
              {notice.messages.length > 1 ? (
                <List size="sm">
                  {notice.messages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              ) : (
                notice.messages[0]
              )}
            </Alert>
          )}
        </Stack>
      )}

      <VerifyCodeModal
        opened={codeOpen}
        onClose={() => setCodeOpen(false)}
        phonePrefix={country.phonePrefix}
        mobile={national ? formatMobile(national, country.code) : ''}
        contact={contact}
        onVerified={onVerified}
        onRefused={(response) => {
          setCodeOpen(false)
          refused('Revisa los datos ingresados', response)
        }}
        onResend={() => void sendCode()}
      />
    </Stack>
  )
})

import { useState } from 'react'
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { openConfirmModal } from '~/lib/confirm'
import { api, errorMessage, type ApiError } from '~/lib/http'
import { applyServerErrors } from '~/lib/form_errors'
import { normalizeMobile } from '~/lib/format'
import { urlFor } from '~/lib/routes'
import { CodeInput } from '~/components/code_input'
import type { CountryCode } from '@rules/core/country/country'
import { AUTH_TEXTS as T } from './texts'
import { MobileInput } from '~/components/mobile_input'

interface Values {
  mobile: string
  code: string
}

/**
 * 'Continuar con WhatsApp' (doc 1 §4): the number, then the 6-digit code sent by WhatsApp
 * ('Modificar número', 'Reenviar código'). An unknown number offers to create the account with
 * it; a number without WhatsApp (status 900) and a wrong code are warnings.
 */
export function WhatsAppLogin({
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
  const [warning, setWarning] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { mobile: '', code: '' },
    validate: {
      mobile: (value) => (normalizeMobile(value, countryCode) ? null : T.wrongWhatsAppNumber),
    },
  })

  const clearMessages = () => {
    setError(null)
    setWarning(undefined)
  }

  const sendCode = async () => {
    clearMessages()
    if (form.validateField('mobile').hasError) return
    const normalized = normalizeMobile(form.values.mobile, countryCode)!
    setLoading(true)
    const response = await api('POST', urlFor('api.authenticationCode.store'), {
      mobile: Number(normalized),
      loginForm: true,
    })
    setLoading(false)
    if (response.ok) {
      form.setFieldValue('code', '')
      setStage('code')
      return
    }
    if (response.status === 404) {
      openConfirmModal({
        title: T.unknownNumberTitle,
        centered: true,
        children: (
          <Text size="sm">
            {response.body.message} ({response.body.data?.mobile ?? normalized})
          </Text>
        ),
        labels: { confirm: T.unknownNumberConfirm, cancel: T.unknownNumberCancel },
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
    // an error on the number shows under it
    if (response.body.errors?.some((item: ApiError) => item.field === 'mobile')) setStage('number')
    setError(applyServerErrors(form, response))
  }

  const logIn = async (value = form.values.code) => {
    if (value.length !== 6) return
    clearMessages()
    setLoading(true)
    const response = await api('POST', urlFor('users.logInWithCode'), {
      mobile_number: normalizeMobile(form.values.mobile, countryCode),
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
          noValidate
        >
          <Stack gap="sm">
            <MobileInput label={T.whatsappNumber} name="mobile" {...form.getInputProps('mobile')} />
            <Button type="submit" loading={loading} color="green" fullWidth>
              {T.sendCode}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{T.typeCode(phonePrefix, form.values.mobile)}</Text>
          <CodeInput
            autoFocus
            value={form.values.code}
            onChange={(value) => form.setFieldValue('code', value)}
            onComplete={(value) => void logIn(value)}
            aria-label={T.codeLabel}
            data-testid="code-input"
          />
          <Button
            onClick={() => void logIn()}
            loading={loading}
            disabled={form.values.code.length !== 6}
            fullWidth
          >
            {T.enter}
          </Button>
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setStage('number')
                clearMessages()
              }}
            >
              {T.changeNumber}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => void sendCode()}>
              {T.resendCode}
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
        <Alert color="red" variant="light" title={T.errorTitle}>
          {error}
        </Alert>
      )}
    </Stack>
  )
}

import { Suspense, useState } from 'react'
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { api } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { normalizeMobile } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STORE_TEXTS as T } from './texts'
import { MobileInput } from '~/components/mobile_input'
import { mobileDisplay } from '@rules/users/rules/mobile'
import { lazyNamed } from '~/lib/lazy'

/** The six boxes come once a code was sent (the store sign-up page loads without them). */
const CodeInput = lazyNamed(() => import('~/components/code_input'), 'CodeInput')

/**
 * The store's WhatsApp and its code: 'Enviar código' asks the wizard's own verification code
 * (`api.authenticationCode.store`, loginForm false); the six boxes then take the code, which the
 * sign-up sends with the form (the server checks it, as the wizard's verification does).
 */
export function WhatsAppCodeField({
  mobile,
  code,
  onMobileChange,
  onCodeChange,
  mobileError,
  codeError,
  onMobileError,
}: {
  mobile: string
  code: string
  onMobileChange: (value: string) => void
  onCodeChange: (value: string) => void
  mobileError?: string
  codeError?: string
  onMobileError: (message: string | null) => void
}) {
  const { country } = useShared()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const national = normalizeMobile(mobile, country.code)

  const send = async () => {
    setNotice(null)
    if (!national) return onMobileError(T.invalidPhone)
    onMobileError(null)
    setSending(true)
    const response = await api('POST', urlFor('api.authenticationCode.store'), {
      mobile: national,
      loginForm: false,
    })
    setSending(false)
    if (response.ok) return setSentTo(national)
    if (response.status === 900) return setNotice(response.body.message ?? T.noWhatsApp)
    onMobileError(response.body.errors?.[0]?.message ?? response.body.message ?? T.invalidPhone)
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MobileInput
          style={{ flex: 1 }}
          label={T.whatsapp}
          required
          value={mobile}
          error={mobileError}
          onChange={(value) => {
            onMobileChange(value)
            if (sentTo) setSentTo(null)
          }}
        />
        {!sentTo && (
          <Button variant="light" onClick={() => void send()} loading={sending}>
            {T.sendCode}
          </Button>
        )}
      </Group>
      {notice && (
        <Alert color="yellow" variant="light" title={T.noWhatsApp}>
          {notice}
        </Alert>
      )}
      {sentTo && (
        <Stack gap={6}>
          <Text size="sm">{T.codeSent(mobileDisplay(sentTo, country.code))}</Text>
          <Suspense fallback={null}>
            <CodeInput
              value={code}
              onChange={onCodeChange}
              onComplete={onCodeChange}
              aria-label="Código de verificación"
            />
          </Suspense>
          <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
            {T.resendCode}
          </Anchor>
        </Stack>
      )}
      {codeError && (
        <Text c="red" size="sm">
          {codeError}
        </Text>
      )}
    </Stack>
  )
}

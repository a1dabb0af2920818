import { useEffect, useRef, useState } from 'react'
import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { router } from '@inertiajs/react'
import { CodeInput } from '~/components/code_input'
import type { WizardContact } from '~/components/quotations/wizard/wizard_state'
import { api, type ApiResponse } from '~/lib/http'
import { urlFor } from '~/lib/routes'

/** Delay before the code input takes the focus (doc 2 §2). */
const CODE_FOCUS_MS = 600

const WRONG_CODE =
  '¡El código no es correcto o ya expiró! - Revisa el código e ingrésalo nuevamente, o vuelve a solicitar un nuevo código.'

/**
 * 'Verifica tu número de WhatsApp': the six boxes of the code sent to the number, which verify
 * it and sign its owner in (a new number becomes a buyer with the contact data). A wrong or
 * expired code stays here; any other refusal goes back to the contact form (`onRefused`).
 */
export function VerifyCodeModal({
  opened,
  onClose,
  phonePrefix,
  mobile,
  contact,
  onVerified,
  onRefused,
  onResend,
}: {
  opened: boolean
  onClose: () => void
  phonePrefix: string
  /** The national number the code was sent to. */
  mobile: string
  contact: WizardContact
  onVerified: () => void
  onRefused: (response: ApiResponse) => void
  onResend: () => void
}) {
  const form = useForm({ initialValues: { code: '' } })
  const [busy, setBusy] = useState(false)
  const boxes = useRef<HTMLDivElement>(null)
  const code = form.getValues().code

  useEffect(() => {
    if (!opened) return
    form.reset()
    const timer = window.setTimeout(
      () => boxes.current?.querySelector('input')?.focus(),
      CODE_FOCUS_MS
    )
    return () => window.clearTimeout(timer)
    // A fresh code each time the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened])

  const verify = async (value = code) => {
    if (value.length !== 6) return
    setBusy(true)
    form.clearErrors()
    const response = await api('POST', urlFor('api.authenticationCode.validateAndAssign'), {
      mobile,
      code: value,
      full_name: contact.name,
      email: contact.email,
      city_id: contact.city_id,
    })
    setBusy(false)
    if (response.ok) {
      onClose()
      router.reload({ only: ['user'], onFinish: onVerified })
      return
    }
    if (response.status === 422 && response.body.data?.whatsappInputMessage !== undefined) {
      form.setFieldError('code', WRONG_CODE)
      return
    }
    onRefused(response)
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Verifica tu número de WhatsApp" centered>
      <Stack gap="sm">
        <Text size="sm">
          Escribe el código de 6 dígitos que enviamos por WhatsApp al +{phonePrefix} {mobile}.
        </Text>
        <div ref={boxes}>
          <CodeInput
            value={code}
            onChange={(value) => form.setFieldValue('code', value)}
            onComplete={(value) => void verify(value)}
            aria-label="Código de verificación"
            data-testid="verify-code-input"
          />
        </div>
        {form.errors.code && (
          <Alert color="yellow" variant="light" data-testid="verify-code-warning">
            {form.errors.code}
          </Alert>
        )}
        <Button onClick={() => void verify()} loading={busy} disabled={code.length !== 6}>
          Verificar
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onResend}>
          Reenviar código
        </Anchor>
      </Stack>
    </Modal>
  )
}

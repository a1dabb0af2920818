import { useState } from 'react'
import { Accordion, Alert, Anchor, Button, Collapse, Group, List, Stack, Text } from '@mantine/core'
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import { WhatsAppLogin } from './whatsapp_login'
import { EmailLogin } from './email_login'
import { AUTH_TEXTS as T } from './texts'

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
  const { country } = useShared()
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
            {T.withWhatsApp}
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
          <Accordion.Control icon={<IconMail size={20} />}>{T.withEmail}</Accordion.Control>
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
          aria-expanded={moreOptions}
        >
          {T.moreOptions}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
          {T.forgotPassword}
        </Anchor>
      </Group>
      <Collapse expanded={moreOptions}>
        <LoginHelp />
      </Collapse>

      {!hideSignUp && (
        <Button variant="default" onClick={() => onSignUp()} fullWidth>
          {T.signUp}
        </Button>
      )}
    </Stack>
  )
}

/**
 * 'Más opciones': how to sign in, with the ways that exist (the product has no social login);
 * outside production, the outbox where WhatsApp codes and e-mails land.
 */
function LoginHelp() {
  const { product } = useShared()
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {T.howToSignIn}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{T.helpWhatsApp}</List.Item>
        <List.Item>{T.helpEmail}</List.Item>
        <List.Item>{T.helpNewNumber}</List.Item>
      </List>
      {product.devOutbox && (
        <Anchor href={urlFor('dev.outbox')} target="_blank" size="sm">
          {T.devOutbox}
        </Anchor>
      )}
    </Stack>
  )
}

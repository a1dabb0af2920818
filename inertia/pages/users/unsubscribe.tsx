import { useState } from 'react'
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { NoticeKind } from '@rules/core/services/messaging/email_content'
import { NOTIFICATION_SETTINGS_TEXTS as T } from '@rules/users/rules/notification_preferences'
import { AppLayout } from '~/layouts/app_layout'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'

interface Props {
  /** 'ask' (e-mails still on), 'done' (already off), 'refused' (bad link or too many tries). */
  state: 'ask' | 'done' | 'refused'
  /** The kind's e-mails ('nuevas solicitudes de cotización'), except when refused. */
  emails?: string
  link?: { userId: number; kind: NoticeKind; signature: string }
  /** Why a link was refused. */
  message?: string
}

/**
 * An e-mail's unsubscribe link, opened (GET). It asks first — mailbox link scanners open links
 * too — and its button makes the one-click POST; then 'Ya no recibirás correos de …' with the
 * way back to the settings page. A bad link shows why (answered 404).
 */
export default function UnsubscribePage(props: Props) {
  const [done, setDone] = useState(props.state === 'done')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const confirm = async () => {
    if (!props.link) return
    setError(null)
    setSending(true)
    const response = await api('POST', urlFor('users.unsubscribe.oneClick', props.link))
    setSending(false)
    if (response.ok) setDone(true)
    else setError(errorMessage(response))
  }

  const settings = (
    <Text>
      {T.changeIt} <Anchor href={urlFor('users.notifications')}>{T.settingsLink}</Anchor>.
    </Text>
  )

  return (
    <AppLayout title={T.unsubscribeTitle}>
      <Container size={520} py="xl">
        <Title order={1} size="h2" mb="lg">
          {T.unsubscribeTitle}
        </Title>
        <Paper withBorder p="lg" radius="md">
          {props.state === 'refused' ? (
            <Stack>
              <Alert color="red" variant="light">
                {props.message}
              </Alert>
              {settings}
            </Stack>
          ) : done ? (
            <Stack>
              <Alert color="green" variant="light" data-testid="unsubscribed">
                {T.unsubscribed(props.emails ?? '')}
              </Alert>
              {settings}
            </Stack>
          ) : (
            <Stack>
              <Text>{T.unsubscribeAsk(props.emails ?? '')}</Text>
              {error && (
                <Alert color="red" variant="light">
                  {error}
                </Alert>
              )}
              <Button onClick={() => void confirm()} loading={sending}>
                {T.unsubscribeConfirm}
              </Button>
              {settings}
            </Stack>
          )}
        </Paper>
      </Container>
    </AppLayout>
  )
}

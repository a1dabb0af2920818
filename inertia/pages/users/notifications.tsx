import { useState } from 'react'
import {
  Alert,
  Button,
  Container,
  Fieldset,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { NOTICE_KINDS } from '@rules/core/services/messaging/email_content'
import {
  NOTICE_CHANNELS,
  NOTICE_KIND_TEXTS,
  NOTIFICATION_SETTINGS_TEXTS as T,
  type NotificationPreferencesView,
} from '@rules/users/rules/notification_preferences'
import { AppLayout } from '~/layouts/app_layout'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { showToast } from '~/lib/toast'

/**
 * The signed-in person's notification settings (/usuario/notificaciones, linked from the user
 * menu and from every e-mail's footer): WhatsApp and e-mail on or off for each kind of notice,
 * saved together (PATCH api.users.notificationPreferences). The in-app notifications and the
 * essential messages are always kept: the page says so.
 */
export default function NotificationSettingsPage({
  preferences,
}: {
  preferences: NotificationPreferencesView
}) {
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useForm<NotificationPreferencesView>({
    mode: 'controlled',
    initialValues: preferences,
  })

  const submit = async (values: NotificationPreferencesView) => {
    setError(null)
    setSaving(true)
    const response = await api('PATCH', urlFor('api.users.notificationPreferences'), {
      preferences: values,
    })
    setSaving(false)
    if (!response.ok) return setError(errorMessage(response) || T.saveError)
    form.resetDirty(values)
    showToast({ color: 'green', message: response.body.message ?? T.saved })
  }

  return (
    <AppLayout title={T.pageTitle} description={T.pageDescription}>
      <Container size={640} py="xl">
        <Title order={1} size="h2" mb="sm">
          {T.pageTitle}
        </Title>
        <Text mb="xs">{T.intro}</Text>
        <Text size="sm" c="dimmed" mb="lg">
          {T.essential}
        </Text>
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="md">
            {NOTICE_KINDS.map((kind) => (
              <Paper key={kind} withBorder p="md" radius="md">
                <Fieldset
                  variant="unstyled"
                  legend={<Text fw={600}>{NOTICE_KIND_TEXTS[kind].title}</Text>}
                >
                  <Text size="sm" c="dimmed" mb="sm">
                    {NOTICE_KIND_TEXTS[kind].description}
                  </Text>
                  <Group gap="xl">
                    {NOTICE_CHANNELS.map((channel) => (
                      <Switch
                        key={channel}
                        label={T[channel]}
                        aria-label={`${T[channel]}: ${NOTICE_KIND_TEXTS[kind].title}`}
                        data-testid={`notice-${kind}-${channel}`}
                        {...form.getInputProps(`${kind}.${channel}`, { type: 'checkbox' })}
                      />
                    ))}
                  </Group>
                </Fieldset>
              </Paper>
            ))}
            {error && (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {T.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Container>
    </AppLayout>
  )
}

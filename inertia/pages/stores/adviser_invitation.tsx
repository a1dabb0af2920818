import { useState } from 'react'
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { useShared } from '~/lib/page_props'
import { RegisterForm } from '~/components/auth/register_form'
import { ADVISERS_TEXTS as T } from '~/components/stores/config/advisers_texts'

/**
 * The page of an adviser invitation's link (/invitacion/asesor/:token, issue 20): the store's
 * name and, signed in, 'Aceptar invitación'; as a guest, the sign-up form (the same as the
 * registration page's) or the sign-in page, both coming back here. A link that cannot be used
 * (unknown, expired, used, cancelled) or a person who may not accept it reads why.
 */
export default function AdviserInvitationPage({
  token,
  storeName,
  invitedName,
  refusal,
}: {
  token: string
  storeName: string | null
  invitedName: string | null
  refusal: string | null
}) {
  const { user } = useShared()
  const here = urlFor('stores.adviserInvitation.show', { token })
  const [error, setError] = useState<string | null>(null)
  const [accepted, setAccepted] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  const accept = async () => {
    setError(null)
    setLoading(true)
    const response = await api('POST', urlFor('stores.adviserInvitation.accept', { token }))
    setLoading(false)
    if (response.ok) setAccepted(response.body.message ?? '')
    else setError(errorMessage(response))
  }

  return (
    <AppLayout title={T.pageTitle} description={T.pageDescription}>
      <Container size={620} py="xl">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            {storeName ? T.invitedBy(storeName) : T.pageTitle}
          </Title>
          {refusal ? (
            <Alert color="red" title={T.unusable} role="alert" data-testid="invitation-refusal">
              {refusal}
            </Alert>
          ) : accepted !== null ? (
            <Alert color="green" role="status" data-testid="invitation-accepted">
              <Stack gap="xs" align="flex-start">
                <Text>{accepted}</Text>
                <Anchor href={urlFor('home')}>{T.goToWork}</Anchor>
              </Stack>
            </Alert>
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                {invitedName && <Text fw={500}>{T.greeting(invitedName)}</Text>}
                <Text>{T.acceptLead}</Text>
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                {user ? (
                  <Button onClick={() => void accept()} loading={loading} size="md">
                    {T.accept}
                  </Button>
                ) : (
                  <>
                    <Text c="dimmed">{T.guestLead}</Text>
                    <Button
                      component="a"
                      variant="light"
                      href={urlFor('users.login', {}, { qs: { urlreturn: here } })}
                    >
                      {T.haveAccount}
                    </Button>
                    <RegisterForm urlreturn={here} />
                  </>
                )}
              </Stack>
            </Paper>
          )}
        </Stack>
      </Container>
    </AppLayout>
  )
}

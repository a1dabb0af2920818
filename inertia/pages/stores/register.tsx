import { useState } from 'react'
import { Alert, Anchor, Container, Group, Paper, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { useAuthModals } from '~/components/auth/auth_modals'
import { StoreSignupForm } from '~/components/stores/store_signup_form'
import { STORE_TEXTS as T } from '~/components/stores/texts'
import { useShared } from '~/lib/page_props'

/**
 * Store sign-up /tienda/registro ('Registrate como Proveedor'). A guest registers their store
 * and their account together, or signs in first; a signed-in person registers with their
 * account, unless they already own a store.
 */
export default function StoreRegisterPage({ ownedStore }: { ownedStore: { name: string } | null }) {
  const { user } = useShared()
  const modals = useAuthModals()
  const [done, setDone] = useState<string | null>(null)

  return (
    <AppLayout title={T.registerTitle} description={T.registerDescription}>
      <Container size={680} py="xl">
        <Title order={1} size="h2" ta="center">
          {T.registerTitle}
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          {T.registerLead}
        </Text>
        {done ? (
          <Alert
            color="green"
            variant="light"
            title={T.registeredTitle}
            data-testid="store-registered"
          >
            {done}
          </Alert>
        ) : ownedStore ? (
          <Alert color="yellow" variant="light">
            {T.alreadyOwner(ownedStore.name)}
          </Alert>
        ) : (
          <Paper withBorder p="lg" radius="md">
            {user ? (
              <Text size="sm" mb="sm">
                {T.signedInAs(user.fullName)}
              </Text>
            ) : (
              <Group gap={4} mb="sm">
                <Text size="sm">{T.haveAccount}</Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => modals.open('loginModal')}
                >
                  {T.logIn}
                </Anchor>
              </Group>
            )}
            <StoreSignupForm onRegistered={setDone} />
          </Paper>
        )}
      </Container>
    </AppLayout>
  )
}

import { Container, Paper, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { RegisterForm } from '~/components/auth/register_form'
import { useAuthModals } from '~/components/auth/auth_modals'
import { AUTH_TEXTS as T } from '~/components/auth/texts'
import { urlFor } from '~/lib/routes'

/**
 * Registration page /users/page/register (its login link opens the login modal, which
 * hides 'Crea tu cuenta' here).
 */
export default function RegisterPage({
  mobile,
  urlreturn,
}: {
  mobile: string | null
  urlreturn: string | null
}) {
  return (
    <AppLayout title={T.registerPageTitle} description={T.registerPageDescription}>
      <Container size={620} py="xl">
        <Title order={1} size="h2" ta="center">
          {T.signUp}
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          {T.registerLead}
        </Text>
        <Paper withBorder p="lg" radius="md">
          <PageRegisterForm mobile={mobile} urlreturn={urlreturn} />
        </Paper>
      </Container>
    </AppLayout>
  )
}

function PageRegisterForm({
  mobile,
  urlreturn,
}: {
  mobile: string | null
  urlreturn: string | null
}) {
  const modals = useAuthModals()
  return (
    <RegisterForm
      initialMobile={mobile}
      urlreturn={urlreturn ?? urlFor('home')}
      onLogin={() => modals.open('loginModal')}
    />
  )
}

import { Container, Paper, Title, Text } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { LoginForm } from '~/components/auth/login_form'
import { useAuthModals } from '~/components/auth/auth_modals'
import { AUTH_TEXTS as T } from '~/components/auth/texts'
import { urlFor } from '~/lib/routes'

/**
 * Login page /users/page/login: the login form on a page of its own.
 */
export default function LoginPage({ urlreturn }: { urlreturn: string | null }) {
  return (
    <AppLayout title={T.loginPageTitle} description={T.loginPageDescription}>
      <Container size={460} py="xl">
        <Title order={1} size="h2" ta="center">
          {T.loginTitle}
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          {T.loginLead}
        </Text>
        <Paper withBorder p="lg" radius="md">
          <PageLoginForm urlreturn={urlreturn} />
        </Paper>
      </Container>
    </AppLayout>
  )
}

function PageLoginForm({ urlreturn }: { urlreturn: string | null }) {
  const modals = useAuthModals()
  return (
    <LoginForm
      urlreturn={urlreturn ?? urlFor('home')}
      onSignUp={(mobile) => modals.open('signUpModal', { mobile })}
      onForgotPassword={() => modals.open('passRecoveryModal')}
    />
  )
}

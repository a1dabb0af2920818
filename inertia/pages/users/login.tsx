import { Container, Paper, Title, Text } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { LoginForm } from '~/components/auth/login_form'
import { useAuthModals } from '~/components/auth/auth_modals'

/**
 * Login page /users/page/login: the login form on a page of its own.
 */
export default function LoginPage({ urlreturn }: { urlreturn: string | null }) {
  return (
    <AppLayout
      title="Ingresar"
      description="Ingresa con tu número de WhatsApp o con tu email para ver tus cotizaciones de autopartes."
    >
      <Container size={460} py="xl">
        <Title order={1} size="h2" ta="center">
          Ingresa a tu cuenta
        </Title>
        <Text c="dimmed" ta="center" mb="lg">
          Con tu WhatsApp o con tu email
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
      urlreturn={urlreturn ?? '/'}
      onSignUp={(mobile) => modals.open('signUpModal', { mobile })}
      onForgotPassword={() => modals.open('passRecoveryModal')}
    />
  )
}

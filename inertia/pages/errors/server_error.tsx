import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { usePath } from '~/lib/page_props'

export default function ErrorPage() {
  const path = usePath()
  return (
    <AppLayout title="Ocurrío un error">
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <Title order={1} c="orange.8" fz={64}>
            500
          </Title>
          <Title order={2}>Ocurrío un error</Title>
          <Text c="dimmed" ta="center">
            Tuvimos un problema al procesar tu solicitud. Intenta de nuevo en unos minutos.
          </Text>
          <Button component="a" href={path('/')} mt="md">
            Volver al inicio
          </Button>
        </Stack>
      </Container>
    </AppLayout>
  )
}

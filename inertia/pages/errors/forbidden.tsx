import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { usePath } from '~/lib/page_props'

export default function ErrorPage() {
  const path = usePath()
  return (
    <AppLayout title="No tienes permiso">
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <Title order={1} c="orange.8" fz={64}>
            403
          </Title>
          <Title order={2}>No tienes permiso</Title>
          <Text c="dimmed" ta="center">
            Tu usuario no tiene permiso para ver esta página. Revisa con qué cuenta ingresaste.
          </Text>
          <Button component="a" href={path('/')} mt="md">
            Volver al inicio
          </Button>
        </Stack>
      </Container>
    </AppLayout>
  )
}

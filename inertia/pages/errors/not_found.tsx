import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { usePath } from '~/lib/page_props'

export default function ErrorPage() {
  const path = usePath()
  return (
    <AppLayout title="Página no encontrada">
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <Title order={1} c="orange.8" fz={64}>
            404
          </Title>
          <Title order={2}>Página no encontrada</Title>
          <Text c="dimmed" ta="center">
            La página que buscas no existe o fue movida.
          </Text>
          <Button component="a" href={path('/')} mt="md">
            Volver al inicio
          </Button>
        </Stack>
      </Container>
    </AppLayout>
  )
}

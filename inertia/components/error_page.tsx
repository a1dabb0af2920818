import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { urlFor } from '~/lib/routes'

/** The error pages (404, 403, 500): code, title, explanation and the way back home. */
export function ErrorPage({ code, title, text }: { code: number; title: string; text: string }) {
  return (
    <AppLayout title={title} description={text}>
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <Title order={1} c="orange.8" fz={64}>
            {code}
          </Title>
          <Title order={2}>{title}</Title>
          <Text c="dimmed" ta="center">
            {text}
          </Text>
          <Button component="a" href={urlFor('home')} mt="md">
            Volver al inicio
          </Button>
        </Stack>
      </Container>
    </AppLayout>
  )
}

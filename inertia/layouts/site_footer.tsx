import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/**
 * The site's footer, under every page of AppLayout: the product, the API reference for store
 * integrations and the terms page.
 */
export function SiteFooter() {
  const { product } = useShared()
  return (
    <Box
      component="footer"
      py="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="site-footer"
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dark.6">
            {`© ${new Date().getFullYear()} ${product.name} · Marketplace de autopartes`}
          </Text>
          <Group gap="md">
            <Anchor href={urlFor('apiDocs')} size="sm" data-testid="footer-api-docs">
              API para tiendas
            </Anchor>
            <Anchor href={urlFor('legal.terms')} size="sm" data-testid="footer-terms">
              Términos y condiciones
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { AppLayout } from '~/layouts/app_layout'
import { useShared } from '~/lib/page_props'
import { TERMS_TEXTS as T, TERMS_UPDATED, termsOf } from '~/components/legal/terms_texts'

/**
 * /terminos-y-condiciones: the marketplace's terms and conditions (public), with a table of
 * contents. Linked from the checkout's terms checkbox and from the footer.
 */
export default function TermsPage({ supportEmail }: { supportEmail: string }) {
  const { product, country } = useShared()
  const sections = termsOf({ product: product.name, country: country.code, supportEmail })
  return (
    <AppLayout title={T.title} description={T.description(product.name)}>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1}>{T.title}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {T.updated(TERMS_UPDATED)}
            </Text>
          </div>
          <Paper component="nav" aria-label={T.contents} withBorder radius="md" p="md">
            <Text fw={700} size="sm" mb="xs">
              {T.contents}
            </Text>
            <List size="sm" spacing={2} listStyleType="none">
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              // the fixed header (64 px) would cover a section reached from the contents
              style={{ scrollMarginTop: 80 }}
            >
              <Title order={2} size="h3" id={`${section.id}-title`} mb="xs">
                {section.title}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items && (
                  <List spacing={4}>
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </section>
          ))}
        </Stack>
      </Container>
    </AppLayout>
  )
}

import type { ReactNode } from 'react'
import { Anchor, Badge, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { TOKEN_SCOPES, TOKEN_SCOPE_NAMES } from '@rules/users/rules/token_scopes'
import { urlFor } from '~/lib/routes'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { CodeBlock } from './code_block'
import type { OpenApiDocument } from './openapi'
import { RichText } from './rich_text'

const ENVELOPE = `{
  "data": [ { "id": 123, "code": "SC-000123" } ],
  "metadata": { "count": 57 }
}`

const ERROR_SHAPE = `{
  "message": "Revisa los datos ingresados",
  "errors": [
    { "field": "products.0.price", "message": "El precio debe ser mayor o igual a 0" }
  ]
}`

const PAGING = `GET /api/repuestosGo/QuotationRequest?page=0&pageSize=20`

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/**
 * The reference's introduction: title and version, what the API is for, how to authenticate
 * (the store's token with its scopes, or the session with the XSRF header), the answers'
 * envelope, the error shape, paging and where the webhooks are described.
 */
export function ApiIntro({ doc }: { doc: OpenApiDocument }) {
  const paragraphs = (doc.info.description ?? '').split(/\n\s*\n/).filter(Boolean)
  return (
    <Stack gap="lg" id="introduccion" className="apidocs-section">
      <div>
        <Title order={1} size="h2">
          {doc.info.title ?? T.pageTitle}
        </Title>
        <Group gap="xs" mt={6}>
          <Badge variant="outline" color="dark.6" tt="none" data-testid="api-version">
            {T.version(doc.info.version ?? '—', doc.openapi)}
          </Badge>
          <Anchor href={urlFor('api.openapi')} size="sm" download="openapi.json">
            {T.downloadJson}
          </Anchor>
        </Group>
      </div>
      <Text>{T.introLead}</Text>
      {paragraphs.map((paragraph) => (
        <RichText key={paragraph} size="sm">
          {paragraph}
        </RichText>
      ))}

      <Section title={T.authTitle}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={6}>
            <Text fw={600}>{T.bearerTitle}</Text>
            <Text size="sm">{T.bearerText}</Text>
            <CodeBlock title="Authorization" code="Authorization: Bearer <token>" />
            <Text size="sm" fw={600}>
              {T.scopesTitle}
            </Text>
            <ul className="apidocs-list" data-testid="token-scopes">
              {TOKEN_SCOPE_NAMES.map((scope) => (
                <li key={scope}>
                  <Text size="sm">
                    <Code>{scope}</Code> {TOKEN_SCOPES[scope].label}:{' '}
                    {TOKEN_SCOPES[scope].description}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
          <Stack gap={6}>
            <Text fw={600}>{T.sessionTitle}</Text>
            <Text size="sm">{T.sessionText}</Text>
            <CodeBlock title="X-XSRF-TOKEN" code="X-XSRF-TOKEN: <valor de la cookie XSRF-TOKEN>" />
          </Stack>
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={T.envelopeTitle}>
          <Text size="sm">{T.envelopeText}</Text>
          <CodeBlock title="200" code={ENVELOPE} />
        </Section>
        <Section title={T.errorsTitle}>
          <Text size="sm">{T.errorsText}</Text>
          <CodeBlock title="422" code={ERROR_SHAPE} />
        </Section>
        <Section title={T.pagingTitle}>
          <Text size="sm">{T.pagingText}</Text>
          <CodeBlock title="GET" code={PAGING} />
        </Section>
        <Section title={T.webhooksTitle}>
          <Text size="sm">{T.webhooksText}</Text>
          <Anchor href="#webhooks" size="sm">
            {T.webhooksPointer}
          </Anchor>
        </Section>
      </SimpleGrid>
    </Stack>
  )
}

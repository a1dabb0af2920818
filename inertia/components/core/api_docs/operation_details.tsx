import { useState } from 'react'
import { Badge, Code, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { TOKEN_SCOPES, type TokenScope } from '@rules/users/rules/token_scopes'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { CodeBlock } from './code_block'
import { curlOf } from './curl'
import { statusColor, type OpenApiDocument, type Operation, type Schema } from './openapi'
import { ParamsTable } from './params_table'
import { RichText } from './rich_text'
import { exampleOf } from './schema'
import { SchemaTree } from './schema_tree'

/** One way to call the operation, in words: public, bearer with its scopes, session + XSRF. */
export function securityLabels(doc: OpenApiDocument, op: Operation) {
  if (op.security.length === 0) return [T.securityPublic]
  return op.security.map((requirement) => {
    const names = Object.keys(requirement)
    if (names.length === 0) return T.securityPublic
    return names
      .map((name) => {
        const scheme = doc.components?.securitySchemes?.[name] ?? {}
        if (scheme.type === 'http' && scheme.scheme === 'bearer') {
          const scopes = requirement[name] ?? []
          return scopes.length
            ? T.securityBearerScopes(
                scopes.map((s) => `${s} (${TOKEN_SCOPES[s as TokenScope]?.label ?? s})`).join(', ')
              )
            : T.securityBearer
        }
        if (scheme.type === 'apiKey' && scheme.in === 'header' && /xsrf/i.test(scheme.name))
          return null
        if (scheme.type === 'apiKey' && scheme.in === 'cookie') return T.securitySession
        return T.securityOther(name)
      })
      .filter(Boolean)
      .join(' + ')
  })
}

function MediaSchema({ doc, content }: { doc: OpenApiDocument; content?: Record<string, Schema> }) {
  const entries = Object.entries(content ?? {})
  if (entries.length === 0) return null
  return (
    <Stack gap="xs">
      {entries.map(([mediaType, media]) => (
        <Stack gap={6} key={mediaType}>
          <Code className="apidocs-wrap">{mediaType}</Code>
          {media.schema && <SchemaTree doc={doc} schema={media.schema} />}
          {media.schema && mediaType !== 'multipart/form-data' && (
            <CodeBlock
              title={T.example}
              code={JSON.stringify(media.example ?? exampleOf(doc, media.schema), null, 2)}
            />
          )}
        </Stack>
      ))}
    </Stack>
  )
}

/** One response status: its description, then (opened) its schema tree and example. */
function ResponseItem({
  doc,
  status,
  response,
}: {
  doc: OpenApiDocument
  status: string
  response: Operation['responses'][string]
}) {
  const [open, setOpen] = useState(status.startsWith('2'))
  const hasBody = Object.keys(response.content ?? {}).length > 0
  const line = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden="true" className="apidocs-chevron">
        {hasBody ? (open ? '▾' : '▸') : '·'}
      </span>
      <Badge color={statusColor(status)} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
        {status}
      </Badge>
      <Text size="sm">
        {response.description || ''}
        {!hasBody && <Text span size="xs" c="dimmed">{` (${T.noContent})`}</Text>}
      </Text>
    </Group>
  )
  return (
    <div className="apidocs-response" data-status={status}>
      {hasBody ? (
        <UnstyledButton
          className="apidocs-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {line}
        </UnstyledButton>
      ) : (
        line
      )}
      {open && hasBody && (
        <div className="apidocs-indent">
          <MediaSchema doc={doc} content={response.content} />
        </div>
      )}
    </div>
  )
}

/** Everything about one operation, shown once its card is opened. */
export function OperationDetails({
  doc,
  op,
  origin,
  withCurl = true,
}: {
  doc: OpenApiDocument
  op: Operation
  origin: string
  withCurl?: boolean
}) {
  return (
    <Stack gap="md" data-testid="operation-details">
      {op.description && <RichText size="sm">{op.description}</RichText>}
      {withCurl && (
        <div>
          <Title order={4} size="h6" mb={4}>
            {T.security}
          </Title>
          <ul className="apidocs-list">
            {securityLabels(doc, op).map((label) => (
              <li key={label}>
                <Text size="sm">{label}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      {op.parameters.length > 0 && (
        <div>
          <Title order={4} size="h6" mb={4}>
            {T.parameters}
          </Title>
          <ParamsTable doc={doc} parameters={op.parameters} />
        </div>
      )}
      {op.requestBody && (
        <div>
          <Title order={4} size="h6" mb={4}>
            {T.requestBody} {!op.requestBody.required && T.requestBodyOptional}
          </Title>
          {op.requestBody.description && (
            <RichText size="sm">{op.requestBody.description}</RichText>
          )}
          <MediaSchema doc={doc} content={op.requestBody.content} />
        </div>
      )}
      <div>
        <Title order={4} size="h6" mb={4}>
          {T.responses}
        </Title>
        <Stack gap={4}>
          {Object.entries(op.responses).map(([status, response]) => (
            <ResponseItem key={status} doc={doc} status={status} response={response} />
          ))}
        </Stack>
      </div>
      {withCurl && (
        <CodeBlock title={T.curlExample} code={curlOf(doc, op, origin)} testId="curl-example" />
      )}
    </Stack>
  )
}

import { Stack, Text, Title } from '@mantine/core'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import type { OpenApiDocument, Operation } from './openapi'
import { OperationCard } from './operation_card'

/**
 * How webhooks work (signature, age limit, de-duplication, retries) and the events the document
 * describes under `webhooks` (OpenAPI 3.1), each with its payload.
 */
export function WebhooksSection({
  doc,
  events,
  openAnchors,
  origin,
  onToggle,
}: {
  doc: OpenApiDocument
  events: Operation[]
  openAnchors: Set<string>
  origin: string
  onToggle: (anchor: string) => void
}) {
  return (
    <Stack
      gap="sm"
      component="section"
      id="webhooks"
      aria-labelledby="webhooks-title"
      className="apidocs-section"
    >
      <Title order={2} size="h3" id="webhooks-title">
        {T.webhooksTitle}
      </Title>
      <Text size="sm">{T.webhooksLead}</Text>
      <ul className="apidocs-list">
        {T.webhooksRules.map((rule) => (
          <li key={rule}>
            <Text size="sm">{rule}</Text>
          </li>
        ))}
      </ul>
      <Title order={3} size="h5">
        {T.webhookEvents}
      </Title>
      {events.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.noWebhookEvents}
        </Text>
      )}
      {events.map((event) => (
        <OperationCard
          key={event.anchor}
          doc={doc}
          op={event}
          open={openAnchors.has(event.anchor)}
          origin={origin}
          onToggle={onToggle}
          webhook
        />
      ))}
    </Stack>
  )
}

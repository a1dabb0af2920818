import { memo } from 'react'
import { Anchor, Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core'
import { IconLink } from '@tabler/icons-react'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { methodColor, type OpenApiDocument, type Operation } from './openapi'
import { OperationDetails } from './operation_details'

/** A path that breaks after its slashes first (`<wbr>`), and anywhere only if it must. */
export function breakable(path: string) {
  return path.split('/').map((part, index) => (
    <span key={index}>
      {index > 0 && '/'}
      {index > 0 && <wbr />}
      {part}
    </span>
  ))
}

export function MethodBadge({ method, size = 'md' }: { method: string; size?: 'xs' | 'md' }) {
  return (
    <Badge
      color={methodColor(method)}
      variant="filled"
      radius="sm"
      size={size}
      w={size === 'xs' ? 64 : 72}
      px={4}
      style={{ flexShrink: 0 }}
    >
      {method.toUpperCase()}
    </Badge>
  )
}

/**
 * One operation: method, path and summary; opened, its details (rendered only while open).
 * Its anchor `#op-<operationId>` is a deep link (the page opens it and scrolls there).
 */
export const OperationCard = memo(function OperationCardView({
  doc,
  op,
  open,
  origin,
  onToggle,
  webhook = false,
}: {
  doc: OpenApiDocument
  op: Operation
  open: boolean
  origin: string
  onToggle: (anchor: string) => void
  /** A webhook event: no security nor curl call (the platform calls the store). */
  webhook?: boolean
}) {
  const panelId = `${op.anchor}-panel`
  return (
    <Paper
      component="article"
      id={op.anchor}
      withBorder
      radius="md"
      className="apidocs-operation"
      data-testid={webhook ? 'webhook-event' : 'operation'}
      data-operation-id={op.operationId}
      data-open={open || undefined}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <h3 className="apidocs-operation-title">
          <UnstyledButton
            className="apidocs-operation-head"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onToggle(op.anchor)}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <MethodBadge method={op.method} />
              <div style={{ minWidth: 0 }}>
                <Text
                  ff="monospace"
                  size="sm"
                  fw={600}
                  className="apidocs-path"
                  td={op.deprecated ? 'line-through' : undefined}
                >
                  {breakable(op.path)}
                </Text>
                {op.summary && (
                  <Text size="sm" c="dark.6">
                    {op.summary}
                  </Text>
                )}
              </div>
            </Group>
          </UnstyledButton>
        </h3>
        <Anchor
          href={`#${op.anchor}`}
          className="apidocs-link"
          aria-label={`${T.linkToOperation}: ${op.method.toUpperCase()} ${op.path}`}
          title={T.linkToOperation}
        >
          <IconLink size={16} />
        </Anchor>
      </Group>
      {open && (
        <div id={panelId} className="apidocs-operation-body">
          <Text size="xs" c="dimmed" mb="xs" className="apidocs-wrap">
            operationId: {op.operationId}
            {op.deprecated ? ` · ${T.deprecated}` : ''}
          </Text>
          <OperationDetails doc={doc} op={op} origin={origin} withCurl={!webhook} />
        </div>
      )}
    </Paper>
  )
})

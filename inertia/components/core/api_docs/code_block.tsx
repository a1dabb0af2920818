import { Button, CopyButton, Group, Paper, Text } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { API_DOCS_TEXTS as T } from './api_docs_texts'

/**
 * A block of code (an example JSON, a curl call) with its title and a copy button; long lines
 * scroll inside the block, never the page.
 */
export function CodeBlock({
  title,
  code,
  testId,
}: {
  title: string
  code: string
  testId?: string
}) {
  return (
    <Paper withBorder radius="sm" className="apidocs-code" data-testid={testId}>
      <Group justify="space-between" gap="xs" px="sm" py={4} className="apidocs-code-head">
        <Text size="xs" fw={600} c="dark.6">
          {title}
        </Text>
        <CopyButton value={code} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              color={copied ? 'green.9' : 'dark.6'}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              aria-label={`${T.copy}: ${title}`}
            >
              {copied ? T.copied : T.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </Paper>
  )
}

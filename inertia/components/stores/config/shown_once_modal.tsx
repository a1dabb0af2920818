import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core'

export interface ShownOnceTexts {
  title: string
  once: string
  copy: string
  copied: string
  done: string
}

/**
 * A secret shown once (a token's value after creating or rotating it, a webhook's secret after
 * adding it or 'Rotar secreto') with a copy button; it is forgotten when the modal closes
 * (`onClose` clears it): the server never answers it again.
 */
export function ShownOnceModal({
  value,
  texts,
  testId,
  onClose,
}: {
  value: string | null
  texts: ShownOnceTexts
  testId: string
  onClose: () => void
}) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={texts.title} centered>
      <Stack gap="md">
        <Alert color="orange">{texts.once}</Alert>
        <Code block data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{texts.done}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import type { ReactNode } from 'react'
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { CONFIG_TEXTS as T } from './texts'

/**
 * One section of the configuration page, with its anchor (`#storeConfigSection-<key>`), its
 * error alert and, for the owner, its save button (advisers read: no button).
 */
export function SectionCard({
  sectionKey,
  title,
  help,
  canEdit,
  saving,
  error,
  onSubmit,
  children,
}: {
  sectionKey: string
  title: string
  help?: string
  canEdit: boolean
  saving: boolean
  error: string | null
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <SectionFrame sectionKey={sectionKey}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        noValidate
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            {help && (
              <Text c="dimmed" size="sm">
                {help}
              </Text>
            )}
          </div>
          {children}
          {error && (
            <Alert color="red" title={T.saveFailed}>
              {error}
            </Alert>
          )}
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} data-testid={`save-${sectionKey}`}>
                {T.save}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionFrame>
  )
}

/**
 * A section without a form of its own (Integraciones, Módulo GO): its anchor
 * (`#storeConfigSection-<key>`), its title with a state badge, and its content.
 */
export function PanelCard({
  sectionKey,
  title,
  badge,
  children,
}: {
  sectionKey: string
  title: string
  badge: { color: string; label: string }
  children: ReactNode
}) {
  return (
    <SectionFrame sectionKey={sectionKey} testId={`${sectionKey}-section`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        {children}
      </Stack>
    </SectionFrame>
  )
}

/** The card of one section, reached by its anchor `#storeConfigSection-<key>` under the header. */
function SectionFrame({
  sectionKey,
  testId,
  children,
}: {
  sectionKey: string
  testId?: string
  children: ReactNode
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      id={`storeConfigSection-${sectionKey}`}
      component="section"
      style={{ scrollMarginTop: 80 }}
      data-testid={testId}
    >
      {children}
    </Paper>
  )
}

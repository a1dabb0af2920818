import { useState, type MouseEvent } from 'react'
import { Badge, Group, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { MethodBadge } from './operation_card'
import type { TagGroup } from './openapi'

/** The search box: filters the operations by path, summary or operationId as one types. */
export function SearchBox({
  value,
  onChange,
  testId,
  compact = false,
}: {
  value: string
  onChange: (value: string) => void
  testId?: string
  /** On a phone: no visible label (the placeholder and the accessible name say it). */
  compact?: boolean
}) {
  return (
    <TextInput
      type="search"
      label={compact ? undefined : T.searchLabel}
      aria-label={compact ? T.searchLabel : undefined}
      placeholder={compact ? T.searchPlaceholderShort : T.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={testId}
      autoComplete="off"
    />
  )
}

/**
 * The index of the reference: the introduction, each tag (opens and closes; all open while
 * searching) with its operations, and the webhooks. A link goes to its operation and opens it.
 */
export function ApiNav({
  groups,
  searching,
  onNavigate,
}: {
  groups: TagGroup[]
  searching: boolean
  onNavigate: (hash: string) => void
}) {
  const [closed, setClosed] = useState<Set<string>>(() => new Set())
  const follow = (hash: string) => (event: MouseEvent) => {
    event.preventDefault()
    onNavigate(hash)
  }
  const toggle = (name: string) =>
    setClosed((current) => {
      const next = new Set(current)
      if (next.has(name)) next.delete(name)
      else next.add(name)
      return next
    })

  return (
    <nav aria-label={T.navLabel} className="apidocs-nav" data-testid="api-nav">
      <a href="#introduccion" className="apidocs-nav-link" onClick={follow('#introduccion')}>
        <Text size="sm" fw={600}>
          {T.introLink}
        </Text>
      </a>
      {groups.map((group) => {
        const open = searching || !closed.has(group.name)
        const listId = `nav-${group.name.replace(/[^\w-]/g, '-')}`
        return (
          <div key={group.name} className="apidocs-nav-group">
            <UnstyledButton
              className="apidocs-nav-tag"
              aria-expanded={open}
              aria-controls={listId}
              title={T.expandTag(group.label)}
              onClick={() => toggle(group.name)}
            >
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Text size="sm" fw={700}>
                  <span aria-hidden="true" className="apidocs-chevron">
                    {open ? '▾' : '▸'}
                  </span>
                  {group.label}
                </Text>
                <Badge size="sm" variant="outline" color="dark.6" style={{ flexShrink: 0 }}>
                  {group.operations.length}
                </Badge>
              </Group>
            </UnstyledButton>
            {open && (
              <ul id={listId}>
                {group.operations.map((op) => (
                  <li key={op.anchor}>
                    <a
                      href={`#${op.anchor}`}
                      className="apidocs-nav-link"
                      onClick={follow(`#${op.anchor}`)}
                      data-testid="nav-operation"
                    >
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <MethodBadge method={op.method} size="xs" />
                        <Text size="xs" className="apidocs-wrap">
                          {op.summary || op.path}
                        </Text>
                      </Group>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      })}
      <a href="#webhooks" className="apidocs-nav-link" onClick={follow('#webhooks')}>
        <Text size="sm" fw={600}>
          {T.webhooksLink}
        </Text>
      </a>
    </nav>
  )
}

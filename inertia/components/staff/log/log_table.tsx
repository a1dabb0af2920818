import { StaffTable } from '~/components/staff/staff_table'
import { Anchor, Badge, Table, Text } from '@mantine/core'
import { ValueDiff } from './value_diff'
import { STAFF_LOG_TEXTS as T } from '../texts'

export type LogLine = {
  id: number
  createdAt: string | null
  actor: { id: number | null; name: string }
  action: string
  subject: { type: string; id: number | null; label: string | null; href: string | null }
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** An action key in Spanish; an unknown key as it is. */
export const actionLabel = (key: string) => T.actions[key] ?? key
/** A record type in Spanish; an unknown type as it is. */
export const subjectLabel = (type: string) => T.subjects[type] ?? type

/**
 * The log's lines: when (the country's clock), who, what (the action in Spanish), on which
 * record (its label, linked to where staff read it) and what changed.
 */
export function LogTable({
  lines,
  locale,
  timeZone,
}: {
  lines: LogLine[]
  locale: string
  timeZone: string
}) {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  })
  return (
    <StaffTable
      minWidth={760}
      testId="staff-log"
      headers={[T.columns.when, T.columns.who, T.columns.what, T.columns.record, T.columns.changes]}
    >
      {lines.map((line) => {
        const label = line.subject.label ?? (line.subject.id !== null ? `#${line.subject.id}` : '—')
        return (
          <Table.Tr key={line.id} data-testid="log-line" data-action={line.action}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{line.createdAt ? when.format(new Date(line.createdAt)) : '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{line.actor.name}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{actionLabel(line.action)}</Text>
            </Table.Td>
            <Table.Td>
              <Badge size="xs" variant="light" color="gray" mb={4}>
                {subjectLabel(line.subject.type)}
              </Badge>
              {line.subject.href ? (
                <Anchor href={line.subject.href} size="sm" display="block">
                  {label}
                </Anchor>
              ) : (
                <Text size="sm">{label}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <ValueDiff before={line.before} after={line.after} />
            </Table.Td>
          </Table.Tr>
        )
      })}
    </StaffTable>
  )
}

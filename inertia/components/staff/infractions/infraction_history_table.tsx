import { StaffTable } from '~/components/staff/staff_table'
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { STAFF_INFRACTIONS_TEXTS as T } from '../texts'

/**
 * A store's infractions, newest first: date, type, description, who registered it, the
 * transaction (linked to its staff page) and the evidence.
 */
export function InfractionHistoryTable({
  infractions,
  locale,
}: {
  infractions: Data.Staff.InfractionHistory[]
  locale: string
}) {
  const { can } = useShared()
  return (
    <StaffTable
      minWidth={820}
      testId="infraction-history"
      headers={[T.colDate, T.colType, T.colDetail, T.colRegistrar, T.colTransaction]}
    >
      {infractions.map((infraction) => (
        <Table.Tr key={infraction.id} data-testid="infraction-row">
          <Table.Td>
            <Text size="sm">{formatDate(infraction.createdAt, locale, true)}</Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {infraction.typeLabel}
              </Text>
              <Badge size="xs" variant="light" color={infraction.notified ? 'green' : 'gray'}>
                {infraction.notified ? T.notified : T.notNotified}
              </Badge>
            </Stack>
          </Table.Td>
          <Table.Td maw={360}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {infraction.detail}
            </Text>
            {infraction.evidenceUrl && (
              <Anchor href={infraction.evidenceUrl} size="xs" target="_blank" rel="noreferrer">
                {T.evidence}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{infraction.registrar ?? '—'}</Text>
          </Table.Td>
          <Table.Td>
            {infraction.transaction.url && can.actAsAdmin ? (
              <Anchor href={infraction.transaction.url} size="sm">
                {infraction.transaction.title}
              </Anchor>
            ) : (
              <Text size="sm">{infraction.transaction.title}</Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  )
}

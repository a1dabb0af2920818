import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { STAFF_FLAGS, STAFF_FLAG_LABELS } from '@rules/staff/rules/users'
import { formatDate } from '~/lib/format'
import { useShared } from '~/lib/page_props'
import { useMobileText } from '~/components/mobile_input'
import { STAFF_USERS_TEXTS as T } from '../texts'
import type { StaffUserRow } from './types'

/** Name (with 'Tú' on one's own row), id, e-mail and mobile. */
export function PersonCell({ person }: { person: StaffUserRow }) {
  const mobileText = useMobileText()
  return (
    <Table.Td>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {person.fullName}
        </Text>
        {person.isSelf && (
          <Badge size="xs" variant="outline">
            {T.you}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        #{person.id} · {person.email ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {person.mobile ? mobileText(person.mobile, person.countryCode) : '—'}
      </Text>
    </Table.Td>
  )
}

/** Comprador, 'Vendedor de X' or 'Asesor de tienda X'. */
export function roleText(person: StaffUserRow) {
  if (person.role === 'vendor' && person.store) return T.vendorOf(person.store.name)
  if (person.role === 'adviser' && person.store) return T.adviserOf(person.store.name)
  return T.roles[person.role]
}

/** Whether the e-mail and the mobile are verified, each with a check or a cross. */
export function VerifiedCell({ person }: { person: StaffUserRow }) {
  const line = (ok: boolean, yes: string, no: string) => (
    <Group gap={4} wrap="nowrap">
      {ok ? (
        <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
      ) : (
        <IconCircleX size={16} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text size="xs" c={ok ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {ok ? yes : no}
      </Text>
    </Group>
  )
  return (
    <Table.Td>
      <Stack gap={4}>
        {line(person.emailVerified, T.emailVerified, T.emailNotVerified)}
        {line(person.mobileVerified, T.mobileVerified, T.mobileNotVerified)}
      </Stack>
    </Table.Td>
  )
}

/** The staff flags the person holds, one badge each. */
export function FlagsCell({ person }: { person: StaffUserRow }) {
  const held = STAFF_FLAGS.filter((flag) => person.flags[flag])
  return (
    <Table.Td data-testid="user-flags">
      {held.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noStaff}
        </Text>
      ) : (
        <Group gap={4}>
          {held.map((flag) => (
            <Badge key={flag} size="xs" color={flag === 'isAdmin' ? 'grape' : 'blue'}>
              {STAFF_FLAG_LABELS[flag]}
            </Badge>
          ))}
        </Group>
      )}
    </Table.Td>
  )
}

/** 'Activo', or 'Bloqueado desde …' with the reason and who blocked. */
export function StateCell({ person }: { person: StaffUserRow }) {
  const { country } = useShared()
  const blocked = person.blocked
  return (
    <Table.Td data-testid="user-state">
      {blocked ? (
        <Stack gap={2}>
          <Text size="sm" c="red.8" fw={600}>
            {T.blockedSince(formatDate(blocked.since, country.locale))}
          </Text>
          {blocked.reason && (
            <Text size="xs" c="dimmed" maw={260} style={{ overflowWrap: 'anywhere' }}>
              {T.blockedReason(blocked.reason)}
            </Text>
          )}
          {blocked.by && (
            <Text size="xs" c="dimmed">
              {T.blockedBy(blocked.by)}
            </Text>
          )}
        </Stack>
      ) : (
        <Badge color="green" variant="light" tt="none">
          {T.active}
        </Badge>
      )}
    </Table.Td>
  )
}

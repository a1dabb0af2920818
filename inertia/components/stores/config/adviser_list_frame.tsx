import type { ReactNode } from 'react'
import { Stack, Table, Text, Title } from '@mantine/core'
import { EmptyState } from '~/components/empty_state'
import { useMobileText } from '~/components/mobile_input'
import { PaginationControl } from '~/components/pagination_control'
import { ADVISERS_PAGE_SIZE, type PagedList } from './use_advisers'

/** E-mail and number on separate lines; a dash when there is none. */
export function ContactCell({ email, mobile }: { email: string | null; mobile: string | null }) {
  const mobileText = useMobileText()
  if (!email && !mobile) return <Text size="sm">—</Text>
  return (
    <Stack gap={0}>
      {email && (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {email}
        </Text>
      )}
      {mobile && <Text size="sm">{mobileText(mobile)}</Text>}
    </Stack>
  )
}

/** The first two cells of a row: the person's name and contact. */
export function PersonCells(person: { name: string; email: string | null; mobile: string | null }) {
  return (
    <>
      <Table.Td>{person.name}</Table.Td>
      <Table.Td>
        <ContactCell email={person.email} mobile={person.mobile} />
      </Table.Td>
    </>
  )
}

/**
 * One list of the section (advisers, open invitations): its title, the empty text or the table
 * (scrolling sideways on a narrow screen, never the page), and the pagination (20 a page).
 */
export function AdviserListFrame({
  title,
  empty,
  headers,
  list,
  onPage,
  testId,
  children,
}: {
  title: string
  empty: string
  headers: string[]
  list: PagedList<unknown>
  onPage: (page: number) => void
  testId: string
  children: ReactNode
}) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {list.rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PaginationControl
        total={list.count}
        pageSize={ADVISERS_PAGE_SIZE}
        page={list.page}
        onChange={onPage}
      />
    </Stack>
  )
}

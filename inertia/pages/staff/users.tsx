import { useState } from 'react'
import { router } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import type { UserFilter } from '@rules/staff/rules/users'
import { StaffLayout } from '~/layouts/staff_layout'
import { EmptyState } from '~/components/empty_state'
import { PaginationControl } from '~/components/pagination_control'
import { STAFF_USERS_TEXTS as T } from '~/components/staff/texts'
import { UsersFilters } from '~/components/staff/users/users_filters'
import { UsersTable } from '~/components/staff/users/users_table'
import { FlagsModal } from '~/components/staff/users/flags_modal'
import { BlockModal } from '~/components/staff/users/block_modal'
import { usersUrl, type StaffUserRow } from '~/components/staff/users/types'

/**
 * Usuarios of the staff section (/staff/usuarios, issue 23; admins only): every person of the
 * platform, newest first, 20 a page (from 1), searched as the admin types (name, e-mail, mobile,
 * store, id) and filtered (all, staff, blocked); per row a menu to edit the staff flags and to
 * block (with a reason) or unblock. After an action only the list reloads.
 */
export default function StaffUsersPage({
  users,
  filters,
}: {
  users: {
    data: StaffUserRow[]
    metadata: { count: number; page: number; pageSize: number }
  }
  filters: { search: string | null; filter: UserFilter }
}) {
  const [editing, setEditing] = useState<StaffUserRow | null>(null)
  const [blocking, setBlocking] = useState<StaffUserRow | null>(null)
  const { count, page, pageSize } = users.metadata
  const applied = { search: filters.search ?? '', filter: filters.filter }
  const searching = applied.search !== '' || applied.filter !== 'all'

  const changed = (message: string) => {
    setEditing(null)
    setBlocking(null)
    if (message) notifications.show({ color: 'green', message })
    router.reload({ only: ['users'] })
  }

  const goTo = (zeroBased: number) =>
    router.visit(usersUrl(applied, zeroBased + 1), {
      only: ['users', 'filters'],
      preserveState: true,
    })

  return (
    <StaffLayout title={T.title} description={T.description}>
      <UsersFilters applied={applied} count={count} />
      {users.data.length === 0 ? (
        <EmptyState message={searching ? T.emptySearch : T.empty} />
      ) : (
        <UsersTable
          people={users.data}
          onFlags={setEditing}
          onBlock={setBlocking}
          onChanged={changed}
        />
      )}
      <PaginationControl total={count} pageSize={pageSize} page={page - 1} onChange={goTo} />
      <FlagsModal person={editing} onClose={() => setEditing(null)} onSaved={changed} />
      <BlockModal person={blocking} onClose={() => setBlocking(null)} onBlocked={changed} />
    </StaffLayout>
  )
}

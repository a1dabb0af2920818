import type { Data } from '@generated/data'
import type { UserFilter } from '@rules/staff/rules/users'
import { urlFor } from '~/lib/routes'

export type StaffUserRow = Data.Staff.StaffUser

export interface UsersSearch {
  search: string
  filter: UserFilter
}

/** The list's address for a search, a filter and a page (empty values left out). */
export function usersUrl(search: UsersSearch, page = 1) {
  return urlFor(
    'staff.users.index',
    {},
    {
      qs: {
        search: search.search.trim() || undefined,
        filter: search.filter === 'all' ? undefined : search.filter,
        page: page > 1 ? page : undefined,
      },
    }
  )
}

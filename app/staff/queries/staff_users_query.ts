import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import { foldedColumn, likePattern, searchWords } from '#core/services/search_text'
import { STAFF_FLAGS, STAFF_USERS_PAGE_SIZE, type UserFilter } from '#staff/rules/users'
import type { PersonRole } from '#staff/rules/users'

export interface StaffUsersFilters {
  search: string | null
  filter: UserFilter
}

export interface PersonStore {
  id: number
  name: string
  urlPath: string
}

/** What the list says of each row besides the user's own columns (StaffUserTransformer). */
export interface StaffUsersContext {
  roles: Map<number, { role: PersonRole; store: PersonStore | null }>
  /** The names of the admins who blocked the page's blocked people, by id. */
  blockers: Map<number, string>
  viewerId: number
}

/** Staff flag columns (any set: 'staff' filter). */
const FLAG_COLUMNS = STAFF_FLAGS.map((flag) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))

/**
 * The people of the staff section's Usuarios (`/staff/usuarios`), newest first, 20 a page from 1.
 *
 * The search takes up to 5 words, ignoring case and accents on SQLite and MariaDB alike
 * (core/services/search_text.ts); each word must match one of: the name, the e-mail, the mobile
 * (its digits: '300 100 0001' and '+57 300 100 0001' find '3001000001'), the name of a store the person
 * owns or advises (active adviser), or the id ('42' or '#42'). Filters: everybody, staff (any
 * staff flag), blocked (`deactivated_at`).
 *
 * Constant queries: the count and the rows (paginate), then for the page's people their stores
 * owned, their stores advised and the names of who blocked them — three small queries by id.
 * The (created_at, id) index of migration 3610 serves the order.
 */
export default class StaffUsersQuery {
  async list(
    filters: StaffUsersFilters,
    page: number,
    viewerId: number,
    pageSize = STAFF_USERS_PAGE_SIZE
  ) {
    const query = User.query()
    const dialect = query.client.dialect.name
    const like = (column: string) => `${foldedColumn(dialect, column)} LIKE ?`

    for (const word of wordsOf(filters.search ?? '')) {
      const pattern = likePattern(word)
      const digits = mobileDigits(word)
      const id = /^#?\d{1,9}$/.test(word) ? Number(word.replace('#', '')) : null
      query.where((any) => {
        any
          .whereRaw(like('users.full_name'), [pattern])
          .orWhereRaw(like('users.email'), [pattern])
          .orWhereExists((stores) =>
            stores
              .from('stores')
              .whereColumn('stores.user_id', 'users.id')
              .whereRaw(like('stores.name'), [pattern])
          )
          .orWhereExists((advised) =>
            advised
              .from('store_advisers')
              .join('stores', 'stores.id', 'store_advisers.store_id')
              .whereColumn('store_advisers.user_id', 'users.id')
              .where('store_advisers.is_active', true)
              .whereRaw(like('stores.name'), [pattern])
          )
        if (digits) any.orWhere('users.mobile', 'like', `%${digits}%`)
        if (id !== null) any.orWhere('users.id', id)
      })
    }
    if (filters.filter === 'staff') {
      query.where((any) => {
        for (const column of FLAG_COLUMNS) any.orWhere(`users.${column}`, true)
      })
    } else if (filters.filter === 'blocked') {
      query.whereNotNull('users.deactivated_at')
    }

    const result = await query
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .paginate(page, pageSize)
    const rows = result.all()
    const context: StaffUsersContext = {
      roles: await this.rolesOf(rows),
      blockers: await this.blockersOf(rows),
      viewerId,
    }
    return { rows, count: result.total, page, pageSize, context }
  }

  /**
   * Each person's role: the owner of a store (the first one), else an active adviser of a store,
   * else a vendor without a store (`is_vendor`), else a buyer. Two queries for the whole page.
   */
  async rolesOf(people: User[]) {
    const roles: StaffUsersContext['roles'] = new Map()
    const ids = people.map((person) => person.id)
    if (ids.length === 0) return roles
    const [owned, advised] = await Promise.all([
      db
        .from('stores')
        .whereIn('user_id', ids)
        .orderBy('id', 'asc')
        .select('id', 'name', 'url_path', 'user_id'),
      db
        .from('store_advisers')
        .join('stores', 'stores.id', 'store_advisers.store_id')
        .whereIn('store_advisers.user_id', ids)
        .where('store_advisers.is_active', true)
        .orderBy('store_advisers.id', 'asc')
        .select('stores.id', 'stores.name', 'stores.url_path', 'store_advisers.user_id'),
    ])
    const storeOf = (row: any): PersonStore => ({
      id: Number(row.id),
      name: row.name,
      urlPath: row.url_path,
    })
    for (const row of advised) {
      const userId = Number(row.user_id)
      if (!roles.has(userId)) roles.set(userId, { role: 'adviser', store: storeOf(row) })
    }
    const owners = new Set<number>()
    for (const row of owned) {
      const userId = Number(row.user_id)
      if (owners.has(userId)) continue
      owners.add(userId)
      roles.set(userId, { role: 'vendor', store: storeOf(row) })
    }
    for (const person of people) {
      if (!roles.has(person.id)) {
        roles.set(person.id, { role: person.isVendor ? 'vendor' : 'buyer', store: null })
      }
    }
    return roles
  }

  async blockersOf(people: User[]) {
    const ids = [...new Set(people.map((person) => person.deactivatedBy).filter(Boolean))]
    const names = new Map<number, string>()
    if (ids.length === 0) return names
    const rows = await db
      .from('users')
      .whereIn('id', ids as number[])
      .select('id', 'full_name')
    for (const row of rows) names.set(Number(row.id), row.full_name)
    return names
  }
}

/**
 * The search's words; a whole search that reads as a phone number ('300 100 0001', '+57 300…',
 * 7 digits at least) is one word, its digits.
 */
function wordsOf(search: string) {
  const phone = mobileDigits(search.trim())
  return phone && phone.length >= 7 ? [phone] : searchWords(search)
}

/**
 * The national digits of a word that looks like a phone number (3 digits at least), without a
 * leading country code of the two markets ('573001000001' → '3001000001'); null otherwise.
 */
function mobileDigits(word: string) {
  if (!/^\+?[\d\s().-]+$/.test(word)) return null
  const digits = word.replace(/\D/g, '')
  if (digits.length < 3) return null
  return digits.length === 12 && /^(57|52)/.test(digits) ? digits.slice(2) : digits
}

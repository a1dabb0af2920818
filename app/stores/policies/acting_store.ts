import type User from '#users/models/user'
import VendorContextQuery, { type VendorContext } from '#stores/queries/vendor_context_query'

/**
 * The store a user acts for (VendorContextQuery: the store they own, or the one they advise),
 * read once per user object. Every request loads its own user, so this is once per request:
 * the menu abilities, the main area's tabs and a detail's abilities all ask it, and only the
 * first asks the database. A failed read is forgotten, so the next call tries again.
 */
const known = new WeakMap<User, Promise<VendorContext | null>>()

export function actingStore(user: User): Promise<VendorContext | null> {
  let found = known.get(user)
  if (!found) {
    found = new VendorContextQuery().handle(user)
    known.set(user, found)
    found.catch(() => known.delete(user))
  }
  return found
}

/**
 * The staff section's Usuarios (issue 23, doc 1 §6 flags; area 'users', admins only): the staff
 * flags an admin grants and revokes, their Spanish names, the list's filters and the block's
 * reason. Pure: shared with the page (`@rules/staff/rules/users`).
 *
 * Our choices (the spec leaves them open):
 * - the flags are saved whole: `PATCH /staff/usuarios/:id/permisos` with the five booleans, each
 *   named as the session data names it (`isAdmin`, `manageGoModule` …); a save that changes
 *   nothing answers 200 and logs nothing;
 * - nobody removes their own `isAdmin`, and the last active (not blocked) admin keeps it, so the
 *   platform always has an admin who can manage people (both a 422 on `isAdmin`);
 * - a blocked person receives no new flag (revoking stays possible) and an admin is never
 *   blocked (nor oneself): the flag is revoked first. So every active admin is unblocked;
 * - blocking sets `deactivated_at` with the reason (3 to 500 characters) and the admin, deletes
 *   every API token of the person, and from the next request on their sessions are a guest's;
 *   unblocking clears the three and the person signs in again (their old sessions stay closed);
 * - the list holds every country's people (staff manage the platform, not one site), each with
 *   its country.
 */
export const STAFF_FLAGS = [
  'isAdmin',
  'manageGoModule',
  'manageMessagesModule',
  'manageMessageDeletion',
  'manageInfractionsModule',
] as const
export type StaffFlag = (typeof STAFF_FLAGS)[number]
export type StaffFlagSet = Record<StaffFlag, boolean>

export const STAFF_FLAG_LABELS: Record<StaffFlag, string> = {
  isAdmin: 'Administrador',
  manageGoModule: 'Gestor del módulo GO',
  manageMessagesModule: 'Moderador de mensajes',
  manageMessageDeletion: 'Puede borrar mensajes',
  manageInfractionsModule: 'Gestor de infracciones',
}

/** The flags of a person, as the log and the page read them. */
export function flagSetOf(person: StaffFlagSet): StaffFlagSet {
  return Object.fromEntries(
    STAFF_FLAGS.map((flag) => [flag, Boolean(person[flag])])
  ) as StaffFlagSet
}

/** The flags `next` sets that `current` does not have. */
export function grantedFlags(current: StaffFlagSet, next: StaffFlagSet) {
  return STAFF_FLAGS.filter((flag) => next[flag] && !current[flag])
}

export function sameFlags(a: StaffFlagSet, b: StaffFlagSet) {
  return STAFF_FLAGS.every((flag) => Boolean(a[flag]) === Boolean(b[flag]))
}

/** The list's filters: everybody, staff only (any flag), blocked only. */
export const USER_FILTERS = ['all', 'staff', 'blocked'] as const
export type UserFilter = (typeof USER_FILTERS)[number]

/** Rows a page shows (doc 1 §9), pages from 1; the longest search text taken. */
export const STAFF_USERS_PAGE_SIZE = 20
export const USER_SEARCH_MAX = 128

/** The block's reason: required, trimmed, 3 to 500 characters. */
export const BLOCK_REASON_MIN = 3
export const BLOCK_REASON_MAX = 500

/** What a person is on the platform, for the list: a store's owner, an adviser, a buyer. */
export type PersonRole = 'buyer' | 'vendor' | 'adviser'

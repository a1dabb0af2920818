import type { TokenScope } from '#users/rules/token_scopes'

/** What a request authenticated by a store token acts with (store_token_gate.ts). */
export interface StoreTokenContext {
  storeId: number
  tokenId: number
  scopes: TokenScope[]
}

/**
 * The store token a user object was authenticated with, for the rest of its request: every
 * request loads its own user object, so a mark on the object lasts exactly one request. The
 * acting store (stores/queries/vendor_context_query.ts) reads it: a store token acts for its
 * own store, even when its owner owns or advises another.
 */
const marks = new WeakMap<object, StoreTokenContext>()

export function markStoreTokenUser(user: object, context: StoreTokenContext) {
  marks.set(user, context)
}

/** The store token this user object acts with, or null (a session, a personal token). */
export function storeTokenOf(user: object): StoreTokenContext | null {
  return marks.get(user) ?? null
}

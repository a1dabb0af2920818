/**
 * The store's integration token (issue 20 item 3, "Integraciones"; doc 1 §7
 * `PATCH /api/store/store/{id}/generateNewApiToken`).
 *
 * Choice: the token is one of the JSON API's bearer tokens (`User.accessTokens`, stored hashed
 * by @adonisjs/auth's provider, `auth_access_tokens`), belonging to the store's owner, with the
 * abilities exactly `['store:<storeId>']` and the name 'Integración <store name>'. At most one
 * per store. Issue 24 item 3 reads the abilities: exactly `['store:<id>']` is the store's
 * default token and holds every scope (users/rules/token_scopes.ts); named tokens with chosen
 * scopes live beside it (app/integrations/), and every store token is restricted to its store's
 * calls (users/services/store_token_gate.ts). The pages and the page props never carry the value: it is answered once, by
 * the call that creates it.
 */

/** The abilities that mark a token as the store's integration token. */
export function storeTokenAbilities(storeId: number) {
  return [`store:${storeId}`]
}

/** The `abilities` column of a store's token, as the provider stores it (JSON text). */
export function storeTokenAbilitiesColumn(storeId: number) {
  return JSON.stringify(storeTokenAbilities(storeId))
}

/** The token's name (the column holds 255 characters). */
export function storeTokenName(storeName: string) {
  return `Integración ${storeName}`.slice(0, 255)
}

/** Integration tokens a store may hold at once (issue 24: the default one and named ones). */
export const MAX_STORE_TOKENS = 10

/** Generations (and rotations) allowed per store and hour. */
export const STORE_TOKEN_GENERATIONS_PER_HOUR = 10

/** What the configuration page knows of the token: never its value. */
export type StoreApiTokenState = {
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
} | null

export const STORE_API_TOKEN_MESSAGES = {
  ownerOnly: 'Solo el dueño de la tienda puede gestionar el token de integración.',
  generated: 'Token generado. Cópialo ahora: no lo volveremos a mostrar.',
  rotated: 'Token rotado: el anterior dejó de funcionar.',
  revoked: 'Token revocado: dejó de funcionar.',
  missing: 'La tienda no tiene un token de integración.',
  tooMany: `La tienda ya tiene ${MAX_STORE_TOKENS} tokens de integración: revoca alguno antes de crear otro.`,
} as const

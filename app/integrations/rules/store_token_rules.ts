import type { TokenScope } from '#users/rules/token_scopes'

/**
 * The store's integration tokens, managed from its 'Integraciones' section (issue 24 item 3).
 *
 * - A store holds at most MAX_STORE_TOKENS tokens (stores/rules/store_api_token_rules.ts), each
 *   an access token of the store's owner with a name (1–100 characters) and at least one scope;
 *   the abilities column keeps `store:<id>` then the scopes (users/rules/token_scopes.ts). The
 *   default token of doc 1's `generateNewApiToken` (abilities `['store:<id>']`) is listed among
 *   them with every scope (`isDefault`); giving it explicit scopes makes it a named token.
 * - The value exists only in the answer that creates or rotates a token; the table keeps its
 *   hash (@adonisjs/auth's access tokens).
 * - Rotating keeps the name and scopes and replaces the row (new id, new value; the old value
 *   answers 401 at once). Revoking deletes the row (401 from then on).
 * - The call log (`store_token_calls`) lists the store's calls newest first, 20 a page from
 *   page 0, optionally one token's (`tokenId`); it keeps 30 days.
 */

export const STORE_TOKEN_NAME_MAX = 100

/** A token as the section lists it: never its value nor its hash. */
export interface StoreTokenView {
  id: number
  name: string
  scopes: TokenScope[]
  isDefault: boolean
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
}

/** A created or rotated token: the only answer that carries the value. */
export type StoreTokenCreated = StoreTokenView & { token: string }

/** A row of 'Registro de llamadas'. `tokenName` is null once the token was revoked or rotated. */
export interface StoreTokenCallView {
  id: number
  tokenId: number
  tokenName: string | null
  method: string
  routeName: string | null
  path: string
  status: number
  durationMs: number
  createdAt: string
}

export const STORE_TOKEN_MESSAGES = {
  created: 'Token creado. Cópialo ahora: no lo volveremos a mostrar.',
  rotated: 'Token rotado: el anterior dejó de funcionar. Copia el nuevo ahora.',
  revoked: 'Token revocado: dejó de funcionar.',
  scopesSaved: 'Permisos del token guardados.',
  nameRequired: 'Escribe un nombre para el token.',
  nameMax: `El nombre del token admite hasta ${STORE_TOKEN_NAME_MAX} caracteres.`,
  scopesRequired: 'Elige al menos un permiso para el token.',
  scopeUnknown: 'Uno de los permisos elegidos no existe.',
  scopesRepeated: 'Cada permiso puede elegirse una sola vez.',
  tokenIdInvalid: 'El token indicado no es válido.',
} as const

/**
 * Store integration tokens' scopes (issue 24 item 3): what a store token may call.
 *
 * A store token is one of the owner's API tokens (`auth_access_tokens`, `User.accessTokens`)
 * whose abilities hold `store:<id>`; the other abilities are its scopes, e.g.
 * `['store:12', 'requests:read', 'quotations:write']`. The core auth layer
 * (users/services/store_token_gate.ts) lets such a token call only the routes listed in
 * ROUTE_SCOPES, and only with the scope listed there; any other `/api` route answers 403 in
 * Spanish. Personal tokens (`POST /api/auth/tokens`, abilities `['*']`) are not store tokens and
 * are not restricted by this table.
 *
 * Choices:
 * - **Legacy and default tokens**: a row whose abilities are exactly `['store:<id>']` (the
 *   issue 20 token, and the store's default token `Integración <store>` that doc 1's
 *   `PATCH /api/store/store/:id/generateNewApiToken` creates or rotates) holds **all five
 *   scopes**: it kept working as it did, restricted only to the store's routes. A token given
 *   explicit scopes lists them after `store:<id>`.
 * - **requests:read** (Leer solicitudes): every read of the vendor's side of requests: the
 *   lists (`api.buyerRequests.index`, only with a vendor scope in `scopes`: without one it is
 *   the owner's own list as a buyer, refused 403, see storeTokenQueryRefusal),
 *   a request's detail and vehicle, the counters, the discards list, the store's quotations
 *   list, a quotation's service costs and the sales opportunities. Reading one's own quotations
 *   is part of following the requests, so the quotations list sits here, not under
 *   quotations:write.
 * - **quotations:write** (Cotizar): everything that changes the store's answer to a request:
 *   create, edit and close quotations and their lines, discard a request, save the process
 *   observation, mark a part as not available, and upload a quotation's image
 *   (`api.uploads.image`, only ever used for quotation photos by a store).
 * - **orders:read** (Leer pedidos): the store's sales list and a sale (`api.sales.*`; the
 *   buyer's `api.orders.*` are not the store's side and stay out).
 * - **orders:write** (Actualizar pedidos): a sale's status change.
 * - **chat:write** (Chat): the conversations (reading them is needed to answer them, so the
 *   list, the attachments and "mark as read" belong to the same scope as sending).
 * - Everything else is refused: the owner's account (tokens, addresses, billing, garage), the
 *   store's configuration and advisers, the buyer's side, staff pages, reports, notifications.
 *   The `*.tokenAlias` GET forms (links opened by people from e-mails) and the live channels
 *   (`/__transmit`) are not for integrations either.
 *   The store tokens' own management and webhooks are session-only (never reachable by bearer
 *   tokens), so they need no scope. A helper adding a route that store tokens must reach adds
 *   it here.
 */

export const TOKEN_SCOPE_NAMES = [
  'requests:read',
  'quotations:write',
  'orders:read',
  'orders:write',
  'chat:write',
] as const

export type TokenScope = (typeof TOKEN_SCOPE_NAMES)[number]

/** Each scope's Spanish label and one-line description (the 'Crear token' checkboxes). */
export const TOKEN_SCOPES: Record<TokenScope, { label: string; description: string }> = {
  'requests:read': {
    label: 'Leer solicitudes',
    description:
      'Consultar las solicitudes de cotización de la tienda, sus detalles, contadores, descartes y oportunidades de venta.',
  },
  'quotations:write': {
    label: 'Cotizar',
    description:
      'Crear, editar y cerrar cotizaciones, descartar solicitudes y marcar repuestos como no disponibles.',
  },
  'orders:read': {
    label: 'Leer pedidos',
    description: 'Consultar las ventas de la tienda y el detalle de cada una.',
  },
  'orders:write': {
    label: 'Actualizar pedidos',
    description: 'Cambiar el estado de las ventas de la tienda.',
  },
  'chat:write': {
    label: 'Chat',
    description: 'Leer y enviar mensajes del chat de las solicitudes, cotizaciones y ventas.',
  },
}

/** The /api route names a store token may call, with the scope each one needs. */
export const ROUTE_SCOPES: Record<string, TokenScope> = {
  // requests:read
  'api.buyerRequests.index': 'requests:read',
  'api.vendorRequestDetail.show': 'requests:read',
  'api.vendorRequestDetail.vehicleWithCatalog': 'requests:read',
  'api.vendor.countPending': 'requests:read',
  'api.vendor.countSalesOpportunities': 'requests:read',
  'api.vendor.discards': 'requests:read',
  'api.vendor.quotations': 'requests:read',
  'api.quotations.serviceCosts': 'requests:read',
  'api.salesOpportunities.index': 'requests:read',
  'api.salesOpportunities.indicators': 'requests:read',
  'api.salesOpportunities.count': 'requests:read',
  // quotations:write
  'api.quotations.store': 'quotations:write',
  'api.quotations.update': 'quotations:write',
  'api.quotations.close': 'quotations:write',
  'api.quotationDetails.update': 'quotations:write',
  'api.quotationDetails.destroy': 'quotations:write',
  'api.vendor.discard': 'quotations:write',
  'api.vendor.saveProcessObservation': 'quotations:write',
  'api.requestDetailAvailability.mark': 'quotations:write',
  'api.requestDetailAvailability.unmark': 'quotations:write',
  'api.uploads.image': 'quotations:write',
  // orders:read
  'api.sales.index': 'orders:read',
  'api.sales.show': 'orders:read',
  // orders:write
  'api.sales.status': 'orders:write',
  // chat:write
  'api.chat.index': 'chat:write',
  'api.chat.store': 'chat:write',
  'api.chat.markRead': 'chat:write',
  'api.chat.file': 'chat:write',
}

/**
 * The vendor scopes of the request list (quotations' buyer_requests_query.ts VENDOR_SCOPES; a
 * unit test keeps the two equal). `api.buyerRequests.index` is the vendor's list only when one
 * of them is asked for; without one it is the caller's own list as a buyer (the owner's private
 * requests), which a store token must not read: it answers 403 (storeTokenQueryRefusal).
 */
export const VENDOR_LIST_SCOPES = [
  'notIgnored',
  'ownedByStore',
  'notQuoted',
  'dontOwnedByUser',
  'notExpired',
  'inWait',
] as const

function namesIn(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String)
  if (typeof raw !== 'string') return []
  try {
    const parsed = JSON.parse(raw)
    if (Array.isArray(parsed)) return parsed.map(String)
  } catch {
    // a plain comma-separated list
  }
  return raw.split(',').map((part) => part.trim())
}

/** Why a store token may not make this call with this query string, or null. */
export function storeTokenQueryRefusal(routeName: string | null, qs: Record<string, unknown>) {
  if (routeName !== 'api.buyerRequests.index') return null
  const asked = namesIn(qs.scopes)
  if (asked.some((scope) => (VENDOR_LIST_SCOPES as readonly string[]).includes(scope))) return null
  return TOKEN_SCOPE_MESSAGES.vendorListOnly
}

/** The scope a store token needs for a route, or null when store tokens may not call it. */
export function scopeForRoute(name: string | undefined | null): TokenScope | null {
  if (!name) return null
  return Object.hasOwn(ROUTE_SCOPES, name) ? ROUTE_SCOPES[name] : null
}

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === 'string' && (TOKEN_SCOPE_NAMES as readonly string[]).includes(value)
}

const STORE_ABILITY = /^store:(\d+)$/

/**
 * A token's abilities read as a store token: its store and scopes, or null for any other token
 * (a personal token, `['*']`). Exactly `['store:<id>']` holds every scope (legacy / default);
 * unknown abilities are ignored.
 */
export function readStoreToken(abilities: readonly string[]) {
  const store = abilities.map((ability) => STORE_ABILITY.exec(ability)).find(Boolean)
  if (!store) return null
  const listed = abilities.filter(isTokenScope)
  const explicit = abilities.length > 1
  return {
    storeId: Number(store[1]),
    scopes: explicit ? TOKEN_SCOPE_NAMES.filter((s) => listed.includes(s)) : [...TOKEN_SCOPE_NAMES],
    /** true for `['store:<id>']` alone: the store's default (or legacy) token. */
    isDefault: !explicit,
  }
}

/** The abilities stored for a store token with these scopes (store first, scopes in order). */
export function storeTokenAbilitiesFor(storeId: number, scopes: readonly TokenScope[]) {
  return [`store:${storeId}`, ...TOKEN_SCOPE_NAMES.filter((scope) => scopes.includes(scope))]
}

export const TOKEN_SCOPE_MESSAGES = {
  missingScope: (scope: TokenScope) =>
    `Este token no tiene el permiso «${TOKEN_SCOPES[scope].label}» (${scope}).`,
  routeRefused: 'Los tokens de integración de la tienda no pueden usar esta ruta de la API.',
  vendorListOnly:
    'Con un token de integración, la lista de solicitudes se pide con un alcance de vendedor en «scopes» (por ejemplo notIgnored).',
  tooManyCalls: (seconds: number) =>
    `Este token superó su límite de llamadas por minuto. Intenta de nuevo en ${seconds} segundos.`,
} as const

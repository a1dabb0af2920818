import productConfig from '#config/product'

/**
 * Builds a path under the configurable prefix (`{prefix}` in the spec, empty by default).
 */
export function urlWithPrefix(path: string) {
  const prefix = productConfig.routePrefix.replace(/\/$/, '')
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * Only local paths are accepted as a return URL after login (no open redirects).
 */
export function safeReturnUrl(url: string | null | undefined, fallback = '/') {
  if (!url || typeof url !== 'string') return fallback
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback
  return url
}

/**
 * Bearer tokens open the JSON API and the Transmit stream (store integrations listening for new
 * requests); pages use the session.
 */
export function acceptsBearer(url: string) {
  const prefix = productConfig.routePrefix.replace(/\/$/, '')
  const path = prefix && url.startsWith(prefix) ? url.slice(prefix.length) : url
  return path.startsWith('/api/') || path.startsWith('/__transmit/')
}

/**
 * A call of a token client: a bearer token on a route that takes one, and no cookie at all.
 * Such a call has no browser session to keep, nor a form a forged request could ride on: it gets
 * no session cookie and no CSRF token (core/middleware/session_middleware.ts, shield_middleware.ts).
 */
export function isTokenOnlyCall(request: {
  url(): string
  header(name: string): string | undefined | null
}) {
  return (
    !request.header('cookie') &&
    (request.header('authorization') ?? '').startsWith('Bearer ') &&
    acceptsBearer(request.url())
  )
}

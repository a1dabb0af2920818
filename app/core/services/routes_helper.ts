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

/**
 * The URL of a route pattern of the generated registry (`/api/garage/vehicle/:id`), made as
 * @adonisjs/http-server's URL builder makes it from the pattern's parsed tokens:
 * `:name` (required) and `:name?` (optional) params URI-encoded, a last `*` taking an array of
 * values, then the query string. Built from the pattern alone, so the browser bundle carries
 * neither the tokens nor the builder (tests/unit/core/url_pattern.spec.ts compares both on every
 * route of the registry).
 */
export function makeUrl(
  pattern: string,
  params: Record<string, unknown>,
  queryString?: string
): string {
  const segments: string[] = []
  for (const segment of pattern.split('/')) {
    if (segment === '') continue
    if (segment === '*') {
      const values = params['*']
      if (!Array.isArray(values) || !values.length) {
        throw new Error(
          `Cannot make URL for "${pattern}". Invalid value provided for the wildcard param`
        )
      }
      segments.push(values.map((value) => encodeURIComponent(String(value))).join('/'))
      break
    }
    if (!segment.startsWith(':')) {
      segments.push(segment)
      continue
    }
    const optional = segment.endsWith('?')
    const name = segment.slice(1, optional ? -1 : undefined)
    const value = params[name]
    if (value === undefined || value === null) {
      if (optional) continue
      throw new Error(`Cannot make URL for "${pattern}". Missing value for the "${name}" param`)
    }
    segments.push(encodeURIComponent(String(value)))
  }
  const uri = `/${segments.join('/')}`
  return queryString ? `${uri}?${queryString}` : uri
}

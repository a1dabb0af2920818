import { registry } from '@generated/registry'
import { makeUrl } from '~/lib/url_pattern'

/**
 * URLs of the server's named routes, typed by the registry the build generates from
 * start/routes.ts and the modules' routes.ts (`node ace codegen`, also run by `serve`, `build`
 * and `test`). Pages never write an `/api/...` string: renaming or removing a route breaks the
 * typecheck instead of a user's click.
 *
 *   urlFor('api.quotationRequests.index', {}, { qs: { page: 0 } })
 *   urlFor('api.vehicles.update', { id: vehicle.id })
 *
 * The patterns carry `{prefix}` and `{product}` as configured when the registry was generated
 * (ROUTE_PREFIX, PRODUCT_SLUG): a deployment that changes them builds again.
 *
 * Query strings: scalars as they are, arrays and objects as JSON (the list APIs read `with`,
 * `filter` and `scopes` as JSON, doc 1 §7). URLs are made from the patterns (url_pattern.ts);
 * vite.config.ts leaves the registry's parsed tokens out of the browser bundle.
 */
function searchParams(qs: Record<string, any>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(qs)) {
    if (value === undefined || value === null) continue
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return params.toString()
}

type Routes = typeof registry.routes
export type RouteName = keyof Routes & string

/** Named params of a route (`:id` → `{ id }`); routes without params take `{}`. */
type ParamsOf<Name extends RouteName> = Routes[Name] extends { pattern: infer P }
  ? P extends string
    ? ExtractParams<P>
    : never
  : never
type ExtractParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ExtractParams<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : {}

export function urlFor<Name extends RouteName>(
  name: Name,
  params: ParamsOf<Name> = {} as ParamsOf<Name>,
  options: { qs?: Record<string, unknown> } = {}
): string {
  const route = registry.routes[name] as { pattern: string } | undefined
  if (!route) throw new Error(`Cannot lookup route "${name}"`)
  return makeUrl(
    route.pattern,
    params as Record<string, unknown>,
    options.qs ? searchParams(options.qs) : undefined
  )
}

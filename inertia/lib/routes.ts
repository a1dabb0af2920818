import { registry } from '@generated/registry'
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'

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
 * `filter` and `scopes` as JSON, doc 1 §7).
 */
function searchParams(qs: Record<string, any>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(qs)) {
    if (value === undefined || value === null) continue
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return params.toString()
}

const entries = Object.entries(registry.routes).map(([name, route]) => ({
  name,
  domain: 'root',
  ...route,
}))

const builder = createUrlBuilder<any>({ root: entries as any }, searchParams)

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
  return builder(name, params as any, options.qs ? { qs: options.qs } : undefined)
}

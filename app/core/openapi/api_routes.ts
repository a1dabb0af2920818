import { middlewareInfo, routeInfo } from '@adonisjs/http-server/helpers'
import type { Router } from '@adonisjs/core/http'

/** An `/api` route of the router, as the OpenAPI generator and the document test read it. */
export interface ApiRoute {
  name: string
  pattern: string
  /** Every method but HEAD. */
  methods: string[]
  /** The controller's module (`#orders/controllers/orders_controller`) and method. */
  controller: { module: string; method: string } | null
  /** Guards of the route's `auth` middleware (`['api', 'web']`), null for a public route. */
  guards: string[] | null
}

/** Every route whose pattern starts with `/api`, as the booted router holds them. */
export async function collectApiRoutes(router: Router): Promise<ApiRoute[]> {
  router.commit()
  const byDomain = router.toJSON()
  const routes: ApiRoute[] = []
  for (const domain of Object.keys(byDomain)) {
    for (const route of byDomain[domain]) {
      if (!route.pattern.startsWith('/api/') && route.pattern !== '/api') continue
      const handler = (await routeInfo(route)) as {
        type: string
        moduleNameOrPath?: string
        method?: string
      }
      const middleware = (await Promise.all(
        [...route.middleware.all()].map((one) => middlewareInfo(one))
      )) as { type: string; name?: string; args?: { guards?: string[] } }[]
      const auth = middleware.find((one) => one.type === 'named' && one.name === 'auth')
      routes.push({
        name: route.name ?? '',
        pattern: route.pattern,
        methods: route.methods.filter((method) => method !== 'HEAD'),
        controller:
          handler.type === 'controller' && handler.moduleNameOrPath && handler.method
            ? { module: handler.moduleNameOrPath, method: handler.method }
            : null,
        guards: auth ? (auth.args?.guards ?? ['web']) : null,
      })
    }
  }
  return routes
}

/** `/api/orders/:id/:part?` → `/api/orders/{id}/{part}` (OpenAPI's path template). */
export function openApiPath(pattern: string) {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}').replace(/\/\*$/, '/{wildcard}')
}

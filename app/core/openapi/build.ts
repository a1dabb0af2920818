import { readFile, writeFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { collectApiRoutes, type ApiRoute } from '#core/openapi/api_routes'
import { OPENAPI_DOCUMENT_PATH } from '#core/openapi/document'

/**
 * Gathers what the generator needs from the booted app (the routes, the validators' JSON
 * Schema, the token scopes) and runs it. Used by `node ace openapi:generate` and by the
 * document test (which compares the result with the committed file). The generator and the
 * `typescript` package are imported here only, never by the running server.
 */
export async function buildOpenApiDocument(routes?: ApiRoute[]) {
  const { generateOpenApi, packageVersion } = await import('#core/openapi/generator')
  const apiRoutes = routes ?? (await collectApiRoutes(router))
  const registry = await readFile(app.makePath('.adonisjs/client/registry/schema.d.ts'), 'utf8')
  const validatorSchemas: Record<string, Record<string, unknown>> = {}
  for (const match of registry.matchAll(/typeof import\('([^']+)'\)\.([A-Za-z0-9_$]+)\)/g)) {
    const key = `${match[1]}#${match[2]}`
    if (key in validatorSchemas) continue
    try {
      const mod = (await import(match[1])) as Record<string, { toJSONSchema?: () => object }>
      const schema = mod[match[2]]?.toJSONSchema?.()
      if (schema) validatorSchemas[key] = schema as Record<string, unknown>
    } catch {
      // a validator that cannot describe itself: the type alone documents it
    }
  }
  const scopes = await tokenScopes()
  const result = generateOpenApi({
    appRoot: app.makePath(),
    routes: apiRoutes,
    validatorSchemas,
    routeScopes: scopes.routeScopes,
    scopeDescriptions: scopes.descriptions,
    version: packageVersion(app.makePath()),
  })
  return { ...result, routes: apiRoutes, text: `${JSON.stringify(result.document, null, 2)}\n` }
}

/**
 * ROUTE_SCOPES and TOKEN_SCOPES of app/users/rules/token_scopes.ts (the store tokens' scopes),
 * or nothing while that table does not exist.
 */
async function tokenScopes(): Promise<{
  routeScopes: Record<string, string> | null
  descriptions: Record<string, string>
}> {
  try {
    const mod = (await import('#users/rules/token_scopes')) as {
      ROUTE_SCOPES?: Record<string, string>
      TOKEN_SCOPES?: unknown
    }
    const descriptions: Record<string, string> = {}
    const table = mod.TOKEN_SCOPES
    const entries: [string, unknown][] = Array.isArray(table)
      ? table.map((one) => [String((one as { name?: string }).name ?? one), one])
      : Object.entries((table ?? {}) as Record<string, unknown>)
    for (const [name, value] of entries) {
      const info = value as { label?: string; description?: string } | string
      descriptions[name] =
        typeof info === 'string'
          ? info
          : [info?.label, info?.description].filter(Boolean).join(': ') || name
    }
    return { routeScopes: mod.ROUTE_SCOPES ?? null, descriptions }
  } catch {
    return { routeScopes: null, descriptions: {} }
  }
}

export function committedOpenApiText() {
  return readFile(app.makePath(OPENAPI_DOCUMENT_PATH), 'utf8').catch(() => '')
}

export function writeOpenApiDocument(text: string) {
  return writeFile(app.makePath(OPENAPI_DOCUMENT_PATH), text)
}

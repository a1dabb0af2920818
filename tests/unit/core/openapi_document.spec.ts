import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { collectApiRoutes, openApiPath, type ApiRoute } from '#core/openapi/api_routes'
import { loadOpenApiDocument } from '#core/openapi/document'

type Document = {
  openapi: string
  paths: Record<string, Record<string, { summary?: string; operationId?: string }>>
  [key: string]: unknown
}

/** `METHOD /path` of every route operation the document lacks. */
function missingOperations(routes: ApiRoute[], document: Document) {
  const missing: string[] = []
  for (const route of routes) {
    const item = document.paths[openApiPath(route.pattern)]
    for (const method of route.methods) {
      if (!item?.[method.toLowerCase()]) missing.push(`${method} ${route.pattern} (${route.name})`)
    }
  }
  return missing
}

/** Every `$ref` of the document that points nowhere. */
function brokenRefs(document: Document) {
  const broken: string[] = []
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        document
      )
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const ref = (value as { $ref?: unknown }).$ref
      if (typeof ref === 'string' && (!ref.startsWith('#/') || resolve(ref) === undefined)) {
        broken.push(ref)
      }
      Object.values(value).forEach(visit)
    }
  }
  visit(document)
  return broken
}

/** Words of English prose that a Spanish summary never holds. */
const ENGLISH = /\b(the|and|with|returns?|list|get|create|update|delete)\b/i

test.group('OpenAPI document', () => {
  test('every /api route of the router is an operation of the document', async ({ assert }) => {
    const routes = await collectApiRoutes(router)
    const document = (await loadOpenApiDocument()) as Document
    assert.isAbove(routes.length, 100)
    assert.deepEqual(missingOperations(routes, document), [])

    // a document without one of them fails the check, naming it
    const copy = structuredClone(document)
    const victim = routes.find((route) => route.name === 'api.zones.index')!
    delete copy.paths[openApiPath(victim.pattern)].get
    assert.deepEqual(missingOperations(routes, copy), [
      'GET /api/localization/zones (api.zones.index)',
    ])
  })

  test('OpenAPI 3.1, a Spanish summary on every operation, every $ref resolves', async ({
    assert,
  }) => {
    const document = (await loadOpenApiDocument()) as Document
    assert.equal(document.openapi, '3.1.0')
    const withoutSummary: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.summary || ENGLISH.test(operation.summary)) {
          withoutSummary.push(`${method.toUpperCase()} ${path} (${operation.operationId})`)
        }
      }
    }
    assert.deepEqual(withoutSummary, [], 'operations without a Spanish @summary')
    assert.deepEqual(brokenRefs(document), [])
    const copy = structuredClone(document) as Document & { components: { schemas: object } }
    copy.components.schemas = {}
    assert.include(brokenRefs(copy), '#/components/schemas/Error')
  })

  /**
   * The committed file is what the code generates now: the document is generated again here
   * (the TypeScript checker over the codegen registry, ~15 s on 2 cores) and compared with
   * app/core/openapi/openapi.json. Hashing the inputs instead would miss a change in any type
   * a response reaches (models, transformers, helpers).
   */
  test('the committed document is current (node ace openapi:generate)', async ({ assert }) => {
    const { buildOpenApiDocument, committedOpenApiText } = await import('#core/openapi/build')
    const result = await buildOpenApiDocument()
    const committed = await committedOpenApiText()
    assert.isTrue(
      committed === result.text,
      'app/core/openapi/openapi.json is stale: run node ace codegen && node ace openapi:generate'
    )
  }).timeout(120_000)
})

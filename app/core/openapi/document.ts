import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

/**
 * The OpenAPI 3.1 document of every `/api` route, as `node ace openapi:generate`
 * (commands/openapi_generate.ts) wrote it into `app/core/openapi/openapi.json` from the
 * routes, validators and transformers. It is never written by hand: the generated file is
 * committed so it diffs with the code that changed it, and the document test fails when it is
 * stale or misses a route.
 */
export const OPENAPI_DOCUMENT_PATH = 'app/core/openapi/openapi.json'

let cached: Promise<Record<string, unknown>> | undefined

/** The generated document, read once per process (the file changes only with a deploy). */
export function loadOpenApiDocument(): Promise<Record<string, unknown>> {
  if (!cached) {
    cached = readFile(app.makePath(OPENAPI_DOCUMENT_PATH), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch((error) => {
        cached = undefined
        throw error
      })
  }
  return cached
}

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { ApiResponse } from '@japa/api-client'

/**
 * Checks an answer of the app against the OpenAPI document (app/core/openapi/openapi.json):
 * tests/bootstrap.ts runs it on every response to an `/api` path the functional tests receive.
 * The operation is found by method and path (the path template whose literal part is the
 * longest wins: `/api/x/count` before `/api/x/{id}`), and the JSON body is validated with Ajv
 * against that operation's schema for the status (2xx: the documented success answer; 4xx:
 * the shared Error). Answers that are not JSON (files, xlsx, pdf, event streams, pages) and
 * 5xx are not checked. A 2xx the document does not list is a mismatch.
 */

interface Operation {
  method: string
  template: string
  regex: RegExp
  literal: number
  responses: Record<string, { content?: Record<string, { schema?: object }>; $ref?: string }>
}

const DOCUMENT_FILE = fileURLToPath(new URL('../../app/core/openapi/openapi.json', import.meta.url))

let state:
  { operations: Operation[]; ajv: Ajv2020; cache: Map<string, ValidateFunction> } | undefined

/** Checks may be switched off for one test that sends deliberately odd answers. */
export const openApiCheck = { enabled: process.env.OPENAPI_CHECK !== '0' }

function load() {
  if (state) return state
  const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as {
    paths: Record<string, Record<string, Operation['responses'] | any>>
  }
  const operations: Operation[] = []
  for (const [template, item] of Object.entries(document.paths)) {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) =>
        part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      )
      .join('')
    for (const [method, operation] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        template,
        regex: new RegExp(`^${source}/?$`),
        literal: template.replace(/\{[^}]+\}/g, '').length,
        responses: (operation as { responses: Operation['responses'] }).responses,
      })
    }
  }
  operations.sort((a, b) => b.literal - a.literal)
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ;(addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv)
  // the document itself, so `$ref: '#/components/…'` resolves
  ajv.addSchema({ ...document, $id: 'openapi' } as object)
  state = { operations, ajv, cache: new Map() }
  return state
}

/** The operation of the document that serves `method path`, if any. */
export function findOperation(method: string, path: string) {
  const { operations } = load()
  return operations.find((one) => one.method === method && one.regex.test(path))
}

/**
 * Null when the answer agrees with the document, else the reason (route, status, Ajv errors,
 * an excerpt of the body).
 */
export function openApiMismatch(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: unknown
): string | null {
  const path = new URL(url, 'http://localhost').pathname
  if (!path.startsWith('/api/')) return null
  if (!contentType?.includes('application/json')) return null
  if (status >= 500 || status < 200 || status === 204 || (status >= 300 && status < 400)) {
    return null
  }
  const operation = findOperation(method.toUpperCase(), path)
  if (!operation) {
    // an unknown path answers 404 with the Error shape; anything else should be documented
    if (status === 404 || status === 405) return null
    return `${method} ${path} (${status}): no operation of the OpenAPI document serves it`
  }
  const where = `${method} ${operation.template} (${path}) answered ${status}`
  let pointer: string
  if (status >= 400) {
    pointer = 'openapi#/components/schemas/Error'
  } else {
    const response = operation.responses[String(status)]
    if (!response) {
      return `${where}: the document lists only ${Object.keys(operation.responses)
        .filter((code) => code.startsWith('2'))
        .join(', ')} as success statuses`
    }
    if (!response.content?.['application/json']) return null
    pointer = `openapi#/paths/${encodeURIComponent(escapePointer(operation.template))}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`
  }
  const { ajv, cache } = load()
  let validate = cache.get(pointer)
  if (!validate) {
    validate = ajv.getSchema(pointer)
    if (!validate) return `${where}: no schema at ${pointer}`
    cache.set(pointer, validate)
  }
  if (validate(body)) return null
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (error) => `  ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`
    )
    .join('\n')
  const excerpt = JSON.stringify(body)?.slice(0, 600)
  return `${where} does not match its OpenAPI schema:\n${errors}\nbody: ${excerpt}`
}

function escapePointer(segment: string) {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** The ApiClient teardown hook: throws (failing the test) on an answer the document denies. */
export function checkApiResponse(response: ApiResponse) {
  if (!openApiCheck.enabled) return
  const config = response.request.config
  const contentType = response.header('content-type') as string | undefined
  if (!contentType?.includes('application/json')) return
  let body: unknown
  try {
    body = JSON.parse(response.text())
  } catch {
    return
  }
  const mismatch = openApiMismatch(
    config.method,
    config.endpoint,
    response.status(),
    contentType,
    body
  )
  if (mismatch) throw new Error(`OpenAPI: ${mismatch}`)
}

/**
 * A webhook delivery's body against the document's `webhooks` (its event's envelope and data),
 * or null when it matches. 'Enviar prueba' samples (`data.test: true`) are not events.
 */
export function webhookMismatch(body: unknown): string | null {
  if (!openApiCheck.enabled) return null
  const event = (body as { type?: unknown } | null)?.type
  if ((body as { data?: { test?: unknown } } | null)?.data?.test === true) return null
  if (typeof event !== 'string') return `webhook body without a type: ${JSON.stringify(body)}`
  const pointer = `openapi#/webhooks/${encodeURIComponent(escapePointer(event))}/post/requestBody/content/application~1json/schema`
  const { ajv, cache } = load()
  let validate = cache.get(pointer)
  if (!validate) {
    validate = ajv.getSchema(pointer)
    if (!validate) return `webhook ${event}: not in the document's webhooks`
    cache.set(pointer, validate)
  }
  if (validate(body)) return null
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((error) => `  ${error.instancePath || '/'} ${error.message}`)
    .join('\n')
  return `webhook ${event} does not match its OpenAPI schema:\n${errors}\nbody: ${JSON.stringify(body)?.slice(0, 600)}`
}

/**
 * Reading an OpenAPI 3.1 document for the reference page: its operations in tag order, `$ref`
 * lookups and the search. Plain functions without React, so the page's chunk stays small.
 */
export type Schema = Record<string, any>

export interface OpenApiDocument {
  openapi: string
  info: { title?: string; version?: string; description?: string }
  servers?: { url: string }[]
  tags?: { 'name': string; 'description'?: string; 'x-displayName'?: string }[]
  paths?: Record<string, Record<string, any>>
  webhooks?: Record<string, Record<string, any>>
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Schema> }
  security?: Record<string, string[]>[]
}

export interface Parameter {
  name: string
  in: string
  required?: boolean
  description?: string
  deprecated?: boolean
  schema?: Schema
  example?: unknown
}

export interface Operation {
  /** The anchor of its card: `op-<operationId>` (deep links). */
  anchor: string
  operationId: string
  method: string
  path: string
  summary: string
  description: string
  tags: string[]
  deprecated: boolean
  parameters: Parameter[]
  requestBody?: { required?: boolean; description?: string; content?: Record<string, Schema> }
  responses: Record<string, { description?: string; content?: Record<string, Schema> }>
  /** OR of requirements; each requirement is an AND of schemes with their scopes. */
  security: Record<string, string[]>[]
}

export interface TagGroup {
  name: string
  /** Shown for the tag: `x-displayName`, else a short head of its Spanish description. */
  label: string
  description?: string
  operations: Operation[]
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']

/** Filled badge colours with white text at AA contrast. */
const METHOD_COLORS: Record<string, string> = {
  get: 'blue.8',
  post: 'green.9',
  put: 'orange.9',
  patch: 'grape.8',
  delete: 'red.9',
}
export function methodColor(method: string) {
  return METHOD_COLORS[method] ?? 'gray.8'
}

export function statusColor(status: string) {
  if (status.startsWith('2')) return 'green.9'
  if (status.startsWith('3')) return 'blue.8'
  if (status.startsWith('4')) return 'orange.9'
  if (status.startsWith('5')) return 'red.9'
  return 'gray.8'
}

/** The anchor of an operation: letters, digits and `._-` of its id (always a valid URL hash). */
export function anchorOf(operationId: string) {
  return `op-${operationId.replace(/[^\w.-]/g, '-')}`
}

/** A local JSON pointer (`#/components/schemas/Zone`) of the document, or undefined. */
export function lookup(doc: OpenApiDocument, ref: string): any {
  if (!ref.startsWith('#/')) return undefined
  let node: any = doc
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    node = node && typeof node === 'object' ? node[key] : undefined
  }
  return node
}

/** A parameter, request body or response that may be a `$ref` (one level is enough for these). */
function deref<T>(doc: OpenApiDocument, value: any): T {
  return value && typeof value.$ref === 'string' ? (lookup(doc, value.$ref) ?? value) : value
}

/** The name a `$ref` points at (`#/components/schemas/Zone` → `Zone`). */
export function refName(ref: string) {
  return ref.split('/').pop() ?? ref
}

function operationsOfItems(
  doc: OpenApiDocument,
  items: Record<string, Record<string, any>>,
  fallbackTag?: string
): Operation[] {
  const operations: Operation[] = []
  for (const [path, rawItem] of Object.entries(items)) {
    const item = deref<Record<string, any>>(doc, rawItem) ?? {}
    for (const method of HTTP_METHODS) {
      const op = item[method]
      if (!op) continue
      const operationId: string = op.operationId ?? `${method}-${path}`
      const byKey = new Map<string, Parameter>()
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const parameter = deref<Parameter>(doc, raw)
        if (parameter?.name) byKey.set(`${parameter.in}:${parameter.name}`, parameter)
      }
      const responses: Operation['responses'] = {}
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        responses[status] = deref(doc, response) ?? {}
      }
      operations.push({
        anchor: anchorOf(operationId),
        operationId,
        method,
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        tags: op.tags?.length ? op.tags : fallbackTag ? [fallbackTag] : [],
        deprecated: Boolean(op.deprecated),
        parameters: [...byKey.values()],
        requestBody: op.requestBody ? deref(doc, op.requestBody) : undefined,
        responses,
        security: op.security ?? doc.security ?? [],
      })
    }
  }
  return operations
}

/** Every operation of `paths`, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return operationsOfItems(doc, doc.paths ?? {})
}

/** The events of `webhooks` (OpenAPI 3.1), each as an operation named by its event. */
export function webhooksOf(doc: OpenApiDocument): Operation[] {
  return operationsOfItems(doc, doc.webhooks ?? {}).map((op) => ({
    ...op,
    anchor: anchorOf(`webhook-${op.path}`),
  }))
}

/**
 * A tag's name for people: its `x-displayName`; a tag named like a module (`catalog`: the
 * generator names tags by module, in English, and describes them in Spanish) by its description
 * up to the first colon or comma ('Catálogo: marcas…' → 'Catálogo') or the whole of a short one;
 * else the tag itself.
 */
export function tagLabel(tag: {
  'name': string
  'description'?: string
  'x-displayName'?: string
}) {
  if (tag['x-displayName']) return tag['x-displayName']
  if (!/^[a-z_-]+$/.test(tag.name)) return tag.name
  const description = tag.description?.trim() ?? ''
  const head = description.split(/[:,(]/)[0].trim()
  if (head && head.length <= 28) return head
  if (description && description.length <= 40) return description
  return tag.name
}

/**
 * Operations grouped by their first tag, in the order of the tags' labels; the untagged ones
 * last, under `untagged`.
 */
export function groupByTag(doc: OpenApiDocument, operations: Operation[], untagged: string) {
  const groups = new Map<string, TagGroup>()
  for (const tag of doc.tags ?? []) {
    groups.set(tag.name, {
      name: tag.name,
      label: tagLabel(tag),
      description: tag.description,
      operations: [],
    })
  }
  for (const op of operations) {
    const name = op.tags[0] ?? untagged
    if (!groups.has(name)) groups.set(name, { name, label: name, operations: [] })
    groups.get(name)!.operations.push(op)
  }
  return [...groups.values()]
    .filter((group) => group.operations.length > 0)
    .sort((a, b) =>
      a.name === untagged ? 1 : b.name === untagged ? -1 : a.label.localeCompare(b.label, 'es')
    )
}

/** Lower case without accents, so 'cotizacion' finds 'Cotización'. */
export function folded(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Whether the operation's path, summary, operation id or method matches every word typed. */
export function matchesSearch(op: Operation, query: string) {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = folded(`${op.method} ${op.path} ${op.summary} ${op.operationId}`)
  return words.every((word) => haystack.includes(word))
}

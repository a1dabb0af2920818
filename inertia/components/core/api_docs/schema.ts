import { API_DOCS_TEXTS as T } from './api_docs_texts'
import { lookup, refName, type OpenApiDocument, type Schema } from './openapi'

/**
 * A schema made readable: `$ref` followed, `allOf` merged, `X | null` (3.1 type lists,
 * `anyOf: [X, { type: 'null' }]`, 3.0's `nullable`) turned into X marked nullable; other
 * `anyOf` / `oneOf` kept as variants.
 */
export interface Normalized {
  schema: Schema
  /** The component it came from (`Zone`), shown beside its type. */
  name?: string
  /** The refs followed to reach it, added to the caller's (the cycle guard). */
  refs: string[]
  nullable: boolean
  variants?: Schema[]
}

const MAX_REFS = 16

export function normalize(doc: OpenApiDocument, input: Schema | undefined): Normalized {
  let schema: Schema = input ?? {}
  const refs: string[] = []
  let name: string | undefined
  let nullable = false
  while (typeof schema.$ref === 'string' && refs.length < MAX_REFS) {
    if (refs.includes(schema.$ref)) break
    refs.push(schema.$ref)
    name = refName(schema.$ref)
    const { $ref, ...siblings } = schema
    schema = { ...(lookup(doc, $ref) ?? {}), ...siblings }
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { ...schema, allOf: undefined, properties: {}, required: [] }
    for (const part of [schema, ...schema.allOf.map((p: Schema) => normalize(doc, p).schema)]) {
      Object.assign(merged.properties, part.properties ?? {})
      merged.required.push(...(part.required ?? []))
      if (part.type && !merged.type) merged.type = part.type
    }
    schema = merged
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    nullable = true
    const rest = schema.type.filter((t: string) => t !== 'null')
    schema = { ...schema, type: rest.length === 1 ? rest[0] : rest }
  }
  if (schema.nullable === true) nullable = true
  const choices: Schema[] | undefined = schema.anyOf ?? schema.oneOf
  if (Array.isArray(choices)) {
    const nonNull = choices.filter((c) => c.type !== 'null')
    if (nonNull.length < choices.length) nullable = true
    if (nonNull.length === 1) {
      const { anyOf, oneOf, ...siblings } = schema
      const inner = normalize(doc, { ...nonNull[0], ...siblings })
      return {
        ...inner,
        name: inner.name ?? name,
        refs: [...refs, ...inner.refs],
        nullable: nullable || inner.nullable,
      }
    }
    return { schema, name, refs, nullable, variants: nonNull }
  }
  return { schema, name, refs, nullable }
}

/** Its type as read: `string (date-time)`, `array<Zone>`, `integer`, `"open"`. */
export function typeLabel(doc: OpenApiDocument, n: Normalized): string {
  const { schema } = n
  if ('const' in schema) return JSON.stringify(schema.const)
  if (n.variants) {
    const labels = n.variants.map((v) => typeLabel(doc, normalize(doc, v)))
    // what the generator writes for a value it cannot narrow (a VineJS `any`)
    const any = ['string', 'number', 'boolean', 'array', 'object'].every((t) => labels.includes(t))
    return any ? T.anyValue : labels.join(' | ')
  }
  let type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type
  if (!type && Array.isArray(schema.enum)) {
    type = [
      ...new Set(schema.enum.filter((v: unknown) => v !== null).map((v: unknown) => typeof v)),
    ].join(' | ')
  }
  if (!type) type = schema.properties ? 'object' : schema.items ? 'array' : T.anyValue
  if (type === 'array' && schema.items) {
    const items = normalize(doc, schema.items)
    return `array<${items.name ?? typeLabel(doc, items)}>`
  }
  if (type === 'object' && n.name) return `${n.name} (object)`
  return schema.format ? `${type} (${schema.format})` : type
}

/** Its validation rules in words: 'máx. 64 caracteres', 'mín. 0'... */
export function constraintsOf(schema: Schema): string[] {
  const result: string[] = []
  const C = T.constraints
  for (const key of [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
    'default',
  ] as const) {
    if (schema[key] !== undefined) result.push(C[key](schema[key]))
  }
  return result
}

/** Whether a schema has children to show (an object's properties or an array's items). */
export function childrenOf(doc: OpenApiDocument, n: Normalized) {
  const { schema } = n
  if (schema.properties) return 'object'
  if (schema.items) {
    const items = normalize(doc, schema.items)
    if (items.schema.properties || items.variants || items.schema.items) return 'array'
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') return 'map'
  const structured = (v: Schema) => {
    const x = normalize(doc, v)
    return Boolean(x.schema.properties || x.schema.items || x.variants)
  }
  if (n.variants?.some(structured)) return 'variants'
  return null
}

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2026-11-29T15:30:00Z',
  'date': '2026-11-29',
  'time': '15:30:00',
  'email': 'tienda@ejemplo.com',
  'uuid': '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e8c1a40',
  'uri': 'https://ejemplo.com/webhooks',
  'url': 'https://ejemplo.com/webhooks',
  'binary': '(archivo)',
  'ipv4': '127.0.0.1',
}

/** A string example from its property's name when the schema gives no format. */
function stringByName(key: string) {
  if (/(_at|At)$/.test(key)) return FORMAT_EXAMPLES['date-time']
  if (/email/i.test(key)) return FORMAT_EXAMPLES.email
  if (/(url|Url|URL)$/.test(key)) return FORMAT_EXAMPLES.url
  return 'texto'
}

/**
 * An example value of a schema: its own `example` / `examples` / `default` / `const` / first
 * enum value, else one made from its type. A `$ref` already being expanded gives `{}` (cycles),
 * and depth stops at 8.
 */
export function exampleOf(
  doc: OpenApiDocument,
  input: Schema | undefined,
  seen: string[] = [],
  key = ''
): unknown {
  const n = normalize(doc, input)
  if (n.refs.some((ref) => seen.includes(ref)) || seen.length > 8) return n.schema.items ? [] : {}
  const path = [...seen, ...n.refs]
  const schema = n.schema
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0]
  if (n.variants) return exampleOf(doc, n.variants[0], path, key)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object' || schema.properties || schema.additionalProperties) {
    const result: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(schema.properties ?? {})) {
      result[name] = exampleOf(doc, value as Schema, path, name)
    }
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      result.clave = exampleOf(doc, schema.additionalProperties, path)
    }
    return result
  }
  if (type === 'array' || schema.items) return [exampleOf(doc, schema.items, path)]
  if (type === 'integer') return schema.minimum ?? 1
  if (type === 'number') return schema.minimum ?? 1
  if (type === 'boolean') return true
  if (type === 'null') return null
  if (type === 'string') return FORMAT_EXAMPLES[schema.format] ?? stringByName(key)
  return null
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { openApiPath, type ApiRoute } from '#core/openapi/api_routes'

/**
 * Builds the OpenAPI 3.1 document of the `/api` routes from the code itself, never by hand:
 *
 * - the routes (pattern, methods, name → operationId, `auth` middleware guards → security)
 *   from the booted router (api_routes.ts);
 * - the body, query and response types from the registry that `node ace codegen` writes
 *   (`.adonisjs/client/registry/schema.d.ts`: the VineJS validators' input types and the
 *   controllers' return types, the transformers' output), walked with the TypeScript checker
 *   and turned into JSON Schema (objects, arrays, unions, literals, nullables, records; a
 *   `toJSON()` method gives what JSON.stringify writes: Date and Luxon's DateTime are strings;
 *   a type met again inside itself becomes a `$ref` under `components.schemas`);
 * - the constraints of the validators (maxLength, enum, minimum…) from their `toJSONSchema()`,
 *   handed in by the caller, which imported them (`validatorSchemas`);
 * - the success status from the controller method's source (`response.created()`,
 *   `response.status(201)`, `response.noContent()`), 200 otherwise;
 * - the Spanish `@summary` and `@description` JSDoc tags of the controller method;
 * - each bearer operation's scope from `ROUTE_SCOPES` (app/users/rules/token_scopes.ts).
 *
 * Everything is sorted so that the committed file diffs cleanly.
 */

type Schema = Record<string, unknown>

export interface GenerateInput {
  appRoot: string
  routes: ApiRoute[]
  /** `'<module>#<export>'` → the validator's `toJSONSchema()`. */
  validatorSchemas: Record<string, Schema>
  /** Route name → the token scope it needs (ROUTE_SCOPES), when that table exists. */
  routeScopes: Record<string, string> | null
  /** Scope → its Spanish description, for the bearer scheme. */
  scopeDescriptions: Record<string, string>
  version: string
}

export interface GenerateResult {
  document: Schema
  warnings: string[]
  /** Places where a type was too opaque to describe (`{}` written). */
  opaque: string[]
}

const OPAQUE = 'Sin descripción de tipo'
const REGISTRY_FILE = '.adonisjs/client/registry/schema.d.ts'
/**
 * The webhooks' payload types (the document's top-level `webhooks`): the interface
 * `WebhookEventData` maps each event name to its `data`, each entry with a Spanish `@summary`.
 * Read by path as the registry is: the generator never imports the module.
 */
const WEBHOOK_TYPES_FILE = 'app/integrations/rules/webhook_payloads.ts'
const WEBHOOK_HEADERS: [string, string][] = [
  [
    'Repuestos-Webhook-Id',
    'El id del evento (`evt_…`): el mismo en cada reintento y en «Reenviar»; úsalo para no procesar dos veces un evento.',
  ],
  [
    'Repuestos-Webhook-Timestamp',
    'Segundos Unix del envío. Rechaza una entrega de más de 5 minutos.',
  ],
  [
    'Repuestos-Webhook-Signature',
    '`v1=<hex>`: HMAC-SHA256 con el secreto del webhook sobre `<timestamp>.<cuerpo tal como llegó>`.',
  ],
]
const VALIDATOR_REF = /InferInput<\(typeof import\('([^']+)'\)\.([A-Za-z0-9_$]+)\)>/

/** Spanish names of the modules, the operations' tags. */
const MODULE_TAGS: Record<string, string> = {
  catalog: 'Catálogo: marcas, modelos y verificación de VIN',
  chat: 'Chat entre compradores y tiendas',
  core: 'Servicios generales: zonas, archivos',
  garage: 'Garaje: los vehículos del comprador',
  integrations: 'Integraciones de las tiendas: tokens y webhooks',
  moderation: 'Moderación: infracciones de las tiendas',
  notifications: 'Notificaciones',
  orders: 'Pedidos, compras y datos de entrega',
  quotations: 'Solicitudes de cotización y cotizaciones',
  reports: 'Reportes e indicadores',
  staff: 'Administración de la plataforma',
  stores: 'Tiendas: configuración, asesores e imágenes',
  users: 'Usuarios, sesiones y tokens',
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Solicitud mal formada',
  '401': 'Sin sesión ni token válido',
  '403': 'Sin permiso para esta acción (o el token no tiene el alcance)',
  '404': 'El recurso no existe o no es del usuario',
  '409': 'Conflicto con el estado del recurso',
  '422': 'Datos inválidos: cada error nombra su campo',
  '429': 'Demasiadas solicitudes: espera antes de reintentar',
}

const SUCCESS_TEXT: Record<number, string> = {
  200: 'Respuesta correcta',
  201: 'Recurso creado',
  202: 'Solicitud aceptada',
  204: 'Sin contenido',
}

/** JSON with its object keys sorted at every depth (arrays keep their order). */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map((one) => sortKeys(one)) as T
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      sorted[key] = sortKeys((value as Record<string, unknown>)[key])
    }
    return sorted as T
  }
  return value
}

/** Reads the project's tsconfig and builds the program around the codegen registry. */
function createProgram(appRoot: string) {
  const configPath = join(appRoot, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, appRoot)
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, incremental: false }
  delete options.tsBuildInfoFile
  return ts.createProgram({
    rootNames: [join(appRoot, REGISTRY_FILE), join(appRoot, WEBHOOK_TYPES_FILE)],
    options,
  })
}

/** The part of `#orders/controllers/x` a tag is made of ('orders'). */
function moduleOf(route: ApiRoute) {
  const match = route.controller?.module.match(/^#([a-z_]+)\//)
  if (match && MODULE_TAGS[match[1]]) return match[1]
  return route.pattern.split('/')[2] ?? 'api'
}

class TypeWalker {
  components: Record<string, Schema> = {}
  hasFile = false
  #stack = new Map<ts.Type, { name: string; used: boolean }>()
  #names = new Map<ts.Type, string>()

  constructor(private checker: ts.TypeChecker) {}

  /** Starts a walk (body, query or response): clears the file flag of the last one. */
  fresh() {
    this.hasFile = false
    return this
  }

  #opaque(why: string): Schema {
    return { description: `${OPAQUE} (${why})` }
  }

  #componentName(type: ts.Type) {
    const known = this.#names.get(type)
    if (known) return known
    const base =
      (type.aliasSymbol?.name ?? type.getSymbol()?.name ?? 'Schema').replace(
        /[^A-Za-z0-9_]/g,
        ''
      ) || 'Schema'
    let name = base.startsWith('__') ? 'Schema' : base
    let i = 2
    const taken = new Set(this.#names.values())
    while (taken.has(name)) name = `${base}${i++}`
    this.#names.set(type, name)
    return name
  }

  /** Whether a type holds `undefined`/`void` (optional), or nothing else (empty). */
  undefinedIn(type: ts.Type): { empty: boolean; optional: boolean } {
    const all = type.isUnion() ? type.types : [type]
    const kept = all.filter((one) => !(one.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
    return { empty: kept.length === 0, optional: kept.length !== all.length }
  }

  schema(type: ts.Type): Schema {
    const f = type.flags
    if (f & ts.TypeFlags.Any) return this.#opaque('any')
    if (f & ts.TypeFlags.Unknown) return this.#opaque('unknown')
    if (f & ts.TypeFlags.Never) return { not: {} }
    if (f & ts.TypeFlags.Null) return { type: 'null' }
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { type: 'null' }
    if (f & ts.TypeFlags.StringLiteral) {
      return { type: 'string', const: (type as ts.StringLiteralType).value }
    }
    if (f & ts.TypeFlags.NumberLiteral) {
      return { type: 'number', const: (type as ts.NumberLiteralType).value }
    }
    if (f & ts.TypeFlags.BooleanLiteral) {
      return {
        type: 'boolean',
        const: (type as unknown as { intrinsicName: string }).intrinsicName === 'true',
      }
    }
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) {
      return { type: 'string' }
    }
    if (f & ts.TypeFlags.Number) return { type: 'number' }
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' }
    if (f & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral)) return { type: 'integer' }
    if (f & ts.TypeFlags.ESSymbolLike) return { not: {} }
    if (type.isUnion()) return this.#union(type.types)
    if (f & ts.TypeFlags.Object || type.isIntersection()) return this.#object(type)
    if (f & ts.TypeFlags.NonPrimitive) return { type: 'object' }
    if (f & ts.TypeFlags.TypeParameter) {
      const constraint = this.checker.getBaseConstraintOfType(type)
      return constraint && constraint !== type
        ? this.schema(constraint)
        : this.#opaque('type parameter')
    }
    return this.#opaque(this.checker.typeToString(type))
  }

  #union(types: readonly ts.Type[]): Schema {
    let nullable = false
    const strings: string[] = []
    const numbers: number[] = []
    const booleans = new Set<boolean>()
    const rest: ts.Type[] = []
    for (const one of types) {
      const f = one.flags
      if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) continue
      if (f & ts.TypeFlags.Null) nullable = true
      else if (f & ts.TypeFlags.StringLiteral) strings.push((one as ts.StringLiteralType).value)
      else if (f & ts.TypeFlags.NumberLiteral) numbers.push((one as ts.NumberLiteralType).value)
      else if (f & ts.TypeFlags.BooleanLiteral) {
        booleans.add((one as unknown as { intrinsicName: string }).intrinsicName === 'true')
      } else rest.push(one)
    }
    const variants: Schema[] = []
    if (strings.length) {
      variants.push(
        strings.length === 1
          ? { type: 'string', const: strings[0] }
          : { type: 'string', enum: [...new Set(strings)].sort() }
      )
    }
    if (numbers.length) {
      variants.push(
        numbers.length === 1
          ? { type: 'number', const: numbers[0] }
          : { type: 'number', enum: [...new Set(numbers)].sort((a, b) => a - b) }
      )
    }
    if (booleans.size === 2) variants.push({ type: 'boolean' })
    else if (booleans.size === 1) variants.push({ type: 'boolean', const: [...booleans][0] })
    for (const one of rest) variants.push(this.schema(one))
    // the same schema twice (two object types alike) is written once
    const unique: Schema[] = []
    const seen = new Set<string>()
    for (const one of variants) {
      const key = JSON.stringify(sortKeys(one))
      if (!seen.has(key)) {
        seen.add(key)
        unique.push(one)
      }
    }
    // a file input (MultipartFile | File | Blob) is a file part of a multipart body
    const file = unique.find((one) => one.format === 'binary')
    if (file) return file
    if (unique.length === 0) return nullable ? { type: 'null' } : { not: {} }
    if (unique.length === 1 && !nullable) return unique[0]
    if (unique.length === 1 && typeof unique[0].type === 'string' && !('const' in unique[0])) {
      const only = unique[0]
      return {
        ...only,
        type: [only.type, 'null'],
        ...(only.enum ? { enum: [...(only.enum as unknown[]), null] } : {}),
      }
    }
    // the checker's order of a union's members follows its type ids: sorted, the file diffs cleanly
    unique.sort((a, b) => {
      const left = JSON.stringify(sortKeys(a))
      const right = JSON.stringify(sortKeys(b))
      return left < right ? -1 : left > right ? 1 : 0
    })
    if (nullable) unique.push({ type: 'null' })
    return { anyOf: unique }
  }

  #object(type: ts.Type): Schema {
    const checker = this.checker
    const symbol = type.getSymbol()
    const name = symbol?.name
    if (name === 'Date') return { type: 'string', format: 'date-time' }
    if (name === 'MultipartFile') {
      this.hasFile = true
      return { type: 'string', format: 'binary' }
    }
    if (checker.isTupleType(type)) {
      const args = checker.getTypeArguments(type as ts.TypeReference)
      return {
        type: 'array',
        prefixItems: args.map((one) => this.schema(one)),
        minItems: args.length,
      }
    }
    if (checker.isArrayType(type) || name === 'ReadonlyArray' || name === 'Set') {
      const [item] = checker.getTypeArguments(type as ts.TypeReference)
      return { type: 'array', items: item ? this.schema(item) : {} }
    }
    if (name === 'Map') return { type: 'object' }
    if (name === 'Buffer' || name === 'Uint8Array') return { type: 'string', format: 'binary' }

    const active = this.#stack.get(type)
    if (active) {
      active.used = true
      return { $ref: `#/components/schemas/${active.name}` }
    }
    // what JSON.stringify writes: DateTime#toJSON(), a model's toJSON()…
    const toJSON = checker.getPropertyOfType(type, 'toJSON')
    if (toJSON) {
      const signatures = checker.getSignaturesOfType(
        checker.getTypeOfSymbol(toJSON),
        ts.SignatureKind.Call
      )
      if (signatures.length) {
        const returned = checker.getReturnTypeOfSignature(signatures[0])
        if (name === 'DateTime') return { type: ['string', 'null'], format: 'date-time' }
        return this.schema(returned)
      }
    }
    if (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length) return { not: {} }

    const entry = { name: this.#componentName(type), used: false }
    this.#stack.set(type, entry)
    const properties: Record<string, Schema> = {}
    const required: string[] = []
    for (const prop of checker.getPropertiesOfType(type)) {
      if (prop.name.startsWith('__@') || prop.name.startsWith('#')) continue
      const propType = checker.getTypeOfSymbol(prop)
      if (
        propType.flags & ts.TypeFlags.Object &&
        checker.getSignaturesOfType(propType, ts.SignatureKind.Call).length &&
        !checker.getPropertiesOfType(propType).length
      ) {
        continue // a method: not in the JSON
      }
      const held = this.undefinedIn(propType)
      const optional = Boolean(prop.flags & ts.SymbolFlags.Optional) || held.optional
      properties[prop.name] = held.empty ? {} : this.schema(propType)
      if (!optional) required.push(prop.name)
    }
    const schema: Schema = { type: 'object', properties }
    if (required.length) schema.required = required.sort()
    const index = checker.getIndexInfosOfType(type)
    if (index.length) schema.additionalProperties = this.schema(index[0].type)
    if (!Object.keys(properties).length) delete schema.properties
    this.#stack.delete(type)
    if (entry.used) {
      this.components[entry.name] = schema
      return { $ref: `#/components/schemas/${entry.name}` }
    }
    return schema
  }
}

/**
 * The JSDoc tag `@name` of a declaration, if any: `@summary` is its first line only (the lines
 * after it are the method's English docs), `@description` all of its text.
 */
function jsDocTag(node: ts.Node, name: 'summary' | 'description') {
  const tag = ts.getJSDocTags(node).find((one) => one.tagName.text === name)
  if (!tag) return undefined
  const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment)
  const kept = name === 'summary' ? text?.trim().split('\n')[0] : text
  return kept?.replace(/\s+/g, ' ').trim() || undefined
}

/** The success statuses a controller method sets (`created()`, `status(201)`, `noContent()`). */
function successStatuses(source: string): number[] {
  const found = new Set<number>()
  if (/\.created\(/.test(source)) found.add(201)
  if (/\.accepted\(/.test(source)) found.add(202)
  if (/\.noContent\(/.test(source)) found.add(204)
  for (const call of source.matchAll(/\.status\(([^)]*)\)/g)) {
    for (const code of call[1].matchAll(/\b(2\d\d)\b/g)) found.add(Number(code[1]))
  }
  return [...found].sort()
}

/** The property `name` of an object type, its type (or null). */
function propertyType(checker: ts.TypeChecker, type: ts.Type, name: string) {
  const prop = checker.getPropertyOfType(type, name)
  return prop ? checker.getTypeOfSymbol(prop) : null
}

/** Query parameters from the query schema (validator constraints over the TS type). */
function queryParameters(schema: Schema): Schema[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required as string[]) ?? [])
  return Object.keys(properties)
    .sort()
    .map((name) => {
      const one = properties[name]
      const parameter: Schema = { name, in: 'query', schema: one }
      if (required.has(name)) parameter.required = true
      if (one.type === 'object') {
        parameter.style = 'deepObject'
        parameter.explode = true
      }
      if (name === 'page') parameter.description = 'Página, contada desde 0'
      if (name === 'pageSize' || name === 'perPage') parameter.description = 'Elementos por página'
      return parameter
    })
}

/** The validator schema in place of the type's when there is one (it knows the constraints). */
function mergeValidator(typeSchema: Schema, validator: Schema | undefined, drop: string[]) {
  if (!validator || validator.type !== 'object') return typeSchema
  const properties = { ...((validator.properties ?? {}) as Record<string, Schema>) }
  const typeProperties = (typeSchema.properties ?? {}) as Record<string, Schema>
  for (const key of drop) delete properties[key]
  for (const [key, value] of Object.entries(properties)) {
    // the validator knows nothing of files or dates: the type does
    if (!Object.keys(value).length && typeProperties[key]) properties[key] = typeProperties[key]
    if (typeProperties[key]?.format === 'binary') properties[key] = typeProperties[key]
  }
  const required = ((validator.required as string[]) ?? []).filter((key) => !drop.includes(key))
  const merged: Schema = { ...validator, properties }
  if (required.length) merged.required = required
  else delete merged.required
  return merged
}

export function generateOpenApi(input: GenerateInput): GenerateResult {
  const program = createProgram(input.appRoot)
  const checker = program.getTypeChecker()
  const registryFile = program.getSourceFile(join(input.appRoot, REGISTRY_FILE))
  if (!registryFile) throw new Error(`${REGISTRY_FILE} not found: run node ace codegen`)
  const registryDecl = registryFile.statements.find(
    (one): one is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(one) && one.name.text === 'Registry'
  )
  if (!registryDecl) throw new Error(`No Registry interface in ${REGISTRY_FILE}`)
  const registryType = checker.getTypeAtLocation(registryDecl)
  const members = new Map<string, ts.PropertySignature>()
  for (const member of registryDecl.members) {
    if (ts.isPropertySignature(member) && member.name && ts.isStringLiteral(member.name)) {
      members.set(member.name.text, member)
    }
  }

  const walker = new TypeWalker(checker)
  const warnings: string[] = []
  const paths: Record<string, Record<string, Schema>> = {}
  const tags = new Set<string>()

  for (const route of [...input.routes].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!route.name) {
      warnings.push(`${route.pattern}: a route without a name has no operationId`)
      continue
    }
    const member = members.get(route.name)
    const entry = member ? propertyType(checker, registryType, route.name) : null
    const types = entry ? propertyType(checker, entry, 'types') : null
    if (!types) warnings.push(`${route.name}: not in the codegen registry (run node ace codegen)`)
    const memberText = member?.getText(registryFile) ?? ''
    const bodyRef = memberText.match(VALIDATOR_REF)
    const validatorKey = bodyRef ? `${bodyRef[1]}#${bodyRef[2]}` : undefined
    const validator = validatorKey ? input.validatorSchemas[validatorKey] : undefined

    // the controller method: its docs and the statuses it sets
    let summary: string | undefined
    let description: string | undefined
    let statuses: number[] = []
    let methodSource = ''
    const controllerFile = route.controller
      ? program.getSourceFile(
          join(input.appRoot, route.controller.module.replace(/^#([a-z_]+)\//, 'app/$1/') + '.ts')
        )
      : undefined
    if (controllerFile && route.controller) {
      const classDecl = controllerFile.statements.find(
        (one): one is ts.ClassDeclaration =>
          ts.isClassDeclaration(one) &&
          Boolean(one.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))
      )
      const classType = classDecl?.name ? checker.getTypeAtLocation(classDecl) : undefined
      const methodSymbol =
        classType && checker.getPropertyOfType(classType, route.controller.method)
      const methodDecl = methodSymbol?.declarations?.[0]
      if (methodDecl) {
        summary = jsDocTag(methodDecl, 'summary')
        description = jsDocTag(methodDecl, 'description')
        methodSource = methodDecl.getText()
        statuses = successStatuses(methodSource)
      } else {
        warnings.push(
          `${route.name}: ${route.controller.module}.${route.controller.method} not found`
        )
      }
    }
    if (!summary) warnings.push(`${route.name}: no Spanish @summary on its controller method`)

    const module = moduleOf(route)
    tags.add(module)
    const parameters: Schema[] = []
    for (const param of route.pattern.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)) {
      parameters.push({
        name: param[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...(param[2] ? { description: 'Opcional: la ruta también responde sin él' } : {}),
      })
    }
    if (route.pattern.endsWith('/*')) {
      parameters.push({ name: 'wildcard', in: 'path', required: true, schema: { type: 'string' } })
    }

    for (const method of route.methods) {
      const lower = method.toLowerCase()
      const operation: Schema = {
        operationId: route.methods.length > 1 ? `${route.name}.${lower}` : route.name,
        tags: [module],
      }
      if (summary) operation.summary = summary
      if (description) operation.description = description
      const opParameters = [...parameters]

      // query
      const queryType = types && propertyType(checker, types, 'query')
      if (queryType && checker.getPropertiesOfType(queryType).length) {
        let schema = walker.fresh().schema(queryType)
        if (method === 'GET' || method === 'DELETE') {
          schema = mergeValidator(schema, validator, ['params', 'headers', 'cookies'])
        }
        opParameters.push(...queryParameters(schema))
      }
      if (opParameters.length) operation.parameters = opParameters

      // body
      const bodyType = types && propertyType(checker, types, 'body')
      if (bodyType && method !== 'GET' && checker.getPropertiesOfType(bodyType).length) {
        const typeSchema = walker.fresh().schema(bodyType)
        const multipart = walker.hasFile
        const schema = mergeValidator(typeSchema, validator, [
          'query',
          'params',
          'headers',
          'cookies',
        ])
        operation.requestBody = {
          required: true,
          content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema } },
        }
      }

      // responses
      const responses: Record<string, Schema> = {}
      const responseType = types && propertyType(checker, types, 'response')
      const bodySchema =
        responseType &&
        !walker.undefinedIn(responseType).empty &&
        !/\binertia\.render\(/.test(methodSource)
          ? walker.fresh().schema(responseType)
          : null
      const codes = statuses.length ? statuses : [200]
      // a page (Inertia) or a file streamed to the caller is not JSON
      const otherContent = /\binertia\.render\(/.test(methodSource)
        ? { 'text/html': { schema: { type: 'string' } } }
        : /\.(stream|download|attachment)\(/.test(methodSource)
          ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
          : null
      for (const code of codes) {
        const text = SUCCESS_TEXT[code] ?? 'Respuesta correcta'
        if (code === 204) responses[String(code)] = { description: text }
        else if (otherContent)
          responses[String(code)] = { description: text, content: otherContent }
        else if (!bodySchema) responses[String(code)] = { description: text }
        else {
          responses[String(code)] = {
            description: text,
            content: { 'application/json': { schema: bodySchema } },
          }
        }
      }
      for (const code of Object.keys(ERROR_STATUSES)) {
        if (code === '401' && !route.guards) continue
        responses[code] = { $ref: `#/components/responses/Error${code}` }
      }
      operation.responses = responses

      // security
      if (route.guards) {
        const security: Schema[] = []
        if (route.guards.includes('api')) {
          const scope = input.routeScopes?.[route.name]
          security.push({ bearerAuth: scope ? [scope] : [] })
        }
        if (route.guards.includes('web')) security.push({ session: [] })
        operation.security = security
      } else {
        operation.security = []
      }
      if (route.guards?.includes('api') && input.routeScopes) {
        const scope = input.routeScopes[route.name]
        operation['x-token-scope'] = scope ?? null
      }

      const path = openApiPath(route.pattern)
      paths[path] ??= {}
      paths[path][lower] = operation
    }
  }

  const errorResponses: Record<string, Schema> = {}
  for (const [code, text] of Object.entries(ERROR_STATUSES)) {
    errorResponses[`Error${code}`] = {
      description: text,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }

  const scopeLines = Object.entries(input.scopeDescriptions)
    .map(([scope, text]) => `- \`${scope}\`: ${text}`)
    .join('\n')

  const webhooks = webhookOperations(program, checker, walker, input.appRoot, warnings)

  const document: Schema = {
    openapi: '3.1.0',
    info: {
      title: 'Repuestos API',
      version: input.version,
      description: [
        'API del marketplace de repuestos. Generada desde las rutas, los validadores y los transformadores del código (`node ace openapi:generate`): nunca se escribe a mano.',
        '',
        'Las listas responden `{ data, metadata: { count, page, pageSize } }`; `page` se cuenta desde 0 y `pageSize` es el número de elementos por página. Un elemento responde `{ data }`.',
        '',
        'Los errores responden `{ message, errors: [{ field?, message, rule? }] }` con mensajes en español; un error de validación (422) nombra el campo en `field`.',
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'Este servidor' }],
    tags: [...tags].sort().map((name) => ({ name, description: MODULE_TAGS[name] ?? name })),
    paths: Object.fromEntries(
      Object.keys(paths)
        .sort()
        .map((key) => [key, paths[key]])
    ),
    webhooks,
    components: {
      schemas: {
        ...walker.components,
        Error: {
          type: 'object',
          description: 'Respuesta de error: un mensaje y la lista de errores, en español.',
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  field: { type: 'string', description: 'El campo al que se refiere el error' },
                  message: { type: 'string' },
                  rule: { type: 'string', description: 'La regla de validación que falló' },
                },
                required: ['message'],
              },
            },
          },
          required: ['message', 'errors'],
        },
      },
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: [
            'Token de acceso en `Authorization: Bearer <token>`. Un token personal (`POST /api/auth/tokens`) sirve en toda operación que acepta bearerAuth. Un token de tienda actúa solo por la tienda y solo en las operaciones que nombran uno de sus alcances (en `security` y en `x-token-scope`); cualquier otra responde 403.',
            scopeLines ? `\nAlcances:\n${scopeLines}` : '',
          ].join(''),
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'adonis-session',
          description:
            'Sesión del navegador (cookie de sesión tras iniciar sesión). Las solicitudes que cambian datos (POST, PUT, PATCH, DELETE) deben enviar además la cabecera `X-XSRF-TOKEN` con el valor de la cookie `XSRF-TOKEN`; sin ella la respuesta es un error.',
        },
      },
    },
  }
  return { document: sortKeys(document), warnings: warnings.sort(), opaque: opaquePlaces(document) }
}

/**
 * The document's `webhooks` (OpenAPI 3.1): one POST per event of `WebhookEventData`, its body
 * the envelope `{ id, type, created_at, data }` with that event's `data`, the signature headers,
 * and the answer the platform expects (any 2xx; anything else is retried).
 */
function webhookOperations(
  program: ts.Program,
  checker: ts.TypeChecker,
  walker: TypeWalker,
  appRoot: string,
  warnings: string[]
): Record<string, Schema> {
  const file = program.getSourceFile(join(appRoot, WEBHOOK_TYPES_FILE))
  const map = file?.statements.find(
    (one): one is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(one) && one.name.text === 'WebhookEventData'
  )
  if (!map) {
    warnings.push(`${WEBHOOK_TYPES_FILE}: no WebhookEventData interface (webhooks undocumented)`)
    return {}
  }
  const operations: Record<string, Schema> = {}
  for (const member of map.members) {
    if (!ts.isPropertySignature(member) || !member.name || !ts.isStringLiteral(member.name)) {
      continue
    }
    const event = member.name.text
    const summary = jsDocTag(member, 'summary')
    if (!summary) warnings.push(`webhook ${event}: no @summary`)
    operations[event] = {
      post: {
        operationId: `webhook.${event}`,
        tags: ['integrations'],
        summary: summary ?? event,
        parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
          name,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  id: { type: 'string', description: 'El id del evento (`evt_…`).' },
                  type: { type: 'string', const: event },
                  created_at: { type: 'string', format: 'date-time' },
                  data: walker.fresh().schema(checker.getTypeAtLocation(member)),
                },
                required: ['id', 'type', 'created_at', 'data'],
              },
            },
          },
        },
        responses: {
          '2XX': {
            description: 'Recibido. Cualquier otra respuesta se reintenta con espera creciente.',
          },
        },
      },
    }
  }
  return operations
}

/** Where the document still says a type could not be described (after the validators' help). */
function opaquePlaces(document: Schema) {
  const places: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((one, i) => visit(one, `${path}/${i}`))
    else if (value && typeof value === 'object') {
      const description = (value as Schema).description
      if (typeof description === 'string' && description.startsWith(OPAQUE)) {
        places.push(`${path} (${description.slice(OPAQUE.length + 2, -1)})`)
      }
      for (const [key, one] of Object.entries(value)) visit(one, `${path}/${key}`)
    }
  }
  visit(document.paths, '#/paths')
  visit((document.components as Schema).schemas, '#/components/schemas')
  return places.sort()
}

/** The version of package.json, the document's `info.version`. */
export function packageVersion(appRoot: string) {
  return (JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string })
    .version
}

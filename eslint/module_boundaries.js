import path from 'node:path'

/**
 * Module boundaries (DEVELOPERS.md "The architecture"), checked on every import form: static
 * `import`, `export … from`, dynamic `import()` and `require()`.
 *
 * - A module reaches another module only through its alias (`#quotations/...`): a relative path
 *   that leaves `app/<module>/` is refused, so the rules below cannot be dodged with `../../`.
 * - Modules are ranked; a module never loads a higher-ranked one at run time:
 *     1. core, users, stores, garage, catalog (the lower modules: they may use each other)
 *     2. quotations
 *     3. orders
 *     4. chat, notifications, moderation, reports
 *     5. staff (the staff section: it reads and moderates every other module), integrations
 *        (store tokens and webhooks: they follow every other module's events)
 *   Lower modules (rank 1) talk to higher ones through events only: not even a type import.
 *   From rank 2 up, a type-only import of a higher module is allowed (erased at run time: a model
 *   may name the type of a relation the higher module adds at boot, see start/relations.ts).
 */
export const MODULE_RANKS = {
  core: 1,
  users: 1,
  stores: 1,
  garage: 1,
  catalog: 1,
  quotations: 2,
  orders: 3,
  chat: 4,
  notifications: 4,
  moderation: 4,
  reports: 4,
  staff: 5,
  integrations: 5,
}

const ALIAS = /^#([a-z]+)\//

function moduleOfFile(filename) {
  const relative = path.relative(process.cwd(), filename).split(path.sep)
  return relative[0] === 'app' && relative.length > 2 ? relative[1] : null
}

/** The module an import specifier lands in, and whether it got there by a relative path. */
function target(specifier, filename) {
  const alias = ALIAS.exec(specifier)
  if (alias) return { module: alias[1] in MODULE_RANKS ? alias[1] : null, relative: false }
  if (!specifier.startsWith('.')) return null
  const resolved = path.relative(
    process.cwd(),
    path.resolve(path.dirname(filename), specifier)
  ).split(path.sep)
  if (resolved[0] !== 'app') return { module: null, outside: true, relative: true }
  return { module: resolved[1] ?? null, relative: true }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps app modules within their boundaries' },
    schema: [],
    messages: {
      relative:
        'Import another module through its alias (#{{module}}/...), not a relative path out of app/{{own}}/.',
      outside: 'A module imports code outside app/ through its alias (#config/, #start/...), not a relative path.',
      higher:
        'Module {{own}} must not load the higher module {{module}}: emit an event, or let {{module}} declare what it adds.',
      lowerType:
        'A lower module ({{own}}) must not import the higher module {{module}}, not even a type: emit an event instead.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename()
    const own = moduleOfFile(filename)
    if (!own || !(own in MODULE_RANKS)) return {}

    function check(node, source, typeOnly) {
      if (!source || typeof source !== 'string') return
      const found = target(source, filename)
      if (!found) return
      if (found.relative && found.outside) {
        context.report({ node, messageId: 'outside' })
        return
      }
      if (!found.module || found.module === own) return
      if (found.relative) {
        context.report({ node, messageId: 'relative', data: { module: found.module, own } })
      }
      const ownRank = MODULE_RANKS[own]
      const targetRank = MODULE_RANKS[found.module]
      if (targetRank === undefined || targetRank <= ownRank) return
      if (ownRank === 1) {
        context.report({ node, messageId: typeOnly ? 'lowerType' : 'higher', data: { module: found.module, own } })
      } else if (!typeOnly) {
        context.report({ node, messageId: 'higher', data: { module: found.module, own } })
      }
    }

    function literal(node) {
      if (!node) return null
      if (node.type === 'Literal') return node.value
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        return node.quasis[0].value.cooked
      }
      return null
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
        check(node, node.source.value, typeOnly)
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type')
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type')
      },
      ImportExpression(node) {
        check(node, literal(node.source), false)
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          check(node, literal(node.arguments[0]), false)
        }
      },
      TSImportType(node) {
        const value = literal(node.argument?.literal ?? node.argument)
        check(node, value, true)
      },
    }
  },
}

export default { rules: { 'module-boundaries': rule } }

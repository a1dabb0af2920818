/**
 * Module hooks of `bin/mutation-quick.mjs`: '@japa/runner' becomes the quick runner's recorder,
 * every import of a mutated rule file (from a spec, or from another rule file) lands on its
 * stand-in module, which re-exports the mutant under test, and the relative imports of an
 * instrumented copy resolve from the original file's folder.
 */
let redirects = {}
let originals = {}

export function initialize(data) {
  redirects = data.redirects
  originals = data.originals
}

export async function resolve(specifier, context, next) {
  if (specifier === '@japa/runner') return { url: redirects['@japa/runner'], shortCircuit: true }
  const original = context.parentURL && originals[context.parentURL.split('?')[0]]
  const resolved = await next(specifier, original ? { ...context, parentURL: original } : context)
  const standIn = redirects[resolved.url.split('?')[0]]
  if (standIn && !resolved.url.includes('?')) return { url: standIn, shortCircuit: true }
  return resolved
}

/**
 * Module hooks of `bin/mutation-quick.mjs`: '@japa/runner' becomes the quick runner's recorder,
 * and every import of a mutated rule file (from a spec, or from another rule file) lands on its
 * stand-in module, which re-exports the mutant under test.
 */
let redirects = {}

export function initialize(data) {
  redirects = data.redirects
}

export async function resolve(specifier, context, next) {
  if (specifier === '@japa/runner') return { url: redirects['@japa/runner'], shortCircuit: true }
  const resolved = await next(specifier, context)
  const standIn = redirects[resolved.url.split('?')[0]]
  if (standIn && !resolved.url.includes('?')) return { url: standIn, shortCircuit: true }
  return resolved
}

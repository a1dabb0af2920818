/**
 * What Inertia 3 imports from `laravel-precognition`, without that package (vite.config.ts points
 * the imports of `@inertiajs/core` and `@inertiajs/react` here).
 *
 * Precognition (live validation by asking the server) serves only Inertia's own form helpers,
 * `useForm`, `useFormContext`, `useHttp` and `<Form>`. Our forms are `@mantine/form` with the
 * server's errors mapped onto fields (inertia/lib/form_errors.ts), and lint refuses those four
 * imports (eslint.config.js), so none of this is ever called. Inertia's HTTP client still passes its XSRF
 * cookie and header names to Precognition's client at start-up: those two calls do nothing here.
 * Left in, the package (and the es-toolkit helpers only it uses) cost every page about 3.5 KB
 * gz of JavaScript.
 *
 * Should a page reach Inertia's form helpers anyway, the calls below fail loudly rather than
 * validate nothing.
 */
function unavailable(name: string): never {
  throw new Error(
    `laravel-precognition (${name}) no está en el paquete del navegador: usa @mantine/form (inertia/lib/precognition_off.ts).`
  )
}

export const client = {
  withXsrfCookieName(_name: string) {
    return client
  },
  withXsrfHeaderName(_name: string) {
    return client
  },
}

export function createValidator(): never {
  return unavailable('createValidator')
}

export function resolveName(): never {
  return unavailable('resolveName')
}

export function toSimpleValidationErrors(): never {
  return unavailable('toSimpleValidationErrors')
}

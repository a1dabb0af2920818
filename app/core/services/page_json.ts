/**
 * The Inertia page (component, props, URL) as it is written into the HTML of a first visit:
 * `<script data-page="app" type="application/json">{…}</script><div id="app"></div>`.
 *
 * The page carries text people write for others (a vendor's observations on the buyer's
 * request page, a part name, an order comment, a tracking note, the path of a 404), so its JSON
 * must never close the script or open an HTML comment: `@adonisjs/inertia` 5.0.1 (the latest
 * release) escapes only `/`, and `<!--<script>` in a prop made the HTML parser swallow the
 * app's root, leaving the page blank. Here `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026`
 * (what Inertia's own SSR and its Laravel adapter do), U+2028 and U+2029 `\u2028`, `\u2029`
 * (line breaks to JavaScript parsers older than ES2019), and `/` stays `\/` as before. Each is a
 * JSON escape: `JSON.parse` in the browser (Inertia reads the script's text) gives back the same
 * page.
 *
 * It replaces the `inertia` global of `@adonisjs/inertia`'s Edge plugin (start/view.ts), so the
 * `@inertia()` tag of resources/views/inertia_layout.edge renders through it. A page rendered on
 * the server (config/inertia.ts) comes with `ssrBody`: inertia/ssr.tsx answers there the app's
 * HTML alone (not Inertia's own body, whose JSON escapes only `<` and `/`), and the script is
 * written here the same way, the root marked `data-server-rendered` so the browser hydrates it.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '/': '\\/',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON of `value` that is safe inside a `<script>` element of an HTML page. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/[<>&/\u2028\u2029]/g, (char) => ESCAPES[char])
}

interface RootAttributes {
  as?: string
  id?: string
  class?: string
}

/** The page's JSON script and the element the app mounts in (`@inertia()` in the layout). */
export function inertiaRoot(
  page: { ssrBody?: string; ssrHead?: string[]; [key: string]: unknown } = {},
  attributes: RootAttributes = {}
) {
  const { ssrBody, ssrHead, ...pageObject } = page
  const className = attributes.class ? ` class="${attributes.class}"` : ''
  const id = attributes.id || 'app'
  const tag = attributes.as || 'div'
  const rendered = typeof ssrBody === 'string'
  const marker = rendered ? ' data-server-rendered="true"' : ''
  return `<script data-page="${id}" type="application/json">${scriptSafeJson(pageObject)}</script><${tag}${marker} id="${id}"${className}>${rendered ? ssrBody : ''}</${tag}>`
}

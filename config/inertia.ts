import { defineConfig } from '@adonisjs/inertia'

/**
 * The pages rendered on the server (Inertia SSR, inertia/ssr.tsx): the public ones, which search
 * engines read and which a guest on a phone opens first — their HTML arrives with the page's
 * text, title, description, canonical URL and OpenGraph tags, and React hydrates it. A public
 * page joins by adding its component name here; its components must then render without `window`/`document` (read them in
 * effects or handlers only) and render the same on the server and on the first client render.
 * tests/functional/core/server_rendering.spec.ts and tests/browser/server_rendering.spec.ts
 * read this list, so a page added here is checked by them (give it a case there).
 */
export const serverRenderedPages = [
  'home',
  'quotations/wizard',
  'users/login',
  'users/register',
  'legal/terms',
  'errors/not_found',
  'quotations/sales_opportunities',
  'stores/show',
]

/**
 * Signed-in pages rendered on the server too: the ones people open most (the main area, both
 * sides of a request, Mis compras). On a phone on slow 4G a client-rendered page paints only
 * once its scripts have downloaded and run (first paint 3.1–3.9 s, bench/lighthouse.mjs); with
 * its HTML rendered it paints as soon as the HTML and the CSS are in (2.0–3.0 s,
 * docs/performance.md). Their HTML is the signed-in person's own, like their page JSON: it is
 * rendered for each request and never cached. The same rules as above (no `window` while
 * rendering; dates in the country's time zone, inertia/lib/format.ts); parts that depend on the
 * address or the device render once mounted (the main area's open tab). Each has a case in
 * tests/helpers/server_rendering.ts (`SIGNED_IN_RENDERED_CASES`), checked by the same two specs.
 */
export const signedInServerRenderedPages = [
  'quotations/index',
  'quotations/buyer_detail',
  'quotations/vendor_detail',
  'orders/purchases',
]

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  ssr: {
    enabled: true,
    /**
     * The wizard back from signing in (`?resume`) restores what this browser saved before
     * (localStorage), which the server cannot know: that visit is rendered in the browser.
     */
    pages: (ctx, page) =>
      (serverRenderedPages.includes(page) && ctx.request.qs().resume === undefined) ||
      signedInServerRenderedPages.includes(page),
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig

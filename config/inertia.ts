import { defineConfig } from '@adonisjs/inertia'

/**
 * The pages rendered on the server (Inertia SSR, inertia/ssr.tsx): the public ones, which search
 * engines read and which a guest on a phone opens first — their HTML arrives with the page's
 * text, title, description, canonical URL and OpenGraph tags, and React hydrates it. A public
 * page joins by adding its component name here; its components must then render without `window`/`document` (read them in
 * effects or handlers only) and render the same on the server and on the first client render.
 * tests/functional/core/server_rendering.spec.ts and tests/browser/server_rendering.spec.ts
 * read this list, so a page added here is checked by them (give it a case there). Signed-in
 * pages stay client-rendered: their HTML is nobody else's, and their data comes after.
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

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  ssr: {
    enabled: true,
    /**
     * The wizard back from signing in (`?resume`) restores what this browser saved before
     * (localStorage), which the server cannot know: that visit is rendered in the browser.
     */
    pages: (ctx, page) =>
      serverRenderedPages.includes(page) && ctx.request.qs().resume === undefined,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig

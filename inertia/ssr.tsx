import { renderToString } from 'react-dom/server'
import type { Page } from '@inertiajs/core'
import { createInertiaApp } from '@inertiajs/react'
import { Providers } from '~/components/providers'
import { pageTitle, resolvePage } from '~/pages_resolver'

/**
 * Server rendering of the public pages and of the signed-in pages people open most
 * (config/inertia.ts `serverRenderedPages`, `signedInServerRenderedPages`), called by
 * @adonisjs/inertia through `vite.loadServerModule` (Vite's module runner in development, the
 * bundle in build/public/assets/server in production). The same tree as app.tsx, so React
 * hydrates it without a difference.
 *
 * Answers the `<head>` elements of Inertia's `<Head>` (title, description, canonical URL,
 * OpenGraph: layouts/page_head.tsx) and, as `body`, the app's HTML alone: the page's JSON and
 * the element around it are written by the `@inertia()` tag (app/core/services/page_json.ts),
 * which escapes the JSON for a script element as it does for the other pages — Inertia's own
 * SSR body escapes only `<` and `/`.
 */
export default async function renderPage(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const rendered = await renderOnce(page)
    if (!rendered.body.includes(CLIENT_RENDERED_BOUNDARY) || attempt === 5) return rendered
    // the lazy components' modules were asked for by this render: rendered again once loaded
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt))
  }
}

/**
 * What renderToString writes for a Suspense boundary it could not finish: a component that
 * suspended, the first time a `React.lazy` component (toasts, user menu, charts) renders in this
 * process. The browser would then render that part itself and report "Switched to client
 * rendering"; the page is rendered again instead, once their modules are loaded (only the first
 * pages after a start).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

async function renderOnce(page: Page) {
  let body = ''
  const render: typeof renderToString = (element, options) =>
    (body = renderToString(element, options))
  const { head } = await createInertiaApp({
    page,
    render,
    title: pageTitle,
    resolve: resolvePage,
    setup: ({ App, props }) => (
      <Providers>
        <App {...props} />
      </Providers>
    ),
  })
  return { head, body }
}

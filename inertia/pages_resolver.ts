import type { ResolvedComponent } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'

type PageModule = { default: ResolvedComponent; preload?: (props: any) => Promise<unknown> }

/** The document's title: the page's own, then the product's. */
export function pageTitle(title: string) {
  return title ? `${title} · Repuestos` : 'Repuestos · Autopartes para tu vehículo'
}

/**
 * Each page is a chunk of its own, in the browser (app.tsx) and on the server (ssr.tsx). A page
 * whose first view is a chunk of its own too (the main area's tabs) exports `preload`, and that
 * view's code arrives before the page renders.
 */
export async function resolvePage(name: string, page?: Page) {
  const module = await resolvePageComponent(
    `./pages/${name}.tsx`,
    import.meta.glob<PageModule>('./pages/**/*.tsx')
  )
  if (module.preload && page) await module.preload(page.props)
  return module.default
}

/** Mantine's base styles and common components; the others come with their pages (css/mantine.css) */
import './css/mantine.css'
import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { Providers } from '~/components/providers'

type PageModule = { default: ResolvedComponent; preload?: (props: any) => Promise<unknown> }

createInertiaApp({
  title: (title) => (title ? `${title} · Repuestos` : 'Repuestos · Autopartes para tu vehículo'),
  /**
   * Each page is a chunk of its own. A page whose first view is a chunk of its own too (the
   * main area's tabs) exports `preload`, and that view's code arrives before the page renders.
   */
  resolve: async (name, page) => {
    const module = await resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<PageModule>('./pages/**/*.tsx')
    )
    if (module.preload && page) await module.preload(page.props)
    return module.default
  },
  setup({ el, App, props }) {
    createRoot(el).render(
      <Providers>
        <App {...props} />
      </Providers>
    )
  },
  progress: { color: '#e8590c' },
})

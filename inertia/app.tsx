/** Mantine's base styles and common components; the others come with their pages (css/mantine.css) */
import './css/mantine.css'
import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { Providers } from '~/components/providers'
import { pageTitle, resolvePage } from '~/pages_resolver'

createInertiaApp({
  title: pageTitle,
  resolve: resolvePage,
  /**
   * A page rendered on the server (config/inertia.ts, inertia/ssr.tsx) arrives with its HTML in
   * `<div data-server-rendered="true" id="app">`: React hydrates it (same tree as ssr.tsx); the
   * others are rendered here.
   */
  setup({ el, App, props }) {
    const app = (
      <Providers>
        <App {...props} />
      </Providers>
    )
    if (el.hasAttribute('data-server-rendered')) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#e8590c' },
})

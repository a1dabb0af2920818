import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { Providers } from '~/components/providers'

createInertiaApp({
  title: (title) => (title ? `${title} · Repuestos` : 'Repuestos · Autopartes para tu vehículo'),
  resolve: async (name) => {
    const page = await resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')
    )
    return page.default
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

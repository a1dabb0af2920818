import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  /**
   * The dev server sits behind AdonisJS (vite middleware). The country comes from the host name
   * (mx.… hosts), so any host may reach it in development and tests.
   */
  server: { allowedHosts: true },
  resolve: {
    alias: {
      '~/': fileURLToPath(new URL('./inertia/', import.meta.url)),
      /**
       * Pure business rules (app/<module>/rules/*.ts, no server imports) are shared with the
       * pages, so the browser checks exactly what the server checks.
       */
      '@rules/': fileURLToPath(new URL('./app/', import.meta.url)),
    },
  },
})

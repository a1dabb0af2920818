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
    alias: [
      { find: '~/', replacement: fileURLToPath(new URL('./inertia/', import.meta.url)) },
      /**
       * Pure business rules (app/<module>/rules/*.ts, no server imports) are shared with the
       * pages, so the browser checks exactly what the server checks.
       */
      { find: '@rules/', replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
      /**
       * A shared rule reaches another module's rule through its alias (`#core/country/country`),
       * as on the server (package.json "imports"); lint refuses relative paths across modules.
       */
      {
        find: /^#(core|users|stores|garage|catalog|quotations|orders|chat|notifications|moderation|reports)\//,
        replacement: fileURLToPath(new URL('./app/', import.meta.url)) + '$1/',
      },
    ],
  },
})

import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'

/**
 * Mantine's ScrollArea (inside Table, Modal, Select…) and Popover (Select, Menu, the bell) import
 * `@floating-ui/react`, a single module whose kept code is the union of what every component
 * uses (Tooltip's hover and focus hooks, submenus' safe polygon…): a page with one table loaded
 * all of it. Their imports go to inertia/lib/floating_ui.ts, which gives them the same functions
 * from `@floating-ui/react-dom` (what `@floating-ui/react` re-exports) and a copy of
 * `useMergeRefs`. Also in the dev server's pre-bundled Mantine, so tests run the same code.
 */
const FLOATING_UI_LITE = fileURLToPath(new URL('./inertia/lib/floating_ui.ts', import.meta.url))
const LITE_IMPORTERS =
  /@mantine\/core\/esm\/components\/(ScrollArea\/ScrollArea|Popover\/use-popover)\.mjs$/
const floatingUiLite = {
  name: 'repuestos:floating-ui-lite',
  resolveId(source: string, importer: string | undefined) {
    if (source !== '@floating-ui/react' || !importer) return null
    return LITE_IMPORTERS.test(importer.replaceAll('\\', '/')) ? FLOATING_UI_LITE : null
  },
}

/**
 * The generated route registry lists each route's parsed tokens, which only the server's URL
 * builder reads: inertia/lib/routes.ts makes URLs from the patterns (url_pattern.ts), so the
 * browser bundle leaves the tokens out (about 1.6 KB gz on every page).
 */
const registryWithoutTokens: Plugin = {
  name: 'repuestos:registry-without-tokens',
  enforce: 'pre',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith('.adonisjs/client/registry/index.ts')) return null
    return { code: code.replace(/^\s*tokens: \[.*\],\s*$/gm, ''), map: null }
  },
}

export default defineConfig({
  plugins: [
    { ...floatingUiLite, enforce: 'pre' } satisfies Plugin,
    registryWithoutTokens,
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
  optimizeDeps: { rolldownOptions: { plugins: [floatingUiLite] } },
  build: {
    rolldownOptions: {
      output: {
        /**
         * Everything the entry loads before any page (React, Inertia, Mantine's provider) in one
         * chunk: left to itself, Rolldown sometimes splits it in three (a few lazily loaded
         * chunks share React with the entry), which costs each page about 1.5 KB gz.
         */
        codeSplitting: { groups: [{ name: 'app-core', tags: ['$initial'] }] },
      },
    },
  },
  resolve: {
    alias: [
      { find: '~/', replacement: fileURLToPath(new URL('./inertia/', import.meta.url)) },
      /**
       * Pure business rules (app/<module>/rules/*.ts, no server imports) are shared with the
       * pages, so the browser checks exactly what the server checks.
       */
      { find: '@rules/', replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
      /** The generated route registry (`node ace codegen`), read by inertia/lib/routes.ts. */
      {
        find: '@generated/',
        replacement: fileURLToPath(new URL('./.adonisjs/client/', import.meta.url)),
      },
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

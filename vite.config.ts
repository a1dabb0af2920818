import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { precompressDirectory } from './app/core/services/precompressed_assets.js'
import { mantineCssPerComponent } from './vite/mantine_css.js'

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
 * Inertia 3 imports `laravel-precognition` for its own form helpers (`useForm`, `useHttp`,
 * `<Form>`), which we do not use (lint refuses them): its imports go to
 * inertia/lib/precognition_off.ts, about 3.5 KB gz less on every page. Also in the dev server's
 * pre-bundled Inertia, so tests run the same code.
 */
const PRECOGNITION_OFF = fileURLToPath(
  new URL('./inertia/lib/precognition_off.ts', import.meta.url)
)
const precognitionOff = {
  name: 'repuestos:precognition-off',
  resolveId(source: string, importer: string | undefined) {
    if (source !== 'laravel-precognition' || !importer) return null
    return /@inertiajs[\\/](core|react)[\\/]/.test(importer) ? PRECOGNITION_OFF : null
  },
}

/** Every quoted text of the pages' sources: the route names they may pass to `urlFor`. */
function quotedTextsOfPages(dir = fileURLToPath(new URL('./inertia/', import.meta.url))) {
  const texts = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const match of source.matchAll(/['"`]([A-Za-z0-9_.]+)['"`]/g)) texts.add(match[1])
  }
  return texts
}

/**
 * The generated route registry lists each route's methods, parsed tokens and types, which only
 * the server's URL builder and the typecheck read: inertia/lib/routes.ts makes URLs from the
 * patterns alone (url_pattern.ts), so the browser bundle keeps only `pattern` (the tokens alone
 * were about 1.6 KB gz on every page). The production build also keeps only the routes whose
 * name the pages' sources spell out (every `urlFor` name is a literal somewhere in inertia/,
 * since the names are typed), about 1 KB gz more on every page; the dev server keeps them all,
 * so a page just edited never misses one.
 */
function registryForBrowser(command: 'build' | 'serve'): Plugin {
  return {
    name: 'repuestos:registry-for-browser',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('.adonisjs/client/registry/index.ts')) return null
      let slim = code.replace(
        /^\s*(tokens: \[.*\]|methods: \[.*\]|types: placeholder as .*),\s*$/gm,
        ''
      )
      if (command === 'build') {
        const used = quotedTextsOfPages()
        slim = slim.replace(/^ {2}'([^']+)': \{\n[\s\S]*?^ {2}\},\n/gm, (block, name: string) =>
          used.has(name) ? block : ''
        )
      }
      return { code: slim, map: null }
    },
  }
}

/**
 * The production build writes each text file's brotli and gzip forms next to it (`app-….js.br`,
 * `app-….js.gz`): the server sends them as they are (app/core/services/precompressed_assets.ts),
 * compressed once at the highest levels rather than on every answer.
 */
const precompress: Plugin = {
  name: 'repuestos:precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDirectory(options.dir)
  },
}

export default defineConfig(({ command }) => ({
  plugins: [
    { ...floatingUiLite, enforce: 'pre' } satisfies Plugin,
    { ...precognitionOff, enforce: 'pre' } satisfies Plugin,
    registryForBrowser(command),
    mantineCssPerComponent(),
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      /** the public pages rendered on the server (config/inertia.ts) */
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress,
  ],
  /**
   * The dev server sits behind AdonisJS (vite middleware). The country comes from the host name
   * (mx.… hosts), so any host may reach it in development and tests.
   */
  server: { allowedHosts: true },
  optimizeDeps: { rolldownOptions: { plugins: [floatingUiLite, precognitionOff] } },
  build: {
    rolldownOptions: {
      output: {
        /**
         * Everything the entry loads before any page (React, Inertia, Mantine's provider) in one
         * chunk: left to itself, Rolldown sometimes splits it in three (a few lazily loaded
         * chunks share React with the entry), which costs each page about 1.5 KB gz.
         */
        codeSplitting: {
          groups: [
            /**
             * The styles of the components that are not on most pages (css/mantine.css has those)
             * in one stylesheet, fetched with the first page that uses one of them and never
             * blocking the first paint; one file rather than one per chunk keeps the entry's list
             * of what pages load short (vite/mantine_css.ts).
             */
            {
              name: 'mantine-more',
              test: /@mantine[\\/]core[\\/]styles[\\/]\w+\.layer\.css$/,
              priority: 2,
            },
            { name: 'app-core', tags: ['$initial'], priority: 1 },
          ],
        },
        /**
         * The entry lists every stylesheet a page may load (Mantine's styles come with the pages
         * that use them, vite/mantine_css.ts): named by their hash alone, the list stays short.
         */
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? '[hash].css'
            : '[name]-[hash][extname]',
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
}))

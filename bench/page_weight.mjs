/**
 * The JavaScript each page sends before it shows, gzip-compressed, from a production build.
 *
 *   node bench/page_weight.mjs [--no-build] [--limit=170] [--detail=quotations/index#pendientes]
 *
 * Builds the client (`vite build` with NODE_ENV=production, as `node ace build` does), reads Vite's
 * manifest and, for every page under inertia/pages/, adds up the JavaScript the browser must
 * load before the page renders: the app entry (inertia/app.tsx) with its static imports, plus the
 * page's chunk with its static imports (each chunk once). A page whose first view is a chunk of
 * its own (the main area's tabs, fetched by the page's `preload` before it renders, see app.tsx)
 * gets one row per view: page + that view. Chunks loaded on demand (`import()`: modals, date
 * pickers, later steps) are not counted; they are listed apart.
 * Prints one row per page (or view) and exits 1 when one passes the limit (KB gz, default 170).
 * `--detail=<row>` lists that row's chunks with their sizes.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? true]
  })
)
const limitKb = Number(args.limit ?? 170)
const root = new URL('..', import.meta.url).pathname
const outDir = join(root, 'public/assets')

/** Pages whose first view is loaded by their `preload` (app.tsx): page → view → module. */
const VIEWS = {
  'quotations/index': {
    solicitadas: 'inertia/components/quotations/requests/requested_tab.tsx',
    pendientes: 'inertia/components/quotations/vendor/pending_tab.tsx',
    cotizadas: 'inertia/components/quotations/vendor/quoted_tab.tsx',
    descartadas: 'inertia/components/quotations/vendor/discarded_tab.tsx',
    reportes: 'inertia/components/quotations/vendor/reports_tab.tsx',
  },
}

if (!args['no-build']) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
const gz = new Map()
const gzSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
  return gz.get(file)
}

/** The chunk's file and every chunk it imports statically, each once. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}
const lazy = (keys) =>
  new Set([...keys].flatMap((key) => manifest[key].dynamicImports ?? []).filter((k) => !keys.has(k)))
const kb = (keys) => [...keys].reduce((sum, k) => sum + gzSize(manifest[k].file), 0) / 1024

const entryKey = Object.keys(manifest).find((key) => key.endsWith('inertia/app.tsx'))
if (!entryKey) throw new Error('inertia/app.tsx is not in the manifest')
const entry = closure(entryKey)

const rows = []
const addRow = (name, keys) =>
  rows.push({ name, keys, kb: kb(keys), onDemand: kb(lazy(keys)), chunks: keys.size })
for (const key of Object.keys(manifest).filter((k) => k.includes('inertia/pages/'))) {
  const page = key.replace(/^.*inertia\/pages\//, '').replace(/\.tsx$/, '')
  const keys = closure(key, new Set(entry))
  if (!VIEWS[page]) {
    addRow(page, keys)
    continue
  }
  for (const [view, module] of Object.entries(VIEWS[page])) {
    if (!manifest[module]) throw new Error(`${module} (view ${view} of ${page}) is not a chunk`)
    addRow(`${page}#${view}`, closure(module, new Set(keys)))
  }
}
rows.sort((a, b) => b.kb - a.kb)

console.log(`app entry alone: ${kb(entry).toFixed(1)} KB gz (${entry.size} chunks)`)
console.log('page'.padEnd(34), 'initial KB gz'.padStart(14), 'chunks'.padStart(7), 'on demand KB gz'.padStart(16))
for (const row of rows) {
  const mark = row.kb > limitKb ? '  over the limit' : ''
  console.log(row.name.padEnd(34), row.kb.toFixed(1).padStart(14), String(row.chunks).padStart(7), row.onDemand.toFixed(1).padStart(16) + mark)
}

if (typeof args.detail === 'string') {
  const row = rows.find((r) => r.name === args.detail)
  if (!row) throw new Error(`no row ${args.detail}`)
  console.log(`\n${row.name}: its chunks, KB gz (entry = the app entry's own)`)
  const list = [...row.keys].map((k) => ({ k, size: gzSize(manifest[k].file) / 1024 }))
  for (const { k, size } of list.sort((a, b) => b.size - a.size)) {
    console.log(size.toFixed(1).padStart(7), entry.has(k) ? 'entry' : '     ', k)
  }
}

const over = rows.filter((row) => row.kb > limitKb)
console.log(over.length ? `${over.length} page(s) over ${limitKb} KB gz` : `every page ≤ ${limitKb} KB gz`)
process.exit(over.length ? 1 : 0)

/**
 * The JavaScript each page sends before it shows, gzip-compressed, from a production build.
 *
 *   node bench/page_weight.mjs [--no-build] [--limit=170]
 *
 * Builds the client (`vite build` with NODE_ENV=production, as `node ace build` does), reads Vite's
 * manifest and, for every page under inertia/pages/, adds up the JavaScript the browser must
 * load before the page renders: the app entry (inertia/app.tsx) with its static imports, plus the
 * page's chunk with its static imports (each chunk once). Chunks loaded on demand
 * (`import()`: modals, date pickers, heavy steps) are not counted; they are listed apart.
 * Prints one row per page and exits 1 when a page passes the limit (KB gz, default 170).
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

const entryKey = Object.keys(manifest).find((key) => key.endsWith('inertia/app.tsx'))
if (!entryKey) throw new Error('inertia/app.tsx is not in the manifest')
const entry = closure(entryKey)

const rows = []
for (const key of Object.keys(manifest).filter((k) => k.includes('inertia/pages/'))) {
  const keys = closure(key, new Set(entry))
  const bytes = [...keys].reduce((sum, k) => sum + gzSize(manifest[k].file), 0)
  const onDemand = [...lazy(keys)].reduce((sum, k) => sum + gzSize(manifest[k].file), 0)
  rows.push({ page: key.replace(/^.*inertia\/pages\//, '').replace(/\.tsx$/, ''), kb: bytes / 1024, onDemand: onDemand / 1024, chunks: keys.size })
}
rows.sort((a, b) => b.kb - a.kb)

const entryKb = [...entry].reduce((sum, k) => sum + gzSize(manifest[k].file), 0) / 1024
console.log(`app entry alone: ${entryKb.toFixed(1)} KB gz (${entry.size} chunks)`)
console.log('page'.padEnd(28), 'initial KB gz'.padStart(14), 'chunks'.padStart(7), 'on demand KB gz'.padStart(16))
for (const row of rows) {
  const mark = row.kb > limitKb ? '  over the limit' : ''
  console.log(row.page.padEnd(28), row.kb.toFixed(1).padStart(14), String(row.chunks).padStart(7), row.onDemand.toFixed(1).padStart(16) + mark)
}
const over = rows.filter((row) => row.kb > limitKb)
console.log(over.length ? `${over.length} page(s) over ${limitKb} KB gz` : `every page ≤ ${limitKb} KB gz`)
process.exit(over.length ? 1 : 0)

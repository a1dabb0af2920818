/**
 * `npm run mutation:quick [-- name …]`: the mutants StrykerJS makes of each rule file of
 * stryker.config.mjs (its own instrumenter, the same mutants and ids), run in one process per
 * file instead of one Japa process per mutant: the specs are loaded once through a recorder that
 * stands in for '@japa/runner' (bin/mutation-quick-japa.mjs), and for each mutant the mutated
 * module is imported afresh (its top-level regexes and tables are mutants too) and every
 * recorded test runs again until one fails. 431 contact-data mutants take about a minute on a
 * loaded machine where `npm run mutation` needs more than an hour.
 *
 * `npm run mutation` stays the reference. Differences: no timeout (a mutant that makes a regex
 * backtrack for ever hangs this run: stop it and use `npm run mutation`); a test only counts if
 * it is written with `test(…)`, `test.group` and `.with().run()`.
 * Files: tmp/mutation-quick/<name>/ (instrumented copies and <name>.json, the survivors).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { TARGETS } from '../stryker.config.mjs'

const name = process.env.MUTATION_QUICK_TARGET
if (!name) {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((each) => !(each in TARGETS))
  if (unknown.length) {
    console.error(`unknown: ${unknown.join(', ')}; known: ${Object.keys(TARGETS).join(', ')}`)
    process.exit(2)
  }
  let failed = false
  for (const each of wanted.length ? wanted : Object.keys(TARGETS)) {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_QUICK_TARGET: each },
    })
    failed ||= run.status !== 0
  }
  process.exit(failed ? 1 : 0)
}

const { Instrumenter } = await import('@stryker-mutator/instrumenter')
const target = TARGETS[name]
const files = [target.mutate].flat()
const dir = resolve('tmp/mutation-quick', name)
mkdirSync(dir, { recursive: true })
const quiet = () => {}
const logger = {
  isDebugEnabled: () => false,
  isTraceEnabled: () => false,
  isInfoEnabled: () => false,
}
Object.assign(logger, {
  debug: quiet,
  trace: quiet,
  info: quiet,
  warn: console.warn,
  error: console.error,
  fatal: console.error,
})
const { files: instrumented, mutants } = await new Instrumenter(logger).instrument(
  files.map((file) => ({ name: file, content: readFileSync(file, 'utf8'), mutate: true })),
  { plugins: null, ignorers: [], excludedMutations: [] }
)

// each mutated file: its instrumented copy, and a stand-in re-exporting the module under test
const modules = []
const redirects = { '@japa/runner': pathToFileURL('bin/mutation-quick-japa.mjs').href }
const originals = {}
for (const [index, file] of files.entries()) {
  const copy = resolve(dir, `${index}.ts`)
  writeFileSync(copy, instrumented[index].content)
  const names = Object.keys(await import(pathToFileURL(resolve(file)).href))
  const standIn = resolve(dir, `${index}.stand_in.mjs`)
  writeFileSync(
    standIn,
    `export let ${names.join(', ')}\nexport function __use(m) {\n${names.map((n) => `  ${n} = m.${n}`).join('\n')}\n}\n`
  )
  redirects[pathToFileURL(resolve(file)).href] = pathToFileURL(standIn).href
  originals[pathToFileURL(copy).href] = pathToFileURL(resolve(file)).href
  modules.push({
    file,
    copy: pathToFileURL(copy).href,
    standIn: await import(pathToFileURL(standIn).href),
  })
}
register('./mutation-quick-hooks.mjs', import.meta.url, { data: { redirects, originals } })

const stryker = (globalThis.__stryker__ = { activeMutant: undefined })
async function useMutant(id) {
  stryker.activeMutant = id
  for (const module of modules) module.standIn.__use(await import(`${module.copy}?mutant=${id}`))
}
await useMutant(undefined)
const japa = await import('@japa/runner')
for (const spec of target.specs) await import(pathToFileURL(resolve(spec)).href)
const failing = await japa.runRecorded()
if (failing || japa.recordedCount() === 0) {
  console.error(`${name}: the specs fail without any mutant (${failing ?? 'no test recorded'})`)
  process.exit(1)
}

const survivors = []
for (const mutant of mutants) {
  let killed
  try {
    await useMutant(mutant.id)
    killed = (await japa.runRecorded()) !== undefined
  } catch {
    killed = true
  }
  if (!killed) survivors.push(mutant)
}
const rows = files.map((file) => {
  const all = mutants.filter((mutant) => mutant.fileName === file).length
  const left = survivors.filter((mutant) => mutant.fileName === file).length
  return {
    name,
    file,
    score: `${((100 * (all - left)) / all).toFixed(1)} %`,
    killed: all - left,
    survived: left,
  }
})
console.table(rows)
const listed = survivors.map(({ id, fileName, location, mutatorName, replacement }) => ({
  id,
  file: fileName,
  line: location.start.line + 1,
  mutator: mutatorName,
  replacement,
}))
writeFileSync(resolve(dir, `${name}.json`), JSON.stringify(listed, null, 1))
for (const s of listed)
  console.log(`${s.id}\t${s.file}:${s.line}\t${s.mutator}\t${s.replacement.slice(0, 120)}`)

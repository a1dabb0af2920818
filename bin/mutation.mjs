/**
 * `npm run mutation [-- name …]`: StrykerJS on each rule file of stryker.config.mjs (all of them,
 * or the ones named), one Stryker run per file against its own unit spec, one after the other,
 * then a table of the mutation score of each (killed + timed out over all valid mutants).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { TARGETS } from '../stryker.config.mjs'

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in TARGETS))
if (unknown.length) {
  console.error(`unknown: ${unknown.join(', ')}; known: ${Object.keys(TARGETS).join(', ')}`)
  process.exit(2)
}
const names = wanted.length ? wanted : Object.keys(TARGETS)
const rows = []
let failed = false
for (const name of names) {
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  })
  if (run.status !== 0) {
    failed = true
    rows.push({ name, score: 'failed' })
    continue
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'))
  const counts = {}
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0)
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0)
  rows.push({
    name,
    score: `${((detected / valid) * 100).toFixed(1)} %`,
    killed: counts.Killed ?? 0,
    timeout: counts.Timeout ?? 0,
    survived: counts.Survived ?? 0,
    file: [TARGETS[name].mutate].flat().join(', '),
  })
}
console.table(rows)
process.exit(failed ? 1 : 0)

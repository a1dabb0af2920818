/*
|--------------------------------------------------------------------------
| A quick runner for the unit specs of pure rule files
|--------------------------------------------------------------------------
|
| `node bin/unit-rules.js tests/unit/core/money.spec.ts [more spec files]` runs those specs with
| Japa and the assert plugin only: no application boot, no codegen, no database (about a second
| instead of `node ace test unit --files …`'s half minute). For specs whose code needs nothing
| of the running application (rules/ files); everything else runs through `node ace test`.
| StrykerJS runs each rule file's spec this way (stryker.config.mjs, `npm run mutation`).
*/
import '@poppinss/ts-exec'

const { assert } = await import('@japa/assert')
const { configure, processCLIArgs, run } = await import('@japa/runner')

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
if (files.length === 0) {
  console.error('usage: node bin/unit-rules.js <spec file> [spec file …]')
  process.exit(2)
}
// flags are Japa's: StrykerJS passes --bail, so a killed mutant stops at its first failure
processCLIArgs(process.argv.slice(2).filter((arg) => arg.startsWith('-')))
configure({ files, plugins: [assert()], forceExit: true })
await run()

/**
 * What `bin/mutation-quick.mjs` puts in place of '@japa/runner': `test`, `test.group` and
 * `.with(…).run(…)` only record the tests, so that they can be run again for every mutant in one
 * process; the assertions are Japa's own (`@japa/assert`). A spec using anything else of Japa
 * fails the first (unmutated) run, and the quick runner stops.
 */
import { Assert } from '@japa/assert'

const recorded = []

export function test(title, callback) {
  const entry = { title, callback, dataset: undefined }
  const chain = {
    with(dataset) {
      entry.dataset = dataset
      return chain
    },
    run(runCallback) {
      entry.callback = runCallback
      return chain
    },
  }
  recorded.push(entry)
  return chain
}
test.group = (_title, callback) => callback({})

/** The title of the first failing test (a mutant killed), or undefined when all pass. */
export async function runRecorded() {
  for (const entry of recorded) {
    if (!entry.callback) continue
    const dataset = typeof entry.dataset === 'function' ? await entry.dataset() : entry.dataset
    for (const row of dataset ?? [undefined]) {
      try {
        await entry.callback({ assert: new Assert() }, row)
      } catch {
        return `${entry.title} ${JSON.stringify(row) ?? ''}`
      }
    }
  }
  return undefined
}

export const recordedCount = () => recorded.length

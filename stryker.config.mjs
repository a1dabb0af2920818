// @ts-check
import { tmpdir } from 'node:os'
import { join } from 'node:path'
/**
 * Mutation testing of the rule files that carry money and state (issue 19): each rule file is
 * mutated against its own unit spec only, run by the command runner through bin/unit-rules.js
 * (Japa without the application: about 0.3 s a run). One Stryker run per file:
 *
 *   npm run mutation                 every file below, one after the other
 *   npm run mutation -- checkout     only the named ones
 *
 * Not part of CI (a full pass takes minutes). Reports: reports/mutation/<name>.html and .json.
 * Stryker reads this file once per run; bin/mutation.mjs names the file in MUTATION_TARGET.
 */
export const TARGETS = {
  money: { mutate: 'app/core/rules/money.ts', specs: ['tests/unit/core/money.spec.ts'] },
  pricing: {
    mutate: 'app/quotations/rules/pricing.ts',
    specs: [
      'tests/unit/quotations/pricing.spec.ts',
      'tests/unit/quotations/pricing_limits.spec.ts',
    ],
  },
  quotation_caps: {
    mutate: 'app/quotations/rules/quotation_caps.ts',
    specs: [
      'tests/unit/quotations/quotation_caps.spec.ts',
      'tests/unit/quotations/quotation_caps_limits.spec.ts',
    ],
  },
  checkout: {
    mutate: 'app/orders/rules/checkout.ts',
    specs: [
      'tests/unit/orders/checkout_rules.spec.ts',
      'tests/unit/orders/checkout_limits.spec.ts',
    ],
  },
  order_status: {
    mutate: 'app/orders/rules/order_status.ts',
    specs: [
      'tests/unit/orders/order_status.spec.ts',
      'tests/unit/orders/order_status_limits.spec.ts',
    ],
  },
  contact_data: {
    // the detector, and the observations check of quotations that delegates to it
    mutate: ['app/core/rules/contact_data.ts', 'app/quotations/rules/contact_data.ts'],
    specs: ['tests/unit/core/contact_data.spec.ts', 'tests/unit/core/contact_data_limits.spec.ts'],
  },
}

const name = process.env.MUTATION_TARGET ?? 'money'
const target = TARGETS[/** @type {keyof typeof TARGETS} */ (name)]
if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`)

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  // `exec`: on a timeout Stryker kills the shell it started; without exec the node process
  // under it stayed behind, spinning on a mutated regex. `--bail`: a killed mutant stops at its
  // first failing test instead of running the rest (some of which a mutated regex makes slow)
  commandRunner: { command: `exec node bin/unit-rules.js --bail ${target.specs.join(' ')}` },
  coverageAnalysis: 'off',
  mutate: [target.mutate].flat(),
  // the machine is shared: one mutant at a time
  concurrency: 1,
  // generous: on a loaded machine a run that would be killed may wait long for the CPU, and a
  // timeout counts as detected
  timeoutMS: 60000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  // the sandbox needs the sources and the specs, not the build, uploads or databases
  ignorePatterns: ['tmp', 'build', 'public/assets', 'storage', 'reports', 'screenshots', 'out'],
  // outside the project: a dev server or test run watching the tree never sees the sandboxes
  tempDirName: join(tmpdir(), `stryker-repuestos-${process.pid}`),
  cleanTempDir: true,
}

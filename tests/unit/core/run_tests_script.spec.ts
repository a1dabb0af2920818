import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'

/**
 * The README's test command is honest: a suite that cannot start or runs no test fails the run
 * and is named; the summary gives each suite's own count.
 */
function runTests(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('bash', ['bin/run-tests', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: {
      ...process.env,
      DB_CONNECTION: 'sqlite',
      SQLITE_FILE: 'tmp/test-run-tests-script.sqlite3',
      PORT: '3471',
      RUN_TESTS_SUMMARY_FILE: 'tmp/test-summary-run-tests-script.txt',
      ...env,
    },
    timeout: 120_000,
  })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

test.group('bin/run-tests', () => {
  test('without Chromium the browser suite is named as not started, and the run fails', ({
    assert,
  }) => {
    const { code, output } = runTests(['--files', 'tests/browser/city_select.spec.ts'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
      RUN_TESTS_NO_INSTALL: '1',
    })
    assert.notEqual(code, 0)
    assert.match(
      output,
      /browser suite could not start: Chromium not found at \/nonexistent\/chromium/
    )
    assert.notMatch(output, /[1-9]\d* passed, 0 failed\s*$/)
  }).timeout(120_000)

  test('a selection that runs no test fails and says so', ({ assert }) => {
    const { code, output } = runTests(['unit', '--files', 'tests/unit/no_such_file.spec.ts'])
    assert.notEqual(code, 0)
    assert.match(output, /selection: did not run/)
  }).timeout(120_000)

  test('a selection that runs prints its own count', ({ assert }) => {
    const { code, output } = runTests(['unit', '--files', 'tests/unit/mobile.spec.ts'])
    assert.equal(code, 0, output)
    assert.match(output, /selection: \d+ passed, 0 failed/)
  }).timeout(120_000)
})

import { test } from '@japa/runner'
import { durationText } from '#quotations/rules/durations'

test.group('Durations in Spanish', () => {
  test('{minutes} minutes read "{expected}"')
    .with([
      { minutes: null, expected: '--' },
      { minutes: 0, expected: '0 min' },
      { minutes: 45, expected: '45 min' },
      { minutes: 60, expected: '1 h' },
      { minutes: 108, expected: '1 h 48 min' },
      { minutes: 23 * 60 + 59, expected: '23 h 59 min' },
      { minutes: 24 * 60, expected: '1 día' },
      { minutes: 28 * 60, expected: '1 día 4 h' },
      { minutes: 48 * 60 + 30, expected: '2 días' },
    ])
    .run(({ assert }, { minutes, expected }) => {
      assert.equal(durationText(minutes), expected)
      assert.notMatch(durationText(minutes), /\d\.\d|hr/)
    })
})

import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'
import { outboxSettled } from '#core/outbox/outbox'

/**
 * Every test of the group starts with fresh rate limits and leaves empty tables behind. The
 * outbox deliveries a test's requests started end first (a browser test does not wait for them),
 * so none of them writes into the next test's tables.
 */
export function freshDatabase(group: Group) {
  group.each.setup(async () => {
    await outboxSettled()
    await limiter.clear()
    const empty = await testUtils.db().truncate()
    return async () => {
      await outboxSettled()
      await empty()
    }
  })
}

/** Number of rows of a model's table. */
export async function countOf(model: { query(): any }) {
  const [row] = await model.query().count('* as total')
  return Number(row.$extras.total)
}

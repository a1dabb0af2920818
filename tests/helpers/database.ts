import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'

/**
 * Every test of the group starts with fresh rate limits and leaves empty tables behind.
 */
export function freshDatabase(group: Group) {
  group.each.setup(async () => {
    await limiter.clear()
    return testUtils.db().truncate()
  })
}

/** Number of rows of a model's table. */
export async function countOf(model: { query(): any }) {
  const [row] = await model.query().count('* as total')
  return Number(row.$extras.total)
}

import { test } from '@japa/runner'
import { keysetRows } from '#reports/queries/keyset_rows'

test.group('keysetRows', () => {
  test('every row once, in order, chunk after chunk; one chunk read ahead at most', async ({
    assert,
  }) => {
    const ids = [1, 2, 3, 4, 5]
    const asked: (number | null)[] = []
    const fetch = async (after: number | null, size: number) => {
      asked.push(after)
      return ids.filter((id) => id > (after ?? 0)).slice(0, size)
    }
    const seen: number[] = []
    for await (const id of keysetRows(fetch, (row) => row, 2)) {
      seen.push(id)
      // while row n is handed out, the chunks read are at most the current one and the next
      assert.isAtMost(asked.length, Math.ceil(seen.length / 2) + 1)
    }
    assert.deepEqual(seen, ids)
    assert.deepEqual(asked, [null, 2, 4])
  })

  test('an exact multiple of the size asks once more and ends on the empty chunk', async ({
    assert,
  }) => {
    const asked: (number | null)[] = []
    const fetch = async (after: number | null) => {
      asked.push(after)
      return after === null ? [1, 2] : []
    }
    const seen: number[] = []
    for await (const id of keysetRows(fetch, (row) => row, 2)) seen.push(id)
    assert.deepEqual(seen, [1, 2])
    assert.deepEqual(asked, [null, 2])
  })
})

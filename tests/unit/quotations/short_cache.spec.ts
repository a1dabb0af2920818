import { test } from '@japa/runner'
import { ShortCache } from '#quotations/services/short_cache'

test.group('ShortCache (the sales indicators)', () => {
  test('computes once, then answers the stale value while one refresh runs', async ({ assert }) => {
    const cache = new ShortCache<number>(1000)
    let calls = 0
    let release: (value: number) => void = () => {}
    const compute = () => {
      calls++
      return calls === 1 ? Promise.resolve(1) : new Promise<number>((done) => (release = done))
    }
    assert.equal(await cache.get('CO', compute, 0), 1)
    assert.equal(await cache.get('CO', compute, 500), 1)
    assert.equal(calls, 1)
    // expired: the old value at once, one refresh in the background
    assert.equal(await cache.get('CO', compute, 1500), 1)
    assert.equal(await cache.get('CO', compute, 1600), 1)
    assert.equal(calls, 2)
    release(2)
    await new Promise((done) => setImmediate(done))
    assert.equal(await cache.get('CO', compute), 2)
    assert.equal(await cache.get('MX', async () => 7), 7)
  })

  test('a failed first computation is forgotten', async ({ assert }) => {
    const cache = new ShortCache<number>(1000)
    await assert.rejects(() => cache.get('CO', () => Promise.reject(new Error('caída'))))
    assert.equal(await cache.get('CO', async () => 3), 3)
  })
})

import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeModuleManager } from '#tests/helpers/requests'
import { makeVendorStore } from '#tests/helpers/vendor_detail'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import {
  evidenceKey,
  infractionBody,
  makeModerator,
  quotationFixtures,
  register,
} from './moderation_helpers.js'

/**
 * Issue 19: infraction evidence was served to anyone at /uploads/infraction-evidence/<uuid>.
 * It is now read only through GET /api/store/infractions/evidence/<file>, by whoever uploaded it,
 * staff who read every store's infractions and the store the infraction concerns; everybody
 * else, guests included, gets 404, and /uploads/infraction-evidence/… is a 404 for all.
 */
const guarded = (key: string) =>
  `/api/store/infractions/evidence/${key.slice('infraction-evidence/'.length)}`

async function read(client: ApiClient, user: User | null, path: string) {
  const request = client.get(path)
  return user ? request.loginAs(user) : request
}

test.group('Infraction evidence is private', (group) => {
  freshDatabase(group)

  test('the upload answers the guarded URL; /uploads never serves the file', async ({
    client,
    assert,
  }) => {
    const moderator = await makeModerator()
    for (const kind of ['image', 'pdf'] as const) {
      const key = await evidenceKey(client, moderator, kind)
      for (const reader of [null, moderator]) {
        const response = await read(client, reader, `/uploads/${key}`)
        assert.equal(response.status(), 404, `/uploads/${key}`)
      }
      const own = await read(client, moderator, guarded(key))
      own.assertStatus(200)
      assert.equal(own.header('content-type'), kind === 'pdf' ? 'application/pdf' : 'image/webp')
      assert.equal(own.header('x-content-type-options'), 'nosniff')
    }
    const upload = await client
      .post('/api/store/infractions/evidence')
      .file('file', 'tests/fixtures/photo.png')
      .loginAs(moderator)
      .withCsrfToken()
      .accept('json')
    assert.equal(upload.body().data.url, guarded(upload.body().data.path))
  })

  test('staff and the store concerned read it; another store, a buyer and a guest get 404', async ({
    client,
    assert,
  }) => {
    const world = await quotationFixtures()
    const moderator = await makeModerator()
    const key = await evidenceKey(client, moderator)
    const url = guarded(key)

    // before the infraction is saved: its uploader and staff only
    const owner = world.vendor.owner
    ;(await read(client, owner, url)).assertStatus(404)

    const registered = await register(client, moderator, infractionBody(world.quotation.id, key))
    registered.assertStatus(201)

    const adviser = await StoreAdviserFactory.merge({ storeId: world.vendor.store.id })
      .apply('withUser')
      .create()
    await adviser.load('user')
    const allowed: [string, User][] = [
      ['the uploader', moderator],
      ['an admin', await makeAdmin()],
      ['a module manager', await makeModuleManager()],
      ['the store owner', owner],
      ['the store adviser', adviser.user!],
    ]
    for (const [who, reader] of allowed) {
      const response = await read(client, reader, url)
      assert.equal(response.status(), 200, who)
      assert.equal(response.header('content-type'), 'image/webp', who)
    }
    const otherStore = await makeVendorStore({ owner: { fullName: 'Otra Tienda' } })
    const refused: [string, User | null][] = [
      ['another store', otherStore.owner],
      ['the buyer', world.buyer],
      ['another buyer', await makeBuyer()],
      ['a guest', null],
    ]
    for (const [who, reader] of refused) {
      const response = await read(client, reader, url)
      assert.equal(response.status(), 404, who)
      assert.notEqual(response.header('content-type'), 'image/webp', who)
    }
    // a file that is not an evidence upload, or a name that is not one
    ;(
      await read(
        client,
        moderator,
        guarded('infraction-evidence/00000000-0000-4000-8000-000000000000.webp')
      )
    ).assertStatus(404)
    ;(
      await read(client, moderator, '/api/store/infractions/evidence/..%2Fchat-files%2Fa.pdf')
    ).assertStatus(404)
  })
})

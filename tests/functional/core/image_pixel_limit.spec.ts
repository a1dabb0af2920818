import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { IMAGE_TOO_LARGE_MESSAGE } from '#core/services/image_pixels'
import { freshDatabase } from '#tests/helpers/database'
import { blackPng } from '#tests/helpers/pixel_flood'
import { makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { EVIDENCE_API, makeModerator } from '../moderation/moderation_helpers.js'
import { chatWorld, requestChat, say } from '../chat/chat_helpers.js'

/**
 * Issue 19: a PNG of 16000 × 16000 pixels that weighs 31 KB (a pixel flood) is refused before
 * decoding, with the same Spanish 422, at every entry point that takes an image from a person:
 * the upload endpoint (request photos, property cards, product photos), infraction evidence and
 * chat attachments. Nothing is stored.
 */
const flood = () => ({ bytes: blackPng(), name: 'plano.png' })

test.group('The image pixel limit at every entry point', (group) => {
  freshDatabase(group)

  test('POST /api/uploads/image refuses a flood for {purpose}')
    .with([
      { purpose: 'detail', as: 'guest' },
      { purpose: 'property_card', as: 'buyer' },
      { purpose: 'product_image', as: 'vendor' },
    ] as const)
    .run(async ({ client, assert }, { purpose, as }) => {
      const user =
        as === 'guest' ? null : as === 'buyer' ? await makeBuyer() : (await makeGoStore()).owner
      const { bytes, name } = flood()
      assert.isBelow(bytes.length, 40 * 1024)
      const call = client
        .post('/api/uploads/image')
        .file('file', bytes, { filename: name, contentType: 'image/png' })
        .field('purpose', purpose)
        .withCsrfToken()
        .accept('json')
      const response = user ? await call.loginAs(user) : await call
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [
        { message: IMAGE_TOO_LARGE_MESSAGE, field: 'file' },
      ])
      assert.lengthOf(await db.from('uploads'), 0)
    })
    .timeout(20_000)

  test('infraction evidence refuses a flood', async ({ client, assert }) => {
    const moderator = await makeModerator()
    const { bytes, name } = flood()
    const response = await client
      .post(EVIDENCE_API)
      .file('file', bytes, { filename: name, contentType: 'image/png' })
      .loginAs(moderator)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ message: IMAGE_TOO_LARGE_MESSAGE, field: 'file' }])
    assert.lengthOf(await db.from('uploads'), 0)
  }).timeout(20_000)

  test('a chat attachment refuses a flood', async ({ client, assert }) => {
    const world = await chatWorld()
    const { bytes, name } = flood()
    const response = await say(client, world.seller.owner, requestChat(world)).file(
      'attached_file',
      bytes,
      { filename: name, contentType: 'image/png' }
    )
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [
      { message: IMAGE_TOO_LARGE_MESSAGE, field: 'attached_file' },
    ])
    assert.lengthOf(await db.from('uploads'), 0)
    assert.lengthOf(await db.from('chat_messages'), 0)
  }).timeout(20_000)
})

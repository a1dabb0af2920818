import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ChatMessage from '#chat/models/chat_message'
import { CHAT_TEXTS } from '#chat/rules/chat'
import { freshDatabase } from '#tests/helpers/database'
import {
  CHAT,
  chatWorld,
  FIXTURES,
  getAs,
  listAs,
  requestChat,
  say,
  sendFile,
  storedMessages,
} from './chat_helpers.js'

/**
 * Attachments and deletion through the API (doc 1 §4, §6, §7): one file per message (multipart
 * `attached_file`), served only to the conversation's readers by `api.chat.file` (images as
 * WebP); moderators with manageMessageDeletion delete a message, which leaves the lists, and its
 * file is no longer served.
 */

test.group('Chat attachments', (group) => {
  freshDatabase(group)

  test('a photo is stored as an image and served to the participants only', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const sent = await sendFile(
      client,
      world.seller.owner,
      { ...requestChat(world), message: 'Así es la pieza' },
      FIXTURES.photo
    )
    sent.assertStatus(201)
    const { id, attachedFile } = sent.body().data
    assert.deepEqual(attachedFile, [
      {
        type: 'image',
        url: `/api/repuestosGo/chat/${id}/files/0`,
        name: 'photo.png',
        extension: 'webp',
      },
    ])
    // the stored key never leaves the server
    const stored = await ChatMessage.findOrFail(id)
    assert.match(stored.attachedFile![0].url, /^chat-files\/[0-9a-f-]{36}\.webp$/)
    const [upload] = await db.from('uploads').where('key', stored.attachedFile![0].url)
    assert.containsSubset(upload, { purpose: 'chat', user_id: world.seller.owner.id })

    for (const reader of [world.buyer, world.seller.advisers[0].account, world.moderator]) {
      const file = await client.get(attachedFile[0].url).loginAs(reader)
      file.assertStatus(200)
      assert.equal(file.header('content-type'), 'image/webp')
      assert.include(file.header('content-disposition'), 'inline')
      const bytes: Buffer = file.body()
      assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF')
      assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP')
    }
    for (const outsider of [world.stranger, world.otherStore.owner]) {
      ;(await getAs(client, outsider, attachedFile[0].url)).assertStatus(404)
    }
    // an index the message does not have
    ;(await getAs(client, world.buyer, CHAT.file(id, 1))).assertStatus(404)
  })

  test('a file-only message is accepted', async ({ client, assert }) => {
    const world = await chatWorld()
    const sent = await sendFile(client, world.seller.owner, requestChat(world), FIXTURES.photo)
    sent.assertStatus(201)
    assert.isNull(sent.body().data.message)
    assert.lengthOf(sent.body().data.attachedFile, 1)
    const list = await listAs(client, world.buyer, requestChat(world))
    assert.deepEqual(
      list
        .body()
        .data.messages.map((message: any) => [message.message, message.attachedFile.length]),
      [[null, 1]]
    )
  })

  test('a .txt file is refused and nothing is stored', async ({ client, assert }) => {
    const world = await chatWorld()
    const sent = await sendFile(
      client,
      world.seller.owner,
      { ...requestChat(world), message: 'Le envío la lista' },
      FIXTURES.notes
    )
    sent.assertStatus(422)
    assert.containsSubset(sent.body().errors, [
      { field: 'attached_file', message: 'Tipo de archivo no permitido' },
    ])
    assert.lengthOf(await storedMessages(), 0)
    assert.lengthOf(await db.from('uploads'), 0)
  })
})

test.group('Chat message deletion', (group) => {
  freshDatabase(group)

  test('a moderator deletes a message: it leaves the list and its file is gone', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const sent = await sendFile(
      client,
      world.seller.owner,
      { ...requestChat(world), message: 'Foto de la pieza' },
      FIXTURES.photo
    )
    sent.assertStatus(201)
    const { id } = sent.body().data
    const kept = await say(client, world.seller.owner, { ...requestChat(world), message: '¿Año?' })
    kept.assertStatus(201)

    const deleted = await client
      .delete(CHAT.destroy(id))
      .loginAs(world.moderator)
      .withCsrfToken()
      .accept('json')
    deleted.assertStatus(200)
    assert.deepEqual(deleted.body(), { message: CHAT_TEXTS.deleted, data: { id } })

    for (const reader of [world.buyer, world.moderator]) {
      const list = await listAs(client, reader, requestChat(world))
      assert.deepEqual(
        list.body().data.messages.map((message: any) => message.id),
        [kept.body().data.id]
      )
    }
    ;(await getAs(client, world.buyer, CHAT.file(id))).assertStatus(404)
    ;(await getAs(client, world.moderator, CHAT.file(id))).assertStatus(404)
    // kept for moderation, marked deleted
    assert.isNotNull((await ChatMessage.findOrFail(id)).deletedAt)
    // deleting again: it no longer exists
    const again = await client
      .delete(CHAT.destroy(id))
      .loginAs(world.moderator)
      .withCsrfToken()
      .accept('json')
    again.assertStatus(404)
  })

  test('participants and staff without the right get 403; strangers 404', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const sent = await say(client, world.seller.owner, { ...requestChat(world), message: '¿Año?' })
    sent.assertStatus(201)
    const { id } = sent.body().data
    const remove = (user: typeof world.buyer) =>
      client.delete(CHAT.destroy(id)).loginAs(user).withCsrfToken().accept('json')

    for (const user of [world.buyer, world.seller.owner, world.staff]) {
      const refused = await remove(user)
      refused.assertStatus(403)
      assert.equal(refused.body().message, CHAT_TEXTS.cannotDelete)
    }
    for (const user of [world.stranger, world.otherStore.owner]) {
      ;(await remove(user)).assertStatus(404)
    }
    // a moderator without the deletion right
    await world.moderator.merge({ manageMessageDeletion: false }).save()
    ;(await remove(world.moderator)).assertStatus(403)
    assert.isNull((await ChatMessage.findOrFail(id)).deletedAt)
  })
})

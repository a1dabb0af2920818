import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'

test.group('Private upload folders and oversized bodies', (group) => {
  freshDatabase(group)

  test('chat attachments are never served under /uploads, however spelled', async ({
    client,
    assert,
  }) => {
    await drive.use().put('chat-files/secret.pdf', '%PDF-1.4 secreto')
    await drive.use().put('quotation-details/public.webp', 'public')
    for (const path of [
      '/uploads/chat-files/secret.pdf',
      '/uploads//chat-files/secret.pdf',
      '/uploads/chat%2Dfiles/secret.pdf',
      '/uploads/./chat-files/secret.pdf',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 404, path)
      assert.notInclude(response.text(), 'secreto', path)
    }
    const open = await client.get('/uploads/quotation-details/public.webp')
    open.assertStatus(200)
  })

  test('a body over the parser limit is a Spanish 413, not a bare English one', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const response = await client
      .post('/api/repuestosGo/chat/markMessagesAsRead')
      .json({ ids: [1], padding: 'x'.repeat(2 * 1024 * 1024) })
      .loginAs(user)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(413)
    assert.equal(
      response.body().message,
      'El archivo o los datos enviados superan el tamaño máximo permitido.'
    )
  })
})

import { test } from '@japa/runner'
import productConfig from '#config/product'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity } from '#tests/helpers/people'
import OutboxMessage from '#core/models/outbox_message'

test.group('Zones autocomplete', (group) => {
  freshDatabase(group)

  test('finds cities of the country by name', async ({ client, assert }) => {
    const city = await makeCity('Medellín', 'Antioquia', '05001')
    await makeCity('Barranquilla', 'Atlántico', '08001')
    const response = await client.get('/api/localization/zones?search=medellin').accept('json')
    response.assertStatus(200)
    response.assertBody({
      data: [{ id: city.id, name: 'Medellín', full_name: 'Medellín, Antioquia' }],
      metadata: { count: 1 },
    })
    const mx = await client
      .get('/api/localization/zones?search=Medell')
      .header('host', 'mx.repuestos.test')
      .accept('json')
    assert.deepEqual(mx.body().data, [])
    const one = await client.get(`/api/localization/zones/${city.id}`).accept('json')
    one.assertBodyContains({ data: { full_name: 'Medellín, Antioquia' } })
    const missing = await client.get('/api/localization/zones/999999').accept('json')
    missing.assertStatus(404)
  })

  test('a page size over 200 is refused', async ({ client }) => {
    const response = await client.get('/api/localization/zones?pageSize=500').accept('json')
    response.assertStatus(422)
  })
})

test.group('Dev outbox', (group) => {
  freshDatabase(group)

  test('lists the messages outside production', async ({ client }) => {
    await OutboxMessage.create({
      channel: 'whatsapp',
      recipient: '573001112233',
      body: '123456 es tu código',
    })
    const response = await client.get('/dev/outbox').withInertia()
    response.assertInertiaComponent('dev/outbox')
    response.assertInertiaPropsContains({
      total: 1,
      messages: [{ recipient: '573001112233', body: '123456 es tu código' }],
    })
  })

  test("an e-mail's HTML part opens on its own, with no script allowed", async ({
    client,
    assert,
  }) => {
    const mail = await OutboxMessage.create({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Hola',
      body: 'Hola Ana:',
      html: '<p>Hola Ana:</p>',
    })
    const text = await OutboxMessage.create({ channel: 'whatsapp', recipient: '57300', body: 'x' })
    const list = await client.get('/dev/outbox').withInertia()
    assert.deepEqual(
      list.inertiaProps.messages.map((m: any) => m.hasHtml),
      [false, true]
    )
    const html = await client.get(`/dev/outbox/${mail.id}/html`)
    html.assertStatus(200)
    assert.equal(html.text(), '<p>Hola Ana:</p>')
    assert.include(html.header('content-security-policy'), 'sandbox')
    ;(await client.get(`/dev/outbox/${text.id}/html`)).assertStatus(404)
  })

  test('answers 404 when disabled (production)', async ({ client, cleanup }) => {
    productConfig.devOutboxEnabled = false
    cleanup(() => {
      productConfig.devOutboxEnabled = true
    })
    const response = await client.get('/dev/outbox')
    response.assertStatus(404)
  })

  test('an unknown page is 404', async ({ client }) => {
    const response = await client.get('/no-existe').accept('json')
    response.assertStatus(404)
  })
})

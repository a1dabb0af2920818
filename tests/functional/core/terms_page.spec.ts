import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'

/**
 * Issue 19: 'Acepto los términos y condiciones' links to a real page. /terminos-y-condiciones is
 * public, in Spanish, with the platform's contact address, the same for every market (the page
 * words each country's laws from the shared country).
 */
test.group('Terms and conditions page', (group) => {
  freshDatabase(group)

  test('a guest reads it; its props name the contact address', async ({ client, assert }) => {
    const response = await client.get('/terminos-y-condiciones').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('legal/terms')
    const props = response.inertiaProps as Record<string, any>
    assert.equal(props.supportEmail, 'soporte@repuestos.local')
    assert.equal(props.country.code, 'CO')

    const mx = await client
      .get('/terminos-y-condiciones')
      .header('host', 'mx.repuestos.test')
      .withInertia()
    mx.assertStatus(200)
    assert.equal((mx.inertiaProps as Record<string, any>).country.code, 'MX')

    const html = await client.get('/terminos-y-condiciones')
    html.assertStatus(200)
    assert.match(html.text(), /legal\\?\/terms/)
  })
})

import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity } from '#tests/helpers/requests'

/** Each page names itself (title) and says what it is for (meta description), in Spanish. */
test.group('Page metadata', (group) => {
  freshDatabase(group)

  test('{path}: "{title}"')
    .with([
      { path: '/', title: 'Autopartes para tu vehículo · Repuestos', words: /hasta 3 opciones/ },
      {
        path: '/home/page/cotizacion',
        title: 'Solicitar cotización · Repuestos',
        words: /autopartes que necesitas/,
      },
      { path: '/users/page/login', title: 'Ingresar · Repuestos', words: /WhatsApp/ },
      { path: '/users/page/register', title: 'Crea tu cuenta · Repuestos', words: /garaje/ },
      { path: '/no-existe', title: 'Página no encontrada · Repuestos', words: /no existe/ },
    ])
    .run(async ({ visit, assert }, { path, title, words }) => {
      await makeBrandAndCity()
      const page = await visit(path)
      for (let i = 0; i < 50 && (await page.title()) !== title; i++) await page.waitForTimeout(100)
      assert.equal(await page.title(), title)
      const descriptions = await page.locator('meta[name="description"]').all()
      assert.lengthOf(descriptions, 1, 'one description')
      const content = (await descriptions[0].getAttribute('content')) ?? ''
      assert.match(content, words)
      assert.isAtMost(content.length, 149)
    })
})

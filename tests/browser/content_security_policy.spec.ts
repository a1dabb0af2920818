import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { makeBrandAndCity } from '#tests/helpers/requests'

/**
 * The Content-Security-Policy lets the app work: pages render and stay interactive, and the
 * browser reports no violation (Vite's scripts and React refresh carry the nonce; Mantine's
 * styles are allowed).
 */
test.group('Content-Security-Policy in the browser', (group) => {
  freshDatabase(group)

  test('{path} renders without a CSP violation')
    .with([
      { path: '/', text: 'Repuestos' },
      { path: '/users/page/login', text: 'Ingresar' },
      { path: '/home/page/cotizacion', text: 'Vehículo' },
      { path: '/pagina-que-no-existe', text: 'Página no encontrada' },
    ])
    .run(async ({ visit, assert }, { path, text }) => {
      await makeBrandAndCity()
      const page = await visit('/')
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
          violations.push(message.text())
        }
      })
      await page.goto(new URL(path, page.url()).href)
      await page.getByText(text).first().waitFor()
      await page.waitForTimeout(300)
      assert.deepEqual(violations, [])
    })
})

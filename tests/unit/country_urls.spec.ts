import { test } from '@japa/runner'
import { absoluteUrl, appUrlFor, countrySiteUrl } from '#core/country/urls'
import env from '#start/env'

test.group('Country sites (links by country)', () => {
  test('Mexico is the default site with mx. before its host; Colombia is the default site', ({
    assert,
  }) => {
    assert.equal(countrySiteUrl('http://localhost:3333/', 'CO', 'CO'), 'http://localhost:3333')
    assert.equal(countrySiteUrl('http://localhost:3333', 'MX', 'CO'), 'http://mx.localhost:3333')
    assert.equal(countrySiteUrl('https://repuestos.com', 'MX', 'CO'), 'https://mx.repuestos.com')
    assert.equal(countrySiteUrl('https://mx.repuestos.com', 'CO', 'MX'), 'https://co.repuestos.com')
  })

  test('absolute links use the country of their recipient', ({ assert }) => {
    const base = env.get('APP_URL').replace(/\/+$/, '')
    assert.equal(absoluteUrl('CO', '/login'), `${base}/login`)
    assert.match(absoluteUrl('MX', '/login'), /^https?:\/\/mx\.[^/]+\/login$/)
    assert.equal(appUrlFor(null), base)
  })
})

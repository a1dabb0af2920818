import { test } from '@japa/runner'
import { countryFromHost } from '#core/country/country'

test.group('Country by host', () => {
  test('{host} is {expected}')
    .with([
      { host: 'repuestos.com', expected: 'CO' },
      { host: 'localhost:3333', expected: 'CO' },
      { host: 'www.repuestos.co', expected: 'CO' },
      { host: 'mx.repuestos.com', expected: 'MX' },
      { host: 'MX.Repuestos.com:443', expected: 'MX' },
      { host: 'repuestos.com.mx', expected: 'MX' },
      { host: 'repuestos.mx', expected: 'MX' },
      { host: 'mexico.repuestos.com', expected: 'CO' },
      { host: 'repuestos.mxx.com', expected: 'CO' },
      { host: '', expected: 'CO' },
    ])
    .run(({ assert }, { host, expected }) => {
      assert.equal(countryFromHost(host).code, expected)
    })

  test('currency and locale follow the country', ({ assert }) => {
    assert.include(countryFromHost('mx.repuestos.com'), { currency: 'MXN', locale: 'es-MX' })
    assert.include(countryFromHost('repuestos.com'), { currency: 'COP', locale: 'es-CO' })
  })

  test('the fallback country applies to hosts that do not say', ({ assert }) => {
    assert.equal(countryFromHost('repuestos.com', 'MX').code, 'MX')
    assert.equal(countryFromHost('repuestos.co', 'MX').code, 'CO')
  })
})

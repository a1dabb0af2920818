import { test } from '@japa/runner'
import { internationalMobile, normalizeMobile } from '#users/rules/mobile'

test.group('WhatsApp numbers', () => {
  test('{input} in {country} is {expected}')
    .with([
      { input: '3001234567', country: 'CO' as const, expected: '3001234567' },
      { input: '300 123 4567', country: 'CO' as const, expected: '3001234567' },
      { input: '+57 300-123-4567', country: 'CO' as const, expected: '3001234567' },
      { input: 3001234567, country: 'CO' as const, expected: '3001234567' },
      { input: '6011234567', country: 'CO' as const, expected: null },
      { input: '300123456', country: 'CO' as const, expected: null },
      { input: 'abc', country: 'CO' as const, expected: null },
      { input: '5512345678', country: 'MX' as const, expected: '5512345678' },
      { input: '+52 1 55 1234 5678', country: 'MX' as const, expected: '5512345678' },
      { input: '+52 55 1234 5678', country: 'MX' as const, expected: '5512345678' },
      { input: '0512345678', country: 'MX' as const, expected: null },
    ])
    .run(({ assert }, { input, country, expected }) => {
      assert.equal(normalizeMobile(input, country), expected)
    })

  test('international form adds the country prefix', ({ assert }) => {
    assert.equal(internationalMobile('3001234567', 'CO'), '573001234567')
    assert.equal(internationalMobile('5512345678', 'MX'), '525512345678')
  })
})

import { test } from '@japa/runner'
import {
  formatMobile,
  internationalMobile,
  mobileDisplay,
  mobileInputValue,
  normalizeMobile,
} from '#users/rules/mobile'

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
      { input: '+523312345678', country: 'MX' as const, expected: '3312345678' },
      { input: '13312345678', country: 'MX' as const, expected: '3312345678' },
      { input: '1312345678', country: 'MX' as const, expected: null },
    ])
    .run(({ assert }, { input, country, expected }) => {
      assert.equal(normalizeMobile(input, country), expected)
    })

  test('international form adds the country prefix', ({ assert }) => {
    assert.equal(internationalMobile('3001234567', 'CO'), '573001234567')
    assert.equal(internationalMobile('5512345678', 'MX'), '525512345678')
  })
})

test.group('WhatsApp inputs: the prefix never shows twice', () => {
  test('"{input}" typed or pasted in {country} shows "{expected}"')
    .with([
      { input: '+52 1 33 1234 5678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '+523312345678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '3312345678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '52 33 1234 5678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '5213312345678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '0052 33 1234 5678', country: 'MX' as const, expected: '33 1234 5678' },
      { input: '2221234567', country: 'MX' as const, expected: '222 123 4567' },
      { input: '+57 300 123 4567', country: 'CO' as const, expected: '300 123 4567' },
      { input: '+573001234567', country: 'CO' as const, expected: '300 123 4567' },
      { input: '573001234567', country: 'CO' as const, expected: '300 123 4567' },
      { input: '300-123-4567', country: 'CO' as const, expected: '300 123 4567' },
      // while typing
      { input: '+', country: 'MX' as const, expected: '+' },
      { input: '+5', country: 'MX' as const, expected: '+5' },
      { input: '+52', country: 'MX' as const, expected: '+52' },
      { input: '+52 1', country: 'MX' as const, expected: '' },
      { input: '+52 33', country: 'MX' as const, expected: '33' },
      { input: '+57 3', country: 'CO' as const, expected: '3' },
      { input: '33123', country: 'MX' as const, expected: '33123' },
      // a number of another country is not turned into a local one
      { input: '+1 555 123 4567', country: 'MX' as const, expected: '15551234567' },
    ])
    .run(({ assert }, { input, country, expected }) => {
      const shown = mobileInputValue(input, country)
      assert.equal(shown, expected)
      assert.notInclude(shown, '+52 ')
      assert.notInclude(shown, '+57 ')
    })

  test('the three ways of writing one Mexican number end as the same national number', ({
    assert,
  }) => {
    const national = ['+52 1 33 1234 5678', '+523312345678', '3312345678'].map((typed) =>
      normalizeMobile(mobileInputValue(typed, 'MX'), 'MX')
    )
    assert.deepEqual(national, ['3312345678', '3312345678', '3312345678'])
  })

  test('stored numbers show with one prefix, in the groups of the country', ({ assert }) => {
    assert.equal(mobileDisplay('3312345678', 'MX'), '+52 33 1234 5678')
    assert.equal(mobileDisplay('523312345678', 'MX'), '+52 33 1234 5678')
    assert.equal(mobileDisplay('2221234567', 'MX'), '+52 222 123 4567')
    assert.equal(mobileDisplay('3001234567', 'CO'), '+57 300 123 4567')
    assert.equal(mobileDisplay(null, 'CO'), '--')
    assert.equal(formatMobile('300123', 'CO'), '300123')
  })
})

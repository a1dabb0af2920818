import { test } from '@japa/runner'
import {
  canSearchPlate,
  normalizePlate,
  PLATE_ERROR_TITLE,
  PLATE_FORM_MAX_LENGTH,
  PLATE_MESSAGES,
  PLATE_SEARCH_MAX_LENGTH,
  plateError,
  typedPlate,
} from '#garage/rules/plate'

const LENGTH = 'La placa del vehículo debe contener 6 caracteres.'
const INVALID = 'Asegúrate de escribir la placa de tu vehículo correctamente.'

test.group('Plates: normalising', () => {
  test('"{input}" becomes "{expected}"')
    .with([
      { input: 'abc123', expected: 'ABC123' },
      { input: ' abc 123 ', expected: 'ABC123' },
      { input: 'abc-123', expected: 'ABC123' },
      { input: 'abc – 123', expected: 'ABC123' },
      { input: 'A.B.C·1/2*3', expected: 'A.B.C·1/2*3' },
      { input: 'abc-12-3x9', expected: 'ABC123X9' },
      { input: 'mhx-48-21', expected: 'MHX4821' },
      { input: '', expected: '' },
      { input: null, expected: '' },
      { input: undefined, expected: '' },
    ])
    .run(({ assert }, { input, expected }) => {
      assert.equal(normalizePlate(input), expected)
    })

  test('the Spanish texts and limits of the spec', ({ assert }) => {
    assert.equal(PLATE_ERROR_TITLE, 'La placa no es válida')
    assert.equal(PLATE_MESSAGES.length, LENGTH)
    assert.equal(PLATE_MESSAGES.invalid, INVALID)
    assert.equal(PLATE_FORM_MAX_LENGTH, 10)
    assert.equal(PLATE_SEARCH_MAX_LENGTH.CO, 6)
  })

  test('the search button shows once the plate is longer than 4 characters', ({ assert }) => {
    assert.isFalse(canSearchPlate(''))
    assert.isFalse(canSearchPlate('ABC1'))
    assert.isFalse(canSearchPlate('AB-C 1'))
    assert.isTrue(canSearchPlate('ABC12'))
    assert.isTrue(canSearchPlate('ABC123'))
  })
})

test.group('Plates: Colombia', () => {
  test('{plate} ({kind}) is valid')
    .with([
      { plate: 'ABC123', kind: '3 letters + 3 digits' },
      { plate: 'abc-123', kind: 'typed in lower case with a dash' },
      { plate: 'ABC12D', kind: '3 letters + 2 digits + letter' },
      { plate: '123ABC', kind: '3 digits + 3 letters' },
      { plate: 'DA1234', kind: 'D + letter + 4 digits' },
      { plate: 'CD4521', kind: 'C + letter + 4 digits' },
      { plate: 'MB0001', kind: 'M + letter + 4 digits' },
      { plate: 'OF9999', kind: 'O + letter + 4 digits' },
      { plate: 'AX1234', kind: 'A + letter + 4 digits' },
      { plate: 'R45871', kind: 'R + 5 digits' },
      { plate: 'S12345', kind: 'S + 5 digits' },
    ])
    .run(({ assert }, { plate }) => {
      assert.isNull(plateError(plate, 'CO'))
    })

  test('{plate} has the wrong length')
    .with([{ plate: '' }, { plate: 'ABC12' }, { plate: 'ABC1234' }, { plate: 'AB' }])
    .run(({ assert }, { plate }) => {
      assert.equal(plateError(plate, 'CO'), LENGTH)
    })

  test('{plate} has 6 characters but no Colombian form')
    .with([
      { plate: 'XY1234' },
      { plate: '1234AB' },
      { plate: 'ABCDEF' },
      { plate: '123456' },
      { plate: 'BA1234' },
      { plate: 'RA1234' },
      { plate: 'T12345' },
      { plate: 'ABC1D2' },
      { plate: 'AB_123' },
    ])
    .run(({ assert }, { plate }) => {
      assert.equal(plateError(plate, 'CO'), INVALID)
    })
})

test.group('Plates: Mexico', () => {
  test('{plate} is valid')
    .with([{ plate: 'ABC123' }, { plate: 'MHX4821' }, { plate: 'PZR-512-A' }, { plate: '123456' }])
    .run(({ assert }, { plate }) => {
      assert.isNull(plateError(plate, 'MX'))
    })

  test('{plate} is not a Mexican plate')
    .with([{ plate: '' }, { plate: 'ABC12' }, { plate: 'ABCD1234' }, { plate: 'AB_1234' }])
    .run(({ assert }, { plate }) => {
      assert.equal(plateError(plate, 'MX'), INVALID)
    })

  test('the Mexican search box takes 7 characters', ({ assert }) => {
    assert.equal(PLATE_SEARCH_MAX_LENGTH.MX, 7)
  })
})

test.group('Plates: never cut, never cleaned of symbols', () => {
  test('{plate} in {country} is refused: {why}')
    .with([
      { plate: 'abc-12-3x9', country: 'MX' as const, why: '8 characters', message: INVALID },
      { plate: 'MHX.4821', country: 'MX' as const, why: 'a dot', message: INVALID },
      { plate: 'hkz.207', country: 'CO' as const, why: 'a dot', message: INVALID },
      { plate: 'HKZ/207', country: 'CO' as const, why: 'a slash', message: INVALID },
      { plate: 'HKZ2071', country: 'CO' as const, why: '7 characters', message: LENGTH },
    ])
    .run(({ assert }, { plate, country, message }) => {
      assert.equal(plateError(plate, country), message)
    })

  test('the plate input keeps all that was typed and says why it cannot be a plate', ({
    assert,
  }) => {
    assert.deepEqual(typedPlate('abc-12-3x9', 'MX'), { value: 'ABC123X9', error: INVALID })
    assert.deepEqual(typedPlate('hkz 2071', 'CO'), { value: 'HKZ2071', error: LENGTH })
    assert.deepEqual(typedPlate('hkz.2', 'CO'), { value: 'HKZ.2', error: INVALID })
    // still typing: no message yet, nothing cut
    assert.deepEqual(typedPlate('mhx-48', 'MX'), { value: 'MHX48', error: null })
    assert.deepEqual(typedPlate('pzr 512 a', 'MX'), { value: 'PZR512A', error: null })
    assert.deepEqual(typedPlate('hkz-207', 'CO'), { value: 'HKZ207', error: null })
  })
})

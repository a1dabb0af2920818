import { test } from '@japa/runner'
import { nitCheckDigit, normalizeNit, normalizeRfc, normalizeTaxId } from '#stores/rules/tax_id'
import { URL_PATH_MESSAGES as M, urlPathFromName, urlPathProblem } from '#stores/rules/url_path'

test.group('NIT check digit (DIAN)', () => {
  test('known NITs: {digits} → {dv}')
    .with([
      { digits: '800003122', dv: 6 },
      { digits: '890903938', dv: 8 },
      { digits: '860034313', dv: 7 },
      // r = 0 and r = 1 keep r; r = 2 gives 9 (11 − r)
      { digits: '15', dv: 0 }, // 7 + 15 = 22, r = 0
      { digits: '4', dv: 1 }, // 12, r = 1
      { digits: '8', dv: 9 }, // 24, r = 2 → 11 − 2
      { digits: '1', dv: 8 }, // 3, r = 3 → 11 − 3
    ])
    .run(({ assert }, row) => {
      assert.equal(nitCheckDigit(row.digits), row.dv)
    })

  test('every way people write it is accepted and stored as digits-dv: {input}')
    .with([
      '800.003.122-6',
      '800003122-6',
      '800 003 122 - 6',
      '8000031226',
      '800.003.122—6',
      '800.003.122–6',
      ' 800003122-6 ',
    ])
    .run(({ assert }, input) => {
      assert.equal(normalizeNit(input), '800003122-6')
    })

  test('refused: {label}')
    .with([
      { label: 'wrong check digit', input: '800003122-5' },
      { label: 'wrong check digit written together', input: '8000031227' },
      { label: '5 digits (below 6)', input: `12345-${nitCheckDigit('12345')}` },
      { label: '11 digits (above 10)', input: `12345678901-${nitCheckDigit('12345678901')}` },
      { label: 'letters', input: '80000A122-6' },
      { label: 'two check digits', input: '800003122-66' },
      { label: 'all zeros', input: '000000-0' },
      { label: 'empty', input: '' },
    ])
    .run(({ assert }, row) => {
      assert.isNull(normalizeNit(row.input))
    })

  test('6 and 10 digits are the bounds that pass', ({ assert }) => {
    assert.equal(
      normalizeNit(`123456-${nitCheckDigit('123456')}`),
      `123456-${nitCheckDigit('123456')}`
    )
    const ten = '1234567890'
    assert.equal(normalizeNit(`${ten}-${nitCheckDigit(ten)}`), `${ten}-${nitCheckDigit(ten)}`)
  })
})

test.group('RFC format', () => {
  test('accepted: {input}')
    .with([
      { input: 'GODE561231GR8', stored: 'GODE561231GR8' },
      { input: 'abc-990101-xy1', stored: 'ABC990101XY1' },
      { input: 'ÑAÑ000229AB1', stored: 'ÑAÑ000229AB1' },
      { input: 'A&B120101AAA', stored: 'A&B120101AAA' },
      { input: 'MAPE 800131 AB9', stored: 'MAPE800131AB9' },
      // the check digit is never checked (SAT-confirmed RFCs fail it)
      { input: 'GODE561231GR0', stored: 'GODE561231GR0' },
    ])
    .run(({ assert }, row) => {
      assert.equal(normalizeRfc(row.input), row.stored)
    })

  test('refused: {label}')
    .with([
      { label: '2 letters', input: 'AB990101XY1' },
      { label: '5 letters', input: 'ABCDE990101XY1' },
      { label: 'month 13', input: 'ABC991301XY1' },
      { label: 'month 00', input: 'ABC990001XY1' },
      { label: 'day 32', input: 'ABC990132XY1' },
      { label: 'April 31', input: 'ABC990431XY1' },
      { label: 'February 29 of a year that is leap in no century', input: 'ABC010229XY1' },
      { label: 'homoclave of 2', input: 'ABC990101XY' },
      { label: 'homoclave of 4', input: 'ABC990101XY12' },
      { label: 'a digit among the letters', input: 'A1C990101XY1' },
    ])
    .run(({ assert }, row) => {
      assert.isNull(normalizeRfc(row.input))
    })

  test('the host country decides: CO NIT, MX RFC', ({ assert }) => {
    assert.equal(normalizeTaxId('800003122-6', 'CO'), '800003122-6')
    assert.isNull(normalizeTaxId('800003122-6', 'MX'))
    assert.equal(normalizeTaxId('GODE561231GR8', 'MX'), 'GODE561231GR8')
    assert.isNull(normalizeTaxId('GODE561231GR8', 'CO'))
  })
})

test.group('url_path', () => {
  test('accepted: {path}')
    .with(['frenos-la-80', 'abc', 'a'.repeat(64), 'taller-2', '80-frenos'])
    .run(({ assert }, path) => {
      assert.isNull(urlPathProblem(path))
    })

  test('refused: {label}')
    .with([
      { label: 'empty', path: '', message: M.required },
      { label: '2 characters (below 3)', path: 'ab', message: M.length },
      { label: '65 characters (above 64)', path: 'a'.repeat(65), message: M.length },
      { label: 'uppercase', path: 'Frenos', message: M.format },
      { label: 'an accent', path: 'frenos-bogotá', message: M.format },
      { label: 'a leading hyphen', path: '-frenos', message: M.format },
      { label: 'a trailing hyphen', path: 'frenos-', message: M.format },
      { label: 'two hyphens', path: 'frenos--80', message: M.format },
      { label: 'a space', path: 'frenos 80', message: M.format },
      { label: 'an underscore', path: 'frenos_80', message: M.format },
      { label: 'reserved registro', path: 'registro', message: M.reserved },
      { label: 'reserved staff', path: 'staff', message: M.reserved },
    ])
    .run(({ assert }, row) => {
      assert.equal(urlPathProblem(row.path), row.message)
    })

  test('proposed from the name: {name}')
    .with([
      { name: 'Frenos La 80', path: 'frenos-la-80' },
      { name: '  Repuestos Ñandú & Cía. ', path: 'repuestos-nandu-cia' },
      { name: 'Autopartes Medellín S.A.S.', path: 'autopartes-medellin-s-a-s' },
      { name: 'x'.repeat(70), path: 'x'.repeat(64) },
    ])
    .run(({ assert }, row) => {
      assert.equal(urlPathFromName(row.name), row.path)
      assert.isNull(urlPathProblem(urlPathFromName(row.name)))
    })
})

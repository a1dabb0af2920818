import { test } from '@japa/runner'
import { containsContactData, detectContactData, fold } from '#core/rules/contact_data'
import { containsContactData as observationsCheck } from '#quotations/rules/contact_data'

/*
 * The contact-data detector's number forms at their edges (core/rules/contact_data.ts): each
 * harmless form (dates, times, prices, part numbers, tyre sizes, years) in the variant that only
 * it recognises, with enough digits around to read as a phone otherwise; cue words glued to a
 * number; street forms. Mutation-tested with contact_data.spec.ts
 * (npm run mutation -- contact_data).
 */
const CASES: [string, string[]][] = [
  // dates: one-digit day and month, 2-digit years, each separator, the last day of a month
  ['5/3/2024 y 6/4/2024', []],
  ['25/12/24 y 26/12/24', []],
  ['31/01/2024 al 30/11/2024', []],
  ['15-03-2024 o 16.03.2024', []],
  // ISO dates
  ['2024-3-5 y 2024-4-6', []],
  ['2023-12-31 a 2024-11-29', []],
  ['1999-01-01 y 2000-02-02', []],
  // times, with a one-digit hour and seconds
  ['7:30 a 9:45 y 23:59:59', []],
  // prices
  ['precio $1 250 000 y $2 500 000', []],
  ['12.500.000 y 13.000.000', []],
  ['1 250 000 pesos y 2 500 000 pesos', []],
  ['1250000pesos o 2500000cop', []],
  ['3152234455 pesos', []],
  ['1.250.000,50 COP y 350.000,5 cop', []],
  // tyre sizes glued or spaced
  ['205/55r16 y 195/65r15', []],
  ['205/55 r 16 y 195/65 r 15', []],
  // Bosch numbers
  ['0 986 452 041 y 1 987 654 321', []],
  // years: only 1960–2039, whole tokens
  ['315 20155 99', ['phone']],
  ['315 12015 99', ['phone']],
  ['315 1950 99', ['phone']],
  ['3152 196a 234', []],
  // a cue word glued to a number: two letters or more, the whole token
  ['ref ab3152234455x', []],
  ['ref x3152234455ab', []],
  ['3152234455a', []],
  ['tel3152234455', ['phone']],
  ['3152234455cel', ['phone']],
  // streets
  ['calle no. 45', ['street']],
  ['cra no 45 sur', ['street']],
  ['av n° 30', ['street']],
  ['cll#45', ['street']],
  ['calle:45', ['street']],
  ['kra.7', ['street']],
]

test.group('Contact data limits: number forms and streets', () => {
  for (const [text, reasons] of CASES) {
    test(`'${text}' → [${reasons.join(', ')}]`, ({ assert }) => {
      assert.deepEqual(detectContactData(text, {}), reasons)
    })
  }
})

/*
 * Exact limits, each case next to the one that differs by one digit or one character, so that a
 * boundary moved by one (7 → 8 digits, 3 → 4 letters, a day 31 → 30, an hour 23 → 24) fails a
 * test. The harmless forms are shown with 2-digit years (a 4-digit year is skipped on its own)
 * and enough digits after them to read as a phone if the form were not recognised.
 */
const EDGES: [string, string[]][] = [
  // seven digits are a phone, six are not; only letters end a run
  ['315 2234', ['phone']],
  ['315 223', []],
  ['1234 - 567', ['phone']],
  ['1234 😀 567', ['phone']],
  ['1234 ref 567', []],
  // number words count by their digits: 'cien' 3, 'once' 2, 'sesenta' 2…
  ['cien 1234', ['phone']],
  ['cien 123', []],
  ['once 12345', ['phone']],
  ['veintidós 12345', ['phone']],
  ['veintiún 12345', ['phone']],
  ['veintisiete 12345', ['phone']],
  ['sesenta 12345', ['phone']],
  ['treinta y cinco 12345', ['phone']],
  ['tres uno cinco 2234', ['phone']],
  ['tres uno 2234', []],
  ['ciento 1234', ['phone']],
  ['doscientos 1234', ['phone']],
  ['doscientas 1234', ['phone']],
  ['ochocientos 1234', ['phone']],
  ['novecientas 1234', ['phone']],
  ['un 123456', []],
  // look-alike digits
  ['🔟 12345', ['phone']],
  ['🔟 1234', []],
  ['❶❷❸❹❺❻❼', ['phone']],
  ['❶❷❸❹❺❻', []],
  ['❿❿❿1', ['phone']],
  // dates: a one-digit day and month, the last day and month, 2-digit years
  ['5/3/24 123', []],
  ['15/03/24 1', []],
  ['31/12/24 1', []],
  ['el 10/03/24 123', []],
  ['32/03/24 1', ['phone']],
  ['00/03/24 1', ['phone']],
  ['30/13/24 1', ['phone']],
  ['15/03-24 1', ['phone']],
  ['1/15/03/24 1', ['phone']],
  ['15/03/24/5 1', ['phone']],
  // ISO dates
  ['2024-03-15 123', []],
  ['el 2024-03-15 123', []],
  ['2024-12-31 123', []],
  ['2024-3-5 12345', []],
  ['2024-13-01 123', ['phone']],
  ['2024-12-32 123', ['phone']],
  ['2024-00-10 123', ['phone']],
  ['12024-01-01 12', ['phone']],
  // times: one-digit hour, 23:59, seconds
  ['9:05 123456', []],
  ['a las 9:05, 123456', []],
  ['23:15 12345', []],
  ['12:30:45 12', []],
  ['24:00 12345', ['phone']],
  ['23:60 12345', ['phone']],
  ['12:30:61 12', ['phone']],
  // prices: '$' with thousand groups (dots or spaces) and cents, groups without '$'
  ['total $ 12.345.678 2 unidades', []],
  ['precio $ 1 250 000 2 unidades', []],
  ['$ 1.250,50 12345', []],
  ['1.250.000 123456', []],
  ['cuesta 1.250.000 123456', []],
  ['315 223 1.250.000', []],
  ['315 223 1250000 pesos', []],
  ['12.3456 123', ['phone']],
  ['total 1 250 000 000 pesos', []],
  ['1 250 000,50 pesos', []],
  ['3152234455 pesosx', ['phone']],
  ['3152234455 copas', ['phone']],
  // Toyota 5-5 and Bosch numbers only when nothing numeric touches them
  ['04465-334501 12', ['phone']],
  ['1-04465-33450 12', ['phone']],
  ['50 986 452 041', ['phone']],
  ['5 0 986 452 041', ['phone']],
  ['0 986 452 0411', ['phone']],
  ['0 986 452 041 5', ['phone']],
  ['2 986 452 041', ['phone']],
  // tyre sizes written without a separator, with a spaced R, with slashes
  ['llanta 205/5516 12', []],
  ['205/55 r 16 12345', []],
  ['205/55/15 12', []],
  // years: 1960 and 2039 are the limits
  ['315 1959 99', ['phone']],
  ['315 1960 99', []],
  ['315 2039 99', []],
  ['315 2040 99', ['phone']],
  // a cue word glued to a number needs its 7 digits
  ['cel3152234', ['phone']],
  ['cel315223', []],
  ['3152234cel', ['phone']],
  ['315223cel', []],
  // a harmless form ends a run (it is not just removed); so does a link, not its gap
  ['315 15/03/2024 2234', []],
  ['3152 https://x.co 234', ['phone']],
  // e-mails at their limits
  ['ventas@andina.co', ['email']],
  ['j@andina.co', ['email']],
  ['ventas.@andina.co', ['email']],
  ['ventas@andina.c', []],
  ['juan arroba hotmail o al chat', ['email']],
  ['juan ( at ) gmail . com', ['email']],
  ['ventas.co arroba repuestosandina punto com', ['email']],
  ['a@andina.co o 315 2234@gmail.com', ['email']],
  ['315 2234@x.co', ['email']],
  // address plates: up to 3 digits on each side, one letter, spaces around the dash
  ['queda en el #43-12', ['street']],
  ['# 43-12 sur', ['street']],
  ['# 43 b - 12 al lado', ['street']],
  ['#43b-12', ['street']],
  ['# 123-123', ['street']],
  ['# 1234-12', []],
  ['# 43-1234', []],
  ['# 43bc-12', []],
]

test.group('Contact data limits: exact boundaries', () => {
  for (const [text, reasons] of EDGES) {
    test(`'${text}' → [${reasons.join(', ')}]`, ({ assert }) => {
      assert.deepEqual(detectContactData(text, {}), reasons)
    })
  }
})

test.group('Contact data limits: names, missing inputs, refusals', () => {
  test('own words: 4 letters count, 3 do not, whole names or words', ({ assert }) => {
    const whole = { wholeNamesOnly: true }
    assert.deepEqual(detectContactData('soy luis', { ...whole, fullName: 'Luis' }), ['ownWords'])
    assert.deepEqual(detectContactData('soy ana', { ...whole, fullName: 'Ana' }), [])
    assert.deepEqual(
      detectContactData('somos frenos del sur', { ...whole, storeName: 'Frenos del Sur' }),
      ['ownWords']
    )
    assert.deepEqual(detectContactData('xgomez y gomez1', { fullName: 'Ana Gómez' }), [])
    assert.deepEqual(detectContactData('soy maria', { fullName: 'Ana-María' }), ['ownWords'])
  })

  test('names with dots or brackets are matched literally', ({ assert }) => {
    const context = { storeName: 'Autos (Cali)', wholeNamesOnly: true }
    assert.deepEqual(detectContactData('somos autos (cali)', context), ['ownWords'])
    assert.deepEqual(detectContactData('somos autos cali', context), [])
    const dotted = { storeName: 'J.R Motos', wholeNamesOnly: true }
    assert.deepEqual(detectContactData('somos j.r motos', dotted), ['ownWords'])
    assert.deepEqual(detectContactData('somos jxr motos', dotted), [])
    const open = { storeName: 'Autos (Cali', wholeNamesOnly: true }
    assert.deepEqual(detectContactData('somos autos (cali', open), ['ownWords'])
  })

  test('missing, null and empty inputs', ({ assert }) => {
    assert.deepEqual(detectContactData(undefined), [])
    assert.deepEqual(detectContactData(null, { fullName: 'Luis Pérez' }), [])
    assert.deepEqual(detectContactData('   '), [])
    assert.isFalse(containsContactData(undefined))
    assert.isFalse(containsContactData('   ', { fullName: 'Luis Pérez' }))
    const nulls = { fullName: null, storeName: null, cityName: null }
    assert.deepEqual(detectContactData('hola, pregunta por el precio', nulls), [])
    assert.deepEqual(detectContactData('hola', { ...nulls, wholeNamesOnly: true }), [])
    assert.equal(fold(''), '')
    assert.equal(fold('a\t\tb'), 'a b')
  })

  test('observations: no store name or no context flags nothing by itself', ({ assert }) => {
    assert.isFalse(observationsCheck('hola, envío mañana', { fullName: 'Carlos Ramírez' }))
    assert.isFalse(observationsCheck('hola, envío mañana', { storeName: 'Repuestos Andina' }))
    assert.isFalse(observationsCheck('hola, envío mañana'))
    assert.isFalse(observationsCheck(null))
    assert.isFalse(observationsCheck(undefined, {}))
    assert.isTrue(observationsCheck('juan@gmail.com'))
    assert.isTrue(observationsCheck('somos cali', { storeName: 'Cali' }))
    assert.isFalse(observationsCheck('somos cal', { storeName: 'Cal' }))
  })

  test("'no … disponible': four words apart at most, within one clause", ({ assert }) => {
    const vendor = { vendorOnQuotationRequest: true }
    const refused = [
      'no lo tengo ahora mismo disponible',
      'no disponibles',
      'no disponibilidad',
      // a link is cut out, leaving several spaces where it was
      'no https://andina.co/ref disponible',
      'no lo tengo https://andina.co/ref disponible',
    ]
    for (const text of refused)
      assert.deepEqual(detectContactData(text, vendor), ['notAvailable'], text)
    const answers = [
      'no lo tengo ahora mismo ya disponible',
      'hay uno disponible',
      'tenemos el repuesto bueno disponible',
      'no disponiblemente',
      'no disponibilidades',
      'nodisponible',
      ...['.', ',', ';', ':', '!', '?', '¿', '¡'].map((mark) => `no sé${mark} disponible mañana`),
    ]
    for (const text of answers) assert.deepEqual(detectContactData(text, vendor), [], text)
    assert.deepEqual(detectContactData('no disponible', { vendorOnQuotationRequest: false }), [])
  })
})

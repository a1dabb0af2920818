import { test } from '@japa/runner'
import { detectContactData } from '#core/rules/contact_data'

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

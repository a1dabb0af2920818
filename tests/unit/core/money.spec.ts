import { test } from '@japa/runner'
import {
  applyFraction,
  currencyStep,
  fitsCurrency,
  formatCents,
  formatFraction,
  FRACTION_SCALE,
  MAX_MONEY_CENTS,
  MONEY_PATTERN,
  moneyOf,
  normalizeMoney,
  parseFraction,
  parseMoney,
  roundToCurrency,
  sum,
  times,
} from '#core/rules/money'

/*
 * Exact money (core/rules/money.ts) at its limits: text and numbers in, null / undefined / empty
 * / malformed inputs, signs, decimals at and beyond two (money) or four (fractions), rounding
 * half away from zero on both signs. Mutation-tested (npm run mutation -- money).
 */
test.group('Money: parseMoney', () => {
  test('plain decimals as text or number, with their sign, become cents', ({ assert }) => {
    assert.strictEqual(parseMoney('12345.67'), 1234567n)
    assert.strictEqual(parseMoney('12'), 1200n)
    assert.strictEqual(parseMoney(12), 1200n)
    assert.strictEqual(parseMoney('12.5'), 1250n)
    assert.strictEqual(parseMoney(12.5), 1250n)
    assert.strictEqual(parseMoney('0.01'), 1n)
    assert.strictEqual(parseMoney('0'), 0n)
    assert.strictEqual(parseMoney(0), 0n)
    assert.strictEqual(parseMoney('-0.50'), -50n)
    assert.strictEqual(parseMoney(-12.34), -1234n)
    assert.strictEqual(parseMoney('  89.90  '), 8990n, 'surrounding spaces are trimmed')
    assert.strictEqual(parseMoney('999999999999.99'), MAX_MONEY_CENTS)
  })

  test('trailing zeros beyond two decimals are fine; a third significant decimal is not', ({
    assert,
  }) => {
    assert.strictEqual(parseMoney('1.500'), 150n)
    assert.strictEqual(parseMoney('1.5000000'), 150n)
    assert.strictEqual(parseMoney('1.10'), 110n)
    assert.isNull(parseMoney('1.001'))
    assert.isNull(parseMoney('1.005'))
    assert.isNull(parseMoney(0.001))
  })

  test('null, undefined, empty and malformed inputs are not money', ({ assert }) => {
    assert.isNull(parseMoney(null))
    assert.isNull(parseMoney(undefined))
    assert.isNull(parseMoney(''))
    assert.isNull(parseMoney('   '))
    assert.isNull(parseMoney('abc'))
    assert.isNull(parseMoney('12,50'))
    assert.isNull(parseMoney('1.2.3'))
    assert.isNull(parseMoney('.5'))
    assert.isNull(parseMoney('5.'))
    assert.isNull(parseMoney('+5'))
    assert.isNull(parseMoney('--5'))
    assert.isNull(parseMoney('5-'))
    assert.isNull(parseMoney('1e3'))
    assert.isNull(parseMoney('x12'))
    assert.isNull(parseMoney('12x'))
    assert.isNull(parseMoney(1e21), 'a number written with an exponent')
    assert.isNull(parseMoney(1e-7))
    assert.isNull(parseMoney(Number.NaN))
    assert.isNull(parseMoney(Number.POSITIVE_INFINITY))
    assert.isNull(parseMoney(Number.NEGATIVE_INFINITY))
    assert.isNull(parseMoney(true as never))
    assert.isNull(parseMoney({} as never))
  })
})

test.group('Money: moneyOf (values read back from the database)', () => {
  test('null and undefined are zero; text and numbers are read exactly', ({ assert }) => {
    assert.strictEqual(moneyOf(null), 0n)
    assert.strictEqual(moneyOf(undefined), 0n)
    assert.strictEqual(moneyOf('12'), 1200n)
    assert.strictEqual(moneyOf(12), 1200n)
    assert.strictEqual(moneyOf('-3.05'), -305n)
    assert.strictEqual(moneyOf(0), 0n)
  })

  test('anything else is a programming error, named in the message', ({ assert }) => {
    assert.throws(() => moneyOf('abc'), 'Not a money amount: abc')
    assert.throws(() => moneyOf(''), 'Not a money amount: ')
    assert.throws(() => moneyOf('1.001'), 'Not a money amount: 1.001')
    assert.throws(() => moneyOf(Number.NaN), 'Not a money amount: NaN')
  })
})

test.group('Money: formatting', () => {
  test('formatCents writes two decimals, a sign, and a 0 before the point', ({ assert }) => {
    assert.strictEqual(formatCents(1234567n), '12345.67')
    assert.strictEqual(formatCents(1200n), '12.00')
    assert.strictEqual(formatCents(100n), '1.00')
    assert.strictEqual(formatCents(99n), '0.99')
    assert.strictEqual(formatCents(5n), '0.05')
    assert.strictEqual(formatCents(0n), '0.00')
    assert.strictEqual(formatCents(-5n), '-0.05')
    assert.strictEqual(formatCents(-50n), '-0.50')
    assert.strictEqual(formatCents(-1234n), '-12.34')
    assert.strictEqual(formatCents(MAX_MONEY_CENTS), '999999999999.99')
  })

  test('normalizeMoney writes what parseMoney reads, or null', ({ assert }) => {
    assert.strictEqual(normalizeMoney('12345.6'), '12345.60')
    assert.strictEqual(normalizeMoney(12), '12.00')
    assert.strictEqual(normalizeMoney('-0.5'), '-0.50')
    assert.strictEqual(normalizeMoney('007.10'), '7.10')
    assert.isNull(normalizeMoney(null))
    assert.isNull(normalizeMoney(undefined))
    assert.isNull(normalizeMoney(''))
    assert.isNull(normalizeMoney('1.234'))
  })

  test('MONEY_PATTERN accepts what a money field accepts as text', ({ assert }) => {
    for (const good of ['0', '12', '-12', '12.5', '12.50', '-0.01']) {
      assert.isTrue(MONEY_PATTERN.test(good), good)
    }
    for (const bad of ['', '12.', '.5', '12.345', '1e3', '+1', '1,5', ' 1', '1 ', 'a1', '1a']) {
      assert.isFalse(MONEY_PATTERN.test(bad), bad)
    }
  })

  test('the limits: DECIMAL(14,2) and fractions scaled by 10⁴', ({ assert }) => {
    assert.strictEqual(MAX_MONEY_CENTS, 99_999_999_999_999n)
    assert.strictEqual(FRACTION_SCALE, 10_000n)
  })
})

test.group('Money: fractions', () => {
  test('parseFraction reads up to four decimals', ({ assert }) => {
    assert.strictEqual(parseFraction('0.05'), 500n)
    assert.strictEqual(parseFraction(0.0475), 475n)
    assert.strictEqual(parseFraction('0.0001'), 1n)
    assert.strictEqual(parseFraction('1'), 10_000n)
    assert.strictEqual(parseFraction('0.050000'), 500n)
    assert.strictEqual(parseFraction('-0.5'), -5000n)
    assert.isNull(parseFraction('0.00001'))
    assert.isNull(parseFraction(null))
    assert.isNull(parseFraction(undefined))
    assert.isNull(parseFraction(''))
    assert.isNull(parseFraction('cinco'))
  })

  test('formatFraction writes four decimals and its sign', ({ assert }) => {
    assert.strictEqual(formatFraction(500n), '0.0500')
    assert.strictEqual(formatFraction(1n), '0.0001')
    assert.strictEqual(formatFraction(0n), '0.0000')
    assert.strictEqual(formatFraction(10_000n), '1.0000')
    assert.strictEqual(formatFraction(12_345n), '1.2345')
    assert.strictEqual(formatFraction(-500n), '-0.0500')
    assert.strictEqual(formatFraction(-12_345n), '-1.2345')
  })

  test('applyFraction rounds half away from zero, on both signs', ({ assert }) => {
    // 5 % of $ 100.00
    assert.strictEqual(applyFraction(10_000n, 500n), 500n)
    // 5 % of $ 0.10 = 0.5 cent → 1; of $ 0.09 = 0.45 → 0
    assert.strictEqual(applyFraction(10n, 500n), 1n)
    assert.strictEqual(applyFraction(9n, 500n), 0n)
    assert.strictEqual(applyFraction(-10n, 500n), -1n)
    assert.strictEqual(applyFraction(-9n, 500n), 0n)
    assert.strictEqual(applyFraction(10n, -500n), -1n)
    assert.strictEqual(applyFraction(-10n, -500n), 1n)
    // 1/3 of a cent and 2/3 of a cent
    assert.strictEqual(applyFraction(1n, 3_333n), 0n)
    assert.strictEqual(applyFraction(1n, 6_667n), 1n)
    assert.strictEqual(applyFraction(-1n, 6_667n), -1n)
    // 0.49 cent → 0, 0.51 cent → 1
    assert.strictEqual(applyFraction(1n, 4_900n), 0n)
    assert.strictEqual(applyFraction(1n, 5_100n), 1n)
    assert.strictEqual(applyFraction(0n, 500n), 0n)
    assert.strictEqual(applyFraction(12_345n, 10_000n), 12_345n)
    assert.strictEqual(applyFraction(12_345n, 0n), 0n)
  })
})

test.group('Money: times and sum', () => {
  test('times multiplies by an integer quantity and refuses anything else', ({ assert }) => {
    assert.strictEqual(times(1250n, 3), 3750n)
    assert.strictEqual(times(1250n, 1), 1250n)
    assert.strictEqual(times(1250n, 0), 0n)
    assert.strictEqual(times(-5n, 2), -10n)
    assert.strictEqual(times(7n, Number.MAX_SAFE_INTEGER), 7n * 9_007_199_254_740_991n)
    assert.throws(() => times(100n, 1.5), 'Not an integer quantity: 1.5')
    assert.throws(() => times(100n, Number.NaN), 'Not an integer quantity: NaN')
    assert.throws(() => times(100n, 2 ** 53), `Not an integer quantity: ${2 ** 53}`)
  })

  test('sum adds exactly; nothing sums to zero', ({ assert }) => {
    assert.strictEqual(sum([]), 0n)
    assert.strictEqual(sum([5n]), 5n)
    assert.strictEqual(sum([1234567n, 1n, -68n]), 1234500n)
  })
})

test.group('Money: the step of each currency', () => {
  test('COP prices are whole pesos, MXN prices keep their cents', ({ assert }) => {
    assert.strictEqual(currencyStep('COP'), 100n)
    assert.strictEqual(currencyStep('MXN'), 1n)
    assert.strictEqual(currencyStep(''), 1n)
    assert.strictEqual(roundToCurrency(124_949n, 'COP'), 124_900n)
    assert.strictEqual(roundToCurrency(124_950n, 'COP'), 125_000n, 'half away from zero')
    assert.strictEqual(roundToCurrency(-124_950n, 'COP'), -125_000n)
    assert.strictEqual(roundToCurrency(124_949n, 'MXN'), 124_949n)
    assert.isTrue(fitsCurrency(125_000n, 'COP'))
    assert.isFalse(fitsCurrency(124_950n, 'COP'))
    assert.isTrue(fitsCurrency(124_950n, 'MXN'))
  })
})

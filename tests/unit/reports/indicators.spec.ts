import { test } from '@japa/runner'
import {
  INDICATOR_DAYS,
  amountOf,
  conversion,
  discardIndicators,
  inWindow,
  oneDecimal,
  pairs,
  percentage,
  quotesSoldPercentage,
  sumCents,
  windowStart,
} from '#reports/rules/indicators'
import { durationText } from '#quotations/rules/durations'
import { median } from '#quotations/queries/store_response_query'
import { VENDOR_IGNORE_REASONS } from '#quotations/models/vendor_ignore'

const NOW = new Date('2026-11-29T03:00:00.000Z')

test.group('Indicators: the 30-day window (doc 2 §9)', () => {
  test('starts exactly 30 days before now, both edges included', ({ assert }) => {
    assert.equal(INDICATOR_DAYS, 30)
    assert.equal(windowStart(NOW).toISOString(), '2026-10-30T03:00:00.000Z')
    assert.isTrue(inWindow(new Date('2026-10-30T03:00:00.000Z'), NOW))
    assert.isFalse(inWindow(new Date('2026-10-30T02:59:59.999Z'), NOW))
    assert.isTrue(inWindow(NOW, NOW))
    assert.isFalse(inWindow(new Date('2026-11-29T03:00:00.001Z'), NOW))
  })
})

test.group('Indicators: percentages, cap and conversion (doc 2 §3, §9)', () => {
  test('percentages have one decimal, half away from zero; nothing is 0', ({ assert }) => {
    assert.equal(percentage(1, 6), 16.7)
    assert.equal(percentage(2, 3), 66.7)
    assert.equal(percentage(1, 8), 12.5)
    assert.equal(percentage(1, 16), 6.3)
    assert.equal(percentage(0, 0), 0)
    assert.equal(percentage(5, 0), 0)
    assert.equal(oneDecimal(-0.05), -0.1)
  })

  test('quotes sold: with purchase ÷ made, capped at 100', ({ assert }) => {
    assert.equal(quotesSoldPercentage(1, 6), 16.7)
    assert.equal(quotesSoldPercentage(6, 6), 100)
    assert.equal(quotesSoldPercentage(7, 5), 100)
    assert.equal(quotesSoldPercentage(0, 0), 0)
  })

  test('conversion: ordered ÷ quoted × 100 with one decimal, exact on money', ({ assert }) => {
    // the fixture: 150 000 of 800 000 = 18.75 % → 18.8
    assert.equal(conversion(15_000_000n, 80_000_000n), 18.8)
    assert.equal(conversion(1n, 3n), 33.3)
    assert.equal(conversion(2n, 3n), 66.7)
    assert.equal(conversion(80_000_000n, 80_000_000n), 100)
    assert.equal(conversion(0n, 80_000_000n), 0)
    assert.equal(conversion(5n, 0n), 0)
    // above 100 is possible (orders of quotations sent before the window are not counted here)
    assert.equal(conversion(3n, 2n), 150)
  })

  test('money sums from either driver, in the currency step', ({ assert }) => {
    assert.equal(sumCents(0.1 + 0.2), 30n)
    assert.equal(sumCents('12345.67'), 1_234_567n)
    assert.equal(sumCents(800000), 80_000_000n)
    assert.equal(sumCents(null), 0n)
    assert.equal(amountOf(1_234_550n, 'COP'), 12346)
    assert.equal(amountOf(1_234_549n, 'COP'), 12345)
    assert.equal(amountOf(1_234_550n, 'MXN'), 12345.5)
  })
})

test.group('Indicators: response time and discard reasons (doc 2 §3, §9)', () => {
  test('response time is the median of the minutes', ({ assert }) => {
    assert.equal(median([60, 10, 180, 20, 5, 3]), 15)
    assert.equal(median([7, 1, 1000]), 7)
    assert.isNull(median([]))
  })

  test('shown in min under 60, in hours from 60, in days from 24 h', ({ assert }) => {
    assert.equal(durationText(15), '15 min')
    assert.equal(durationText(59), '59 min')
    assert.equal(durationText(60), '1 h')
    assert.equal(durationText(1439), '23 h 59 min')
    assert.equal(durationText(1440), '1 día')
    assert.equal(durationText(null), '--')
  })

  test('discard reasons: counts, total and share, most frequent first', ({ assert }) => {
    const rows = discardIndicators(
      [
        { reason: 'g', count: 1 },
        { reason: 'a', count: 2 },
        { reason: 'b', count: 0 },
        { reason: 'zz', count: 4 },
      ],
      VENDOR_IGNORE_REASONS
    )
    assert.deepEqual(rows, [
      {
        reason: 'a',
        label: VENDOR_IGNORE_REASONS.a,
        count_reason_discarded: 2,
        total_reason_discarded: 3,
        percentage_discarded: 66.7,
      },
      {
        reason: 'g',
        label: VENDOR_IGNORE_REASONS.g,
        count_reason_discarded: 1,
        total_reason_discarded: 3,
        percentage_discarded: 33.3,
      },
    ])
    assert.deepEqual(discardIndicators([], VENDOR_IGNORE_REASONS), [])
  })

  test('two per row', ({ assert }) => {
    assert.deepEqual(pairs([1, 2, 3, 4, 5]), [[1, 2], [3, 4], [5]])
    assert.deepEqual(pairs([]), [])
  })
})

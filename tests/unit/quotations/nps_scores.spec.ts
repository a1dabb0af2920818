import { test } from '@japa/runner'
import { NPS_BANDS, npsBand, npsCategory, npsScore, npsSummary } from '#quotations/rules/nps_scores'

test.group('NPS: categories of a score', () => {
  test('0–6 detractor, 7–8 passive, 9–10 promoter', ({ assert }) => {
    const categories = Array.from({ length: 11 }, (_, score) => npsCategory(score))
    assert.deepEqual(categories, [
      'detractor',
      'detractor',
      'detractor',
      'detractor',
      'detractor',
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ])
  })
})

test.group('NPS: (promoters − detractors) ÷ total × 100', () => {
  test('worked by hand', ({ assert }) => {
    // 10, 10, 9, 9, 8, 6, 2: 4 promoters, 2 detractors of 7 → 28.571… → 29
    assert.equal(npsScore({ total: 7, promoters: 4, detractors: 2 }), 29)
    // all promoters, all detractors
    assert.equal(npsScore({ total: 3, promoters: 3, detractors: 0 }), 100)
    assert.equal(npsScore({ total: 2, promoters: 0, detractors: 2 }), -100)
    // only passives: 0, not −0
    assert.strictEqual(npsScore({ total: 4, promoters: 0, detractors: 0 }), 0)
    assert.isFalse(Object.is(npsScore({ total: 300, promoters: 1, detractors: 2 }), -0))
    // 1 promoter, 2 detractors of 3 → −33.3 → −33
    assert.equal(npsScore({ total: 3, promoters: 1, detractors: 2 }), -33)
    // halves round up: 1 − 0 of 8 → 12.5 → 13; 0 − 1 of 8 → −12.5 → −12
    assert.equal(npsScore({ total: 8, promoters: 1, detractors: 0 }), 13)
    assert.equal(npsScore({ total: 8, promoters: 0, detractors: 1 }), -12)
  })

  test('no ratings: no score (null), never 0', ({ assert }) => {
    assert.isNull(npsScore({ total: 0, promoters: 0, detractors: 0 }))
    assert.deepEqual(npsSummary({ total: 0, promoters: 0, detractors: 0 }), {
      total: 0,
      promoters: 0,
      detractors: 0,
      passives: 0,
      nps: null,
      band: null,
    })
  })

  test('the summary counts passives and names the band', ({ assert }) => {
    assert.deepEqual(npsSummary({ total: 7, promoters: 4, detractors: 2 }), {
      total: 7,
      promoters: 4,
      detractors: 2,
      passives: 1,
      nps: 29,
      band: 'Buena',
    })
  })
})

test.group('NPS: the gauge bands', () => {
  test('Negativa −100..−1, Buena 0..30, Muy Buena 31..70, Excelente 71..100', ({ assert }) => {
    const cases: [number, string][] = [
      [-100, 'Negativa'],
      [-1, 'Negativa'],
      [0, 'Buena'],
      [30, 'Buena'],
      [31, 'Muy Buena'],
      [70, 'Muy Buena'],
      [71, 'Excelente'],
      [100, 'Excelente'],
      // fractional values are rounded first: never between two bands
      [30.4, 'Buena'],
      [30.5, 'Muy Buena'],
      [-0.4, 'Buena'],
      [-0.6, 'Negativa'],
      // outside the scale: the nearest end
      [-150, 'Negativa'],
      [150, 'Excelente'],
    ]
    for (const [value, label] of cases) assert.equal(npsBand(value).label, label, String(value))
  })

  test('the bands cover −100..100 without gaps or overlaps', ({ assert }) => {
    assert.equal(NPS_BANDS[0].from, -100)
    assert.equal(NPS_BANDS.at(-1)!.to, 100)
    for (let index = 1; index < NPS_BANDS.length; index++) {
      assert.equal(NPS_BANDS[index].from, NPS_BANDS[index - 1].to + 1)
    }
  })
})

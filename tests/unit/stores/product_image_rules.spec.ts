import { test } from '@japa/runner'
import {
  isTooSmall,
  lookupReferences,
  normalizeEquivalences,
  normalizeReference,
} from '#stores/rules/product_image_rules'
import { compactPhotos } from '#stores/rules/product_image_photos'

test.group('Product image rules', () => {
  test('part numbers are trimmed and kept in capitals', ({ assert }) => {
    assert.equal(normalizeReference('  fa-12  34 '), 'FA-12 34')
  })

  test('substitutes become a comma list, each once', ({ assert }) => {
    assert.equal(normalizeEquivalences('wix51348, ph2 ,, ph2  m1\n'), 'WIX51348,PH2,M1')
    assert.isNull(normalizeEquivalences(' , '))
    assert.isNull(normalizeEquivalences(null))
  })

  test('a lookup reads each reference once, empty ones aside', ({ assert }) => {
    assert.deepEqual(lookupReferences('a1, A1 ,,b 2'), ['A1', 'B 2'])
    assert.deepEqual(lookupReferences(''), [])
  })

  test('500 × 500 is the minimum on both sides', ({ assert }) => {
    assert.isFalse(isTooSmall(500, 500))
    assert.isTrue(isTooSmall(499, 1200))
    assert.isTrue(isTooSmall(1200, 499))
  })

  test('photos close up their gaps, the first one stays main', ({ assert }) => {
    assert.deepEqual(compactPhotos({ image_2: 'b', image_4: 'd', image_1: null }), {
      image_1: 'b',
      image_2: 'd',
      image_3: null,
      image_4: null,
      image_5: null,
    })
  })
})

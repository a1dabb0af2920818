import { test } from '@japa/runner'
import { decideAddedParts, type CapDetail } from '#quotations/rules/quotation_caps'

/*
 * An edit adding parts to a quotation (rules/quotation_caps.ts `decideAddedParts`), at its
 * limits, each answer compared whole. Mutation-tested with quotation_caps.spec.ts
 * (npm run mutation -- quotation_caps).
 */
const byProduct = {
  storeId: null,
  quoteByProduct: true,
  isClosed: false,
  expired: false,
  quotationsCount: 1,
}
const details: CapDetail[] = [
  { id: 1, name: 'A', quotationsCount: 3, purchased: false },
  { id: 2, name: 'B', quotationsCount: 2, purchased: false },
  { id: 3, name: 'C', quotationsCount: 0, purchased: true },
]
const OPEN = { refused: [], closesRequest: false, requestClosed: false }

test.group('Quotation caps limits: an edit adding parts', () => {
  test('adding nothing to a per-product request changes nothing, open or closed', ({ assert }) => {
    assert.deepEqual(decideAddedParts({ request: byProduct, details, addedDetailIds: [] }), OPEN)
    assert.deepEqual(
      decideAddedParts({
        request: { ...byProduct, isClosed: true },
        details,
        addedDetailIds: [],
      }),
      OPEN
    )
  })

  test('a closed or expired per-product request says so, and refuses no part by name', ({
    assert,
  }) => {
    const closed = { refused: [], closesRequest: false, requestClosed: true }
    for (const request of [
      { ...byProduct, isClosed: true },
      { ...byProduct, expired: true },
    ]) {
      assert.deepEqual(decideAddedParts({ request, details, addedDetailIds: [2] }), closed)
    }
  })

  test('the last open part closes the request; a refused part never does', ({ assert }) => {
    assert.deepEqual(decideAddedParts({ request: byProduct, details, addedDetailIds: [2, 2] }), {
      refused: [],
      closesRequest: true,
      requestClosed: false,
    })
    // B is taken, but A is full: refused, and the request stays open
    assert.deepEqual(decideAddedParts({ request: byProduct, details, addedDetailIds: [1, 2] }), {
      refused: [{ id: 1, name: 'A', why: 'full' }],
      closesRequest: false,
      requestClosed: false,
    })
    assert.deepEqual(decideAddedParts({ request: byProduct, details, addedDetailIds: [3] }), {
      refused: [{ id: 3, name: 'C', why: 'purchased' }],
      closesRequest: false,
      requestClosed: false,
    })
    // with another part still open, adding B leaves it open
    const moreOpen: CapDetail[] = [
      ...details,
      { id: 4, name: 'D', quotationsCount: 0, purchased: false },
    ]
    assert.deepEqual(
      decideAddedParts({ request: byProduct, details: moreOpen, addedDetailIds: [2] }),
      OPEN
    )
  })

  test('a store request has no per-part cap even when asked per product', ({ assert }) => {
    assert.deepEqual(
      decideAddedParts({
        request: { ...byProduct, storeId: 5, isClosed: true },
        details,
        addedDetailIds: [1],
      }),
      OPEN
    )
  })
})

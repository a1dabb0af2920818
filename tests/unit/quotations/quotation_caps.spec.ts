import { test } from '@japa/runner'
import {
  closesPerProduct,
  decideAddedParts,
  decideNewQuotation,
  type CapDetail,
  type NewQuotationInput,
} from '#quotations/rules/quotation_caps'

const marketplace = {
  storeId: null,
  quoteByProduct: false,
  isClosed: false,
  expired: false,
  quotationsCount: 0,
}
const parts: CapDetail[] = [
  { id: 1, name: 'Pastillas de freno', quotationsCount: 0, purchased: false },
  { id: 2, name: 'Filtro de aceite', quotationsCount: 0, purchased: false },
]

function input(overrides: Partial<NewQuotationInput> = {}): NewQuotationInput {
  return {
    request: marketplace,
    details: parts,
    offeredDetailIds: [1],
    storeHasQuotation: false,
    storeDiscarded: false,
    ...overrides,
  }
}

test.group('Quotation caps (doc 3 §4.1, §9)', () => {
  test('a marketplace request takes 3; the third closes it; a fourth is refused', ({ assert }) => {
    assert.deepEqual(decideNewQuotation(input()), { allowed: true, closesRequest: false })
    assert.deepEqual(
      decideNewQuotation(input({ request: { ...marketplace, quotationsCount: 2 } })),
      { allowed: true, closesRequest: true }
    )
    assert.deepEqual(
      decideNewQuotation(input({ request: { ...marketplace, quotationsCount: 3 } })),
      {
        allowed: false,
        reason: 'cap',
        parts: [],
      }
    )
  })

  test('a store request takes 1 (also with quote_by_product: per part is marketplace only)', ({
    assert,
  }) => {
    const store = { ...marketplace, storeId: 9 }
    assert.deepEqual(decideNewQuotation(input({ request: store })), {
      allowed: true,
      closesRequest: true,
    })
    const decision = decideNewQuotation(
      input({ request: { ...store, quoteByProduct: true, quotationsCount: 1 } })
    )
    assert.deepInclude(decision, { allowed: false, reason: 'cap' })
  })

  test('closed, expired, already quoted and discarded requests are refused, by reason', ({
    assert,
  }) => {
    assert.deepInclude(decideNewQuotation(input({ request: { ...marketplace, isClosed: true } })), {
      reason: 'closed',
    })
    assert.deepInclude(decideNewQuotation(input({ request: { ...marketplace, expired: true } })), {
      reason: 'expired',
    })
    assert.deepInclude(decideNewQuotation(input({ storeHasQuotation: true })), {
      reason: 'alreadyQuoted',
    })
    assert.deepInclude(decideNewQuotation(input({ storeDiscarded: true })), { reason: 'discarded' })
    // closed at its cap: other vendors answered faster ('cap'), not the buyer ('closed')
    assert.deepInclude(
      decideNewQuotation(
        input({ request: { ...marketplace, isClosed: true, quotationsCount: 3 } })
      ),
      { reason: 'cap' }
    )
    // one quotation per store comes first: the store is told to edit its own
    assert.deepInclude(
      decideNewQuotation(
        input({ storeHasQuotation: true, request: { ...marketplace, isClosed: true } })
      ),
      { reason: 'alreadyQuoted' }
    )
  })

  test('per product: each part takes 3, a part in a cart none, the last open part closes it', ({
    assert,
  }) => {
    const byProduct = { ...marketplace, quoteByProduct: true, quotationsCount: 7 }
    const full: CapDetail[] = [
      { id: 1, name: 'Pastillas de freno', quotationsCount: 3, purchased: false },
      { id: 2, name: 'Filtro de aceite', quotationsCount: 2, purchased: false },
      { id: 3, name: 'Bujías', quotationsCount: 0, purchased: true },
    ]
    // the request's own count does not cap a per-product request
    assert.deepEqual(
      decideNewQuotation(input({ request: byProduct, details: full, offeredDetailIds: [2] })),
      { allowed: true, closesRequest: true }
    )
    const refused = decideNewQuotation(
      input({ request: byProduct, details: full, offeredDetailIds: [1, 2, 3] })
    )
    assert.deepEqual(refused, {
      allowed: false,
      reason: 'partsUnavailable',
      parts: [
        { id: 1, name: 'Pastillas de freno', why: 'full' },
        { id: 3, name: 'Bujías', why: 'purchased' },
      ],
    })
    assert.deepInclude(
      decideNewQuotation(input({ request: byProduct, details: full, offeredDetailIds: [] })),
      { reason: 'noRequestedPart' }
    )
    const allFull = full.map((detail) => ({ ...detail, quotationsCount: 3 }))
    assert.deepInclude(
      decideNewQuotation(input({ request: byProduct, details: allFull, offeredDetailIds: [2] })),
      { reason: 'cap' }
    )
    assert.deepEqual(
      decideNewQuotation(input({ request: byProduct, details: parts, offeredDetailIds: [1, 1] })),
      { allowed: true, closesRequest: false },
      'a part offered twice counts once'
    )
  })

  test('closesPerProduct: every part full or bought after this quotation', ({ assert }) => {
    const details: CapDetail[] = [
      { id: 1, name: 'A', quotationsCount: 2, purchased: false },
      { id: 2, name: 'B', quotationsCount: 1, purchased: true },
    ]
    assert.isTrue(closesPerProduct(details, [1]))
    assert.isFalse(closesPerProduct(details, []))
  })

  test('an edit adding parts: per-product caps apply to the new parts only', ({ assert }) => {
    const byProduct = { ...marketplace, quoteByProduct: true }
    const details: CapDetail[] = [
      { id: 1, name: 'A', quotationsCount: 3, purchased: false },
      { id: 2, name: 'B', quotationsCount: 2, purchased: false },
    ]
    assert.deepEqual(decideAddedParts({ request: byProduct, details, addedDetailIds: [2] }), {
      refused: [],
      closesRequest: true,
      requestClosed: false,
    })
    assert.deepEqual(
      decideAddedParts({ request: byProduct, details, addedDetailIds: [1] }).refused,
      [{ id: 1, name: 'A', why: 'full' }]
    )
    assert.isTrue(
      decideAddedParts({ request: { ...byProduct, isClosed: true }, details, addedDetailIds: [2] })
        .requestClosed
    )
    assert.deepEqual(
      decideAddedParts({ request: marketplace, details, addedDetailIds: [1] }),
      { refused: [], closesRequest: false, requestClosed: false },
      'no per-part cap outside per-product requests'
    )
  })
})

import { test } from '@japa/runner'
import {
  allDetailsUnavailable,
  detailAvailable,
  detailCounter,
  detailShowsClosed,
  quotationLimit,
  requestAvailable,
  type RequestState,
} from '#quotations/rules/availability'

const open: RequestState = {
  storeId: null,
  quoteByProduct: false,
  isClosed: false,
  expired: false,
  quotationsCount: 0,
}

test.group('Request availability', () => {
  test('a marketplace request takes 3 quotations, a store request 1', ({ assert }) => {
    assert.equal(quotationLimit({ storeId: null }), 3)
    assert.equal(quotationLimit({ storeId: 4 }), 1)
    assert.isTrue(requestAvailable({ ...open, quotationsCount: 2 }))
    assert.isFalse(requestAvailable({ ...open, quotationsCount: 3 }))
    assert.isTrue(requestAvailable({ ...open, storeId: 4, quotationsCount: 0 }))
    assert.isFalse(requestAvailable({ ...open, storeId: 4, quotationsCount: 1 }))
  })

  test('a closed or expired request is never offered, whatever its count', ({ assert }) => {
    assert.isFalse(requestAvailable({ ...open, isClosed: true }))
    assert.isFalse(requestAvailable({ ...open, expired: true }))
    assert.isFalse(requestAvailable({ ...open, storeId: 4, isClosed: true }))
  })

  test('a per-product marketplace request is open while one part takes quotations', ({
    assert,
  }) => {
    const byProduct = { ...open, quoteByProduct: true, quotationsCount: 7 }
    assert.isTrue(
      requestAvailable(byProduct, [
        { quotationsCount: 3, purchased: false },
        { quotationsCount: 1, purchased: false },
      ])
    )
    assert.isFalse(
      requestAvailable(byProduct, [
        { quotationsCount: 3, purchased: false },
        { quotationsCount: 0, purchased: true },
      ])
    )
    assert.isFalse(requestAvailable(byProduct, []))
    assert.isFalse(
      requestAvailable({ ...byProduct, isClosed: true }, [{ quotationsCount: 0, purchased: false }])
    )
  })

  test('a per-product request made in a store follows the store cap', ({ assert }) => {
    const storeByProduct = { ...open, quoteByProduct: true, storeId: 2 }
    assert.isTrue(requestAvailable(storeByProduct, []))
    assert.isFalse(requestAvailable({ ...storeByProduct, quotationsCount: 1 }, []))
  })

  test('a part takes quotations until 3 or until it is purchased', ({ assert }) => {
    assert.isTrue(detailAvailable({ quotationsCount: 2, purchased: false }))
    assert.isFalse(detailAvailable({ quotationsCount: 3, purchased: false }))
    assert.isFalse(detailAvailable({ quotationsCount: 0, purchased: true }))
  })

  test("a part shows 'Solicitud cerrada' unless this store quoted it", ({ assert }) => {
    assert.isFalse(detailShowsClosed({ quotationsCount: 2, purchased: false }, { isClosed: false }))
    assert.isTrue(detailShowsClosed({ quotationsCount: 3, purchased: false }, { isClosed: false }))
    assert.isTrue(detailShowsClosed({ quotationsCount: 1, purchased: true }, { isClosed: false }))
    assert.isFalse(
      detailShowsClosed(
        { quotationsCount: 3, purchased: false, quotedByStore: true },
        { isClosed: false }
      )
    )
    assert.isTrue(
      detailShowsClosed(
        { quotationsCount: 0, purchased: false, quotedByStore: true },
        { isClosed: true }
      )
    )
  })

  test('the counter reads n / 3', ({ assert }) => {
    assert.equal(detailCounter({ quotationsCount: 0 }), '0 / 3')
    assert.equal(detailCounter({ quotationsCount: 2 }), '2 / 3')
    assert.equal(detailCounter({ quotationsCount: 5 }), '3 / 3')
  })

  test("all parts 'Agotado' means the store discards the request", ({ assert }) => {
    assert.isTrue(allDetailsUnavailable([1, 2], [2, 1, 9]))
    assert.isFalse(allDetailsUnavailable([1, 2], [1]))
    assert.isFalse(allDetailsUnavailable([], []))
  })
})

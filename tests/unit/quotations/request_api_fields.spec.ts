import { test } from '@japa/runner'
import { BusinessError } from '#core/errors'
import { parseFieldSelection } from '#quotations/queries/list_params'
import {
  BUYER_DETAIL_FIELDS,
  buyerNeedsQuotations,
  narrowAnswer,
  narrowRow,
  SELLER_DETAIL_FIELDS,
  withParents,
} from '#quotations/rules/request_api_fields'

/** A buyer-side answer with one of everything. */
const answer = () => ({
  id: 1,
  code: 'SC-000001',
  quotationsCount: 1,
  quotationRequestExpired: false,
  brand: { id: 2, name: 'Chevrolet' },
  user: { id: 3 },
  city: { id: 4 },
  details: [
    { id: 5, quotationDetailsCount: 1, hasCartShoppingDetail: false, relatedQuotation: null },
  ],
  quotations: [
    {
      id: 6,
      isAvailable: true,
      quotationExpired: false,
      validUntilFormatted: '01/12/2026',
      vendor: {},
      store: {},
      storeVendor: {},
      buyerIgnoreQuotation: null,
      infractions: null,
      cartShoppingHeader: null,
      orders: [],
      quotationDetails: [{ id: 7, availablePurchaseQuantity: 2 }],
    },
  ],
})

test.group('Request API fields (with, getters, attributes)', () => {
  test('a nested relation brings its parents', ({ assert }) => {
    assert.sameMembers(
      [...withParents(['quotations.details', 'brand'])],
      ['quotations', 'quotations.details', 'brand']
    )
  })

  test('nothing sent: the whole answer, unchanged and not shared', ({ assert }) => {
    const data = answer()
    const narrowed = narrowAnswer(data, BUYER_DETAIL_FIELDS, { relations: null, getters: null })
    assert.deepEqual(narrowed, answer())
    ;(narrowed.quotations![0] as any).quotationDetails.pop()
    assert.lengthOf(data.quotations[0].quotationDetails, 1, 'the input is never changed')
  })

  test('relations and getters keep only what was named, at every level', ({ assert }) => {
    const narrowed = narrowAnswer(answer(), BUYER_DETAIL_FIELDS, {
      relations: ['quotations.details'],
      getters: ['availablePurchaseQuantity'],
    }) as any
    assert.deepEqual(narrowed, {
      id: 1,
      code: 'SC-000001',
      quotations: [{ id: 6, quotationDetails: [{ id: 7, availablePurchaseQuantity: 2 }] }],
    })
  })

  test('the quotations are read only when something needs them', ({ assert }) => {
    assert.isTrue(buyerNeedsQuotations({ relations: null, getters: [] }))
    assert.isFalse(buyerNeedsQuotations({ relations: ['brand'], getters: [] }))
    assert.isTrue(buyerNeedsQuotations({ relations: ['quotations.vendor'], getters: [] }))
    assert.isTrue(buyerNeedsQuotations({ relations: ['details.relatedQuotation'], getters: [] }))
    assert.isTrue(buyerNeedsQuotations({ relations: ['brand'], getters: ['quotationsCount'] }))
    assert.isFalse(
      buyerNeedsQuotations({ relations: ['details'], getters: ['quotationDetailsCount'] })
    )
  })

  test('each side has its whitelist: a name of the other side is a 422', ({ assert }) => {
    const refuse = (work: () => unknown) => {
      try {
        work()
      } catch (error) {
        if (error instanceof BusinessError) return [error.status, error.field]
      }
      return null
    }
    assert.deepEqual(
      parseFieldSelection({ with: 'quotations.vendor', getters: undefined }, BUYER_DETAIL_FIELDS),
      { relations: ['quotations.vendor'], getters: null }
    )
    assert.deepEqual(
      refuse(() => parseFieldSelection({ with: 'quotations.vendor' }, SELLER_DETAIL_FIELDS)),
      [422, 'with']
    )
    assert.deepEqual(
      refuse(() => parseFieldSelection({ getters: 'available' }, BUYER_DETAIL_FIELDS)),
      [422, 'getters']
    )
    assert.deepEqual(parseFieldSelection({ getters: '' }, SELLER_DETAIL_FIELDS).getters, [])
  })

  test('a list row keeps id, the relations and what was named', ({ assert }) => {
    const row = {
      id: 1,
      code: 'A',
      vehicle_model: 'Spark',
      is_expired: false,
      can_close: true,
      brand: {},
    }
    assert.deepEqual(
      narrowRow(row, ['is_expired', 'can_close'], { getters: ['can_close'], attributes: ['code'] }),
      { id: 1, code: 'A', can_close: true, brand: {} }
    )
    assert.deepEqual(
      narrowRow(row, ['is_expired', 'can_close'], { getters: null, attributes: null }),
      row
    )
  })
})

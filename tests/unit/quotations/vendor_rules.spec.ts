import { test } from '@japa/runner'
import { isNewQuotationRequest, NEW_REQUEST_MINUTES } from '#quotations/rules/new_request'
import { adviserRequired, chooseAdviser } from '#quotations/rules/discard_adviser'

const now = Date.parse('2026-11-22T15:00:00Z')
const minutesAgo = (minutes: number) => now - minutes * 60 * 1000

test.group('isNewQuotationRequest', () => {
  test('new while younger than 60 minutes and not marked in process', ({ assert }) => {
    assert.equal(NEW_REQUEST_MINUTES, 60)
    assert.isTrue(isNewQuotationRequest({ createdAt: minutesAgo(0), inProcess: false }, now))
    assert.isTrue(isNewQuotationRequest({ createdAt: minutesAgo(59.9), inProcess: false }, now))
    assert.isFalse(isNewQuotationRequest({ createdAt: minutesAgo(60), inProcess: false }, now))
    assert.isFalse(isNewQuotationRequest({ createdAt: minutesAgo(600), inProcess: false }, now))
  })

  test('a request the store marked in process is no longer new', ({ assert }) => {
    assert.isFalse(isNewQuotationRequest({ createdAt: minutesAgo(1), inProcess: true }, now))
  })

  test('accepts dates too', ({ assert }) => {
    assert.isTrue(
      isNewQuotationRequest({ createdAt: new Date(minutesAgo(5)), inProcess: false }, new Date(now))
    )
  })
})

test.group('Discard seller (chooseAdviser)', () => {
  test('no advisers: none recorded, none required', ({ assert }) => {
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [], callerAdviserId: null, given: null }), {
      adviserId: null,
    })
    assert.isFalse(adviserRequired([], null))
  })

  test('one adviser is chosen automatically', ({ assert }) => {
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7], callerAdviserId: null, given: null }), {
      adviserId: 7,
    })
    assert.isFalse(adviserRequired([7], null))
  })

  test('two or more: the chosen one, else required', ({ assert }) => {
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: null, given: 8 }), {
      adviserId: 8,
    })
    assert.deepEqual(
      chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: null, given: undefined }),
      { error: 'required' }
    )
    assert.isTrue(adviserRequired([7, 8], null))
  })

  test('an adviser of another store is invalid', ({ assert }) => {
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: null, given: 99 }), {
      error: 'invalid',
    })
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [], callerAdviserId: null, given: 99 }), {
      error: 'invalid',
    })
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: 7, given: 99 }), {
      error: 'invalid',
    })
  })

  test('an adviser caller is always recorded as themselves and never asked', ({ assert }) => {
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: 7, given: 8 }), {
      adviserId: 7,
    })
    assert.deepEqual(chooseAdviser({ storeAdviserIds: [7, 8], callerAdviserId: 7, given: null }), {
      adviserId: 7,
    })
    assert.isFalse(adviserRequired([7, 8], 7))
  })
})

test.group('Discard reasons shared with the pages', () => {
  test('the model reads the one list, a–j in order', async ({ assert }) => {
    const { DISCARD_REASONS, UNAVAILABLE_DISCARD_REASON, PROCESS_OBSERVATION_LIMIT } =
      await import('#quotations/rules/discard_reasons')
    const { VENDOR_IGNORE_REASONS, RESPONSE_TIME_EXCEEDED_REASON } =
      await import('#quotations/models/vendor_ignore')
    assert.deepEqual(
      DISCARD_REASONS.map((reason) => [reason.value, reason.label]),
      Object.entries(VENDOR_IGNORE_REASONS)
    )
    assert.equal(UNAVAILABLE_DISCARD_REASON, RESPONSE_TIME_EXCEEDED_REASON)
    assert.equal(PROCESS_OBSERVATION_LIMIT, 128)
  })
})

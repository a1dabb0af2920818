import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import User from '#users/models/user'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationRequestPolicy from '#quotations/policies/quotation_request_policy'

function user(
  id: number,
  flags: Partial<Pick<User, 'isAdmin' | 'manageGoModule' | 'isVendor'>> = {}
) {
  const person = new User()
  person.id = id
  person.isAdmin = flags.isAdmin ?? false
  person.manageGoModule = flags.manageGoModule ?? false
  person.isVendor = flags.isVendor ?? false
  return person
}

function request(userId: number, { closed = false, expired = false } = {}) {
  const row = new QuotationRequest()
  row.id = 10
  row.userId = userId
  row.isClosed = closed
  row.expiresAt = expired ? DateTime.now().minus({ days: 1 }) : DateTime.now().plus({ days: 3 })
  return row
}

const policy = new QuotationRequestPolicy()
const buyer = user(1)
const other = user(2, { isVendor: true })
const admin = user(3, { isAdmin: true })
const manager = user(4, { manageGoModule: true })

test.group('QuotationRequestPolicy', () => {
  test('only staff see every request', ({ assert }) => {
    assert.isFalse(policy.viewAll(buyer))
    assert.isFalse(policy.viewAll(other))
    assert.isTrue(policy.viewAll(admin))
    assert.isTrue(policy.viewAll(manager))
  })

  test('a request is seen by its buyer and by staff', ({ assert }) => {
    const own = request(buyer.id)
    assert.isTrue(policy.view(buyer, own))
    assert.isFalse(policy.view(other, own))
    assert.isTrue(policy.view(admin, own))
    assert.isTrue(policy.view(manager, own))
  })

  test('only the buyer closes, and only while open', ({ assert }) => {
    assert.isTrue(policy.close(buyer, request(buyer.id)))

    // staff see the request and are told why; another buyer is answered as for an unknown id
    for (const [somebody, status] of [
      [other, 404],
      [admin, 403],
      [manager, 403],
    ] as const) {
      const denied = policy.close(somebody, request(buyer.id)) as AuthorizationResponse
      assert.isFalse(denied.authorized)
      assert.equal(denied.status, status)
    }

    const closed = policy.close(buyer, request(buyer.id, { closed: true })) as AuthorizationResponse
    assert.isFalse(closed.authorized)
    assert.equal(closed.status, 400)
    assert.equal(closed.message, 'La solicitud de cotización ya está cerrada')

    const expired = policy.close(
      buyer,
      request(buyer.id, { expired: true })
    ) as AuthorizationResponse
    assert.isFalse(expired.authorized)
    assert.equal(expired.status, 400)
    assert.equal(expired.message, 'La solicitud de cotización ya venció y no se puede cerrar')
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import QuotationRequest from '#quotations/models/quotation_request'
import {
  pendingFor,
  vendorScopes,
  type ScopeContext,
  type VendorScopeName,
} from '#quotations/queries/vendor_request_scopes'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeBrand, makeGoStore } from '#tests/helpers/vendors'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { QuotationDetailFactory } from '#database/factories/quotation_detail_factory'
import { QuotationRequestDetailFactory } from '#database/factories/quotation_request_detail_factory'
import { CartShoppingDetailFactory } from '#database/factories/cart_shopping_detail_factory'

/** Ids of the rows a single scope keeps. */
async function kept(scope: VendorScopeName, ctx: ScopeContext) {
  const query = QuotationRequest.query().select('quotation_requests.id')
  vendorScopes[scope](query, ctx)
  return (await query).map((row) => row.id).sort((a, b) => a - b)
}

async function context() {
  const brand = await makeBrand()
  const { store, owner } = await makeGoStore({ brands: [brand] })
  const ctx: ScopeContext = { storeId: store.id, userId: owner.id, countryCode: 'CO' }
  return { brand, store, owner, ctx, buyer: await makeBuyer() }
}

/** A per-product marketplace request whose parts have the given quotation counts. */
async function byProduct(buyer: Awaited<ReturnType<typeof makeBuyer>>, counts: number[]) {
  const request = await makeRequest(buyer, { states: ['byProduct'], parts: 0 })
  const details = []
  for (const quotationsCount of counts) {
    details.push(
      await QuotationRequestDetailFactory.merge({
        quotationRequestId: request.id,
        quotationsCount,
      }).create()
    )
  }
  return { request, details }
}

/** A buyer's order line bought the part through a quotation item. */
async function purchase(requestId: number, detailId: number) {
  const quotation = await QuotationFactory.merge({ quotationRequestId: requestId }).create()
  const line = await QuotationDetailFactory.merge({
    quotationId: quotation.id,
    quotationRequestDetailId: detailId,
  }).create()
  await CartShoppingDetailFactory.merge({ quotationDetailId: line.id }).create()
}

test.group('Vendor scopes against real rows: inWait', (group) => {
  freshDatabase(group)

  test('a store request waits below 1 quotation; a marketplace request below 3', async ({
    assert,
  }) => {
    const { ctx, buyer, store } = await context()
    const storeOpen = await makeRequest(buyer, { states: ['forStore'], storeId: store.id })
    const storeFull = await makeRequest(buyer, {
      states: ['forStore'],
      storeId: store.id,
      quotationsCount: 1,
    })
    const marketTwo = await makeRequest(buyer, { quotationsCount: 2 })
    const marketFull = await makeRequest(buyer, { quotationsCount: 3 })
    const closed = await makeRequest(buyer, { states: ['closed'] })
    const ids = await kept('inWait', ctx)
    assert.includeMembers(ids, [storeOpen.id, marketTwo.id])
    for (const out of [storeFull, marketFull, closed]) assert.notInclude(ids, out.id)
  })

  test('a per-product store request follows the store rule (1 quotation)', async ({ assert }) => {
    const { ctx, buyer, store } = await context()
    const open = await makeRequest(buyer, {
      states: ['byProduct', 'forStore'],
      storeId: store.id,
    })
    const full = await makeRequest(buyer, {
      states: ['byProduct', 'forStore'],
      storeId: store.id,
      quotationsCount: 1,
    })
    const ids = await kept('inWait', ctx)
    assert.include(ids, open.id)
    assert.notInclude(ids, full.id)
  })

  test('a per-product marketplace request waits while a part has < 3 and nobody bought it', async ({
    assert,
  }) => {
    const { ctx, buyer } = await context()
    const someOpen = await byProduct(buyer, [3, 2])
    const allFull = await byProduct(buyer, [3, 3])
    // the only part below 3 was bought: nothing left
    const boughtOnly = await byProduct(buyer, [3, 1])
    await purchase(boughtOnly.request.id, boughtOnly.details[1].id)
    // one part bought, another still open
    const boughtOne = await byProduct(buyer, [1, 0])
    await purchase(boughtOne.request.id, boughtOne.details[0].id)
    // closed by the buyer, parts open
    const closed = await byProduct(buyer, [0])
    await closed.request.merge({ isClosed: true, closeReason: 'other' }).save()
    // the per-product rule ignores the request-level count
    const manyQuotations = await byProduct(buyer, [0])
    await manyQuotations.request.merge({ quotationsCount: 5 }).save()

    const ids = await kept('inWait', ctx)
    assert.includeMembers(ids, [
      someOpen.request.id,
      boughtOne.request.id,
      manyQuotations.request.id,
    ])
    for (const out of [allFull, boughtOnly, closed]) assert.notInclude(ids, out.request.id)
  })
})

test.group('Vendor scopes against real rows: the store ones', (group) => {
  freshDatabase(group)

  test('ownedByStore: own store requests (any brand) and enabled-brand marketplace requests', async ({
    assert,
  }) => {
    const { ctx, buyer, store, brand } = await context()
    const other = await makeGoStore({ brands: [brand] })
    const otherBrand = await makeBrand()
    const ownStore = await makeRequest(buyer, {
      states: ['forStore'],
      storeId: store.id,
      brandId: otherBrand.id,
    })
    const marketplace = await makeRequest(buyer, { brandId: brand.id })
    const notEnabled = await makeRequest(buyer, { brandId: otherBrand.id })
    const otherStore = await makeRequest(buyer, {
      states: ['forStore'],
      storeId: other.store.id,
      brandId: brand.id,
    })
    const notSent = await makeRequest(buyer, { brandId: brand.id, sendToMarketplace: false })
    const mexico = await makeRequest(buyer, { brandId: brand.id, countryCode: 'MX' })
    const ids = await kept('ownedByStore', ctx)
    assert.deepEqual(
      ids,
      [ownStore.id, marketplace.id].sort((a, b) => a - b)
    )
    for (const out of [notEnabled, otherStore, notSent, mexico]) assert.notInclude(ids, out.id)
  })

  test('notIgnored: only this store discards count', async ({ assert }) => {
    const { ctx, buyer, store, brand } = await context()
    const other = await makeGoStore({ brands: [brand] })
    const mine = await makeRequest(buyer, { brandId: brand.id })
    const theirs = await makeRequest(buyer, { brandId: brand.id })
    await VendorIgnoreFactory.merge({ quotationRequestId: mine.id, storeId: store.id }).create()
    await VendorIgnoreFactory.merge({
      quotationRequestId: theirs.id,
      storeId: other.store.id,
    }).create()
    const ids = await kept('notIgnored', ctx)
    assert.notInclude(ids, mine.id)
    assert.include(ids, theirs.id)
  })

  test('notQuoted: only this store quotations count', async ({ assert }) => {
    const { ctx, buyer, store, brand } = await context()
    const other = await makeGoStore({ brands: [brand] })
    const mine = await makeRequest(buyer, { brandId: brand.id })
    const theirs = await makeRequest(buyer, { brandId: brand.id })
    await QuotationFactory.merge({ quotationRequestId: mine.id, storeId: store.id }).create()
    await QuotationFactory.merge({
      quotationRequestId: theirs.id,
      storeId: other.store.id,
    }).create()
    const ids = await kept('notQuoted', ctx)
    assert.notInclude(ids, mine.id)
    assert.include(ids, theirs.id)
  })

  test('dontOwnedByUser: never the vendor own purchases', async ({ assert }) => {
    const { ctx, buyer, owner } = await context()
    const own = await makeRequest(owner)
    const somebody = await makeRequest(buyer)
    const ids = await kept('dontOwnedByUser', ctx)
    assert.notInclude(ids, own.id)
    assert.include(ids, somebody.id)
  })

  test('notExpired: past expires_at leaves, closed-but-valid stays', async ({ assert }) => {
    const { ctx, buyer } = await context()
    const expired = await makeRequest(buyer, { states: ['expired'] })
    const justExpired = await makeRequest(buyer, {
      expiresAt: DateTime.now().minus({ seconds: 5 }),
    })
    const closed = await makeRequest(buyer, { states: ['closed'] })
    const open = await makeRequest(buyer)
    const ids = await kept('notExpired', ctx)
    assert.includeMembers(ids, [closed.id, open.id])
    assert.notInclude(ids, expired.id)
    assert.notInclude(ids, justExpired.id)
  })

  test('pendingFor is all six together', async ({ assert }) => {
    const { ctx, buyer, brand, store } = await context()
    const pending = await makeRequest(buyer, { brandId: brand.id })
    await makeRequest(buyer, { brandId: brand.id, quotationsCount: 3 })
    const ignored = await makeRequest(buyer, { brandId: brand.id })
    await VendorIgnoreFactory.merge({ quotationRequestId: ignored.id, storeId: store.id }).create()
    const query = QuotationRequest.query()
    pendingFor(query, ctx)
    assert.deepEqual(
      (await query).map((row) => row.id),
      [pending.id]
    )
  })
})

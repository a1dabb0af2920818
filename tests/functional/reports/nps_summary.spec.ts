import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, queriesDuring } from '#tests/helpers/requests'
import { orderWorld } from '#tests/functional/orders/orders_helpers'
import NpsRating from '#quotations/models/nps_rating'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { ratedByOwnPeople, storeReputations } from '#quotations/queries/vendor_ratings_query'
import { backfillStoreNpsScores, scoreTotals } from '#quotations/queries/store_nps_scores_query'
import { deliveredOrder, NPS_PATHS as P, rateStore } from './nps_helpers.js'

/**
 * The satisfaction summary (`store_nps_scores`, issue 22 "Speed") against the live aggregate it
 * replaces: the ratings of the store per score, without its own people's, read from nps_ratings.
 */
async function liveScores(storeId: number) {
  const rows: { score: number | string; total: number | string }[] = await db
    .from('nps_ratings')
    .where('nps_ratings.store_id', storeId)
    .whereNotExists(ratedByOwnPeople())
    .groupBy('nps_ratings.score')
    .select('nps_ratings.score')
    .count('* as total')
  const scores = Array.from({ length: 11 }, () => 0)
  for (const row of rows) scores[Number(row.score)] = Number(row.total)
  return scores
}

test.group('NPS summary: the same figures as the live aggregate', (group) => {
  freshDatabase(group)

  test('after ratings, a refused second rating and the store’s own people’s', async ({
    client,
    assert,
  }) => {
    const { buyer, otherBuyer, seller } = await orderWorld()
    const rate = (user: typeof buyer, orderId: number, score: number) =>
      client
        .post(P.ratings)
        .json({ order_id: orderId, score })
        .loginAs(user)
        .withCsrfToken()
        .accept('json')
    const first = await deliveredOrder(buyer, seller)
    ;(await rate(buyer, first.id, 9)).assertStatus(201)
    ;(await rate(buyer, first.id, 2)).assertStatus(409)
    ;(await rate(otherBuyer, (await deliveredOrder(otherBuyer, seller)).id, 3)).assertStatus(201)
    // the store's own people: refused by the API, not counted when written otherwise
    const [adviser] = seller.advisers
    const own = await deliveredOrder(adviser.account, seller)
    ;(await rate(adviser.account, own.id, 10)).assertStatus(403)
    await NpsRatingFactory.merge({
      storeId: seller.store.id,
      userId: adviser.account.id,
      score: 0,
    }).create()
    await NpsRatingFactory.merge({
      storeId: seller.store.id,
      userId: seller.owner.id,
      score: 1,
    }).create()
    await rateStore(seller.store.id, [10, 6, 7, 9])

    const summary = await scoreTotals(seller.store.id)
    assert.deepEqual(summary, [0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1])
    assert.deepEqual(summary, await liveScores(seller.store.id))
    const reputation = (await storeReputations([seller.store.id])).get(seller.store.id)
    assert.deepEqual(reputation, { averageScore: 44 / 6, count: 6, promoters: 3, detractors: 2 })

    // the answer without a date range (summary) is the one with a range over everything (live)
    const detailed = (filter?: object) =>
      client
        .get(P.detailed)
        .qs(filter ? { filter: JSON.stringify(filter) } : {})
        .loginAs(seller.owner)
        .accept('json')
    const fromSummary = (await detailed()).body().data
    const live = (await detailed({ created_at: { from: '2000-01-01' } })).body().data
    assert.deepEqual(fromSummary, live)
    assert.deepInclude(fromSummary, { totalCount: { total: 6 }, nps: 17, band: 'Buena' })
    const list = await client.get(P.ratings).loginAs(seller.owner).accept('json')
    assert.deepInclude(list.body().metadata, { count: 6, nps: 17 })
  })

  test('after a staff delete, also of a rating the summary never counted', async ({
    client,
    assert,
  }) => {
    const { seller } = await orderWorld()
    const [kept, deleted] = await rateStore(seller.store.id, [9, 4])
    const own = await NpsRatingFactory.merge({
      storeId: seller.store.id,
      userId: seller.owner.id,
      score: 4,
    }).create()
    const admin = await makeAdmin()
    for (const rating of [deleted, own]) {
      const answer = await client
        .delete(P.rating(rating.id))
        .loginAs(admin)
        .withCsrfToken()
        .accept('json')
      answer.assertStatus(200)
    }
    const summary = await scoreTotals(seller.store.id)
    assert.deepEqual(summary, await liveScores(seller.store.id))
    assert.equal(summary[kept.score], 1)
    assert.equal(summary[4], 0)
  })

  test('a rating rolled back with its transaction leaves the summary as it was', async ({
    assert,
  }) => {
    const { buyer, seller } = await orderWorld()
    await rateStore(seller.store.id, [8])
    const trx = await db.transaction()
    await NpsRating.create(
      { storeId: seller.store.id, userId: buyer.id, score: 8 },
      { client: trx }
    )
    await trx.rollback()
    assert.deepEqual(await scoreTotals(seller.store.id), await liveScores(seller.store.id))
    assert.equal((await scoreTotals(seller.store.id))[8], 1)
  })

  test('without a date range the figures read the summary only, never nps_ratings', async ({
    client,
    assert,
  }) => {
    const { seller } = await orderWorld()
    await rateStore(seller.store.id, [10, 9, 3])
    const statements = await queriesDuring(() =>
      client.get(P.detailed).loginAs(seller.owner).accept('json')
    )
    assert.isFalse(statements.some((sql) => sql.includes('nps_ratings')))
    assert.lengthOf(
      statements.filter((sql) => sql.includes('store_nps_scores')),
      1
    )
  })

  test('the migration’s backfill counts what the live aggregate counts', async ({ assert }) => {
    const { seller, otherStore } = await orderWorld()
    await rateStore(seller.store.id, [10, 9, 6, 0, 7])
    await rateStore(otherStore.store.id, [3])
    const [adviser] = seller.advisers
    await NpsRatingFactory.merge({ storeId: seller.store.id, userId: adviser.account.id }).create()
    await NpsRatingFactory.merge({ storeId: seller.store.id, userId: seller.owner.id }).create()
    await db.from('store_nps_scores').delete()
    await backfillStoreNpsScores(db.connection())
    for (const store of [seller.store, otherStore.store]) {
      assert.deepEqual(await scoreTotals(store.id), await liveScores(store.id))
    }
    assert.equal((await scoreTotals(seller.store.id))[9], 1)
  })
})

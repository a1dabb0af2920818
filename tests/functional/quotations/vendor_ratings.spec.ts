import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeVendorStore } from '#tests/helpers/vendor_detail'
import { UserFactory } from '#database/factories/user_factory'
import { NpsRatingFactory } from '#database/factories/nps_rating_factory'
import { RATINGS_API } from './buyer_detail_helpers.js'

test.group('Vendor ratings (GET /api/repuestosGo/vendorRatings/{storeId})', (group) => {
  freshDatabase(group)

  async function ratedStore() {
    const { store } = await makeVendorStore()
    const rater = await UserFactory.merge({ fullName: 'Ana Gómez Ruiz' }).create()
    const now = DateTime.now()
    await NpsRatingFactory.merge({
      storeId: store.id,
      userId: rater.id,
      score: 9,
      comment: 'Muy cumplidos',
      createdAt: now.minus({ days: 3 }),
    }).create()
    await NpsRatingFactory.merge({ storeId: store.id, score: 4, createdAt: now.minus({ days: 2 }) })
      .apply('detractor')
      .create()
    await NpsRatingFactory.merge({
      storeId: store.id,
      score: 7,
      createdAt: now.minus({ days: 1 }),
    }).create()
    return { store, rater }
  }

  test('a page of ratings, newest first, with stars, the rater short name and the average', async ({
    client,
    assert,
  }) => {
    const { store, rater } = await ratedStore()
    const reader = await UserFactory.create()
    const first = await client
      .get(RATINGS_API(store.id))
      .qs({ page: 0, pageSize: 2 })
      .loginAs(reader)
      .accept('json')
    first.assertStatus(200)
    const body = first.body()
    assert.deepEqual(body.metadata, {
      count: 3,
      page: 0,
      pageSize: 2,
      averageRating: 3.3,
      countTotalNumberRatings: 3,
    })
    assert.deepEqual(
      body.data.map((row: any) => row.score),
      [7, 4]
    )
    const last = await client
      .get(RATINGS_API(store.id))
      .qs({ page: 1, pageSize: 2 })
      .loginAs(reader)
      .accept('json')
    const [oldest] = last.body().data
    assert.deepInclude(oldest, {
      score: 9,
      stars: 4.5,
      comment: 'Muy cumplidos',
      author: 'Ana G.',
    })
    assert.notInclude(JSON.stringify(last.body()), 'Gómez')
    assert.notInclude(JSON.stringify(last.body()), String(rater.email))
  })

  test('a store without ratings answers an empty page; an unknown store 404', async ({
    client,
    assert,
  }) => {
    const { store } = await makeVendorStore()
    const reader = await UserFactory.create()
    const empty = await client.get(RATINGS_API(store.id)).loginAs(reader).accept('json')
    empty.assertStatus(200)
    assert.deepEqual(empty.body().data, [])
    assert.deepInclude(empty.body().metadata, {
      count: 0,
      pageSize: 10,
      averageRating: null,
      countTotalNumberRatings: 0,
    })
    const unknown = await client.get(RATINGS_API(999999)).loginAs(reader).accept('json')
    unknown.assertStatus(404)
  })

  test('bad paging is a Spanish 422; a guest 401', async ({ client, assert }) => {
    const { store } = await makeVendorStore()
    const reader = await UserFactory.create()
    const tooMany = await client
      .get(RATINGS_API(store.id))
      .qs({ pageSize: 500 })
      .loginAs(reader)
      .accept('json')
    tooMany.assertStatus(422)
    assert.equal(
      tooMany.body().errors[0].message,
      'El tamaño de página debe ser un número entre 1 y 50'
    )
    const guest = await client.get(RATINGS_API(store.id)).accept('json')
    guest.assertStatus(401)
  })
})

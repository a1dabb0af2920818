import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { ratedByOwnPeople } from '#quotations/queries/vendor_ratings_query'

/**
 * The demo seed (`node ace db:seed`) is what a fresh clone shows: the store photos it lists must
 * be real files, served, and usable by the store's owner like photos they uploaded.
 */
test.group('Demo seed', (group) => {
  freshDatabase(group)

  test("the store's product photos are files on the disk, upload keys of its owner", async ({
    client,
    assert,
  }) => {
    await testUtils.db().seed()
    const owner = await User.findByOrFail('email', 'vendedor1@repuestos.local')

    const found = await client
      .get('/api/catalogo/images/productRegistrationImage')
      .qs({ references: '0986BB0612' })
      .loginAs(owner)
      .accept('json')
    found.assertStatus(200)
    const [image] = found.body().data
    assert.equal(image.image_id, '0986BB0612')
    assert.lengthOf(image.imagesURLs, 2)
    for (const url of image.imagesURLs as string[]) {
      const served = await client.get(url)
      served.assertStatus(200)
      assert.equal(served.header('content-type'), 'image/webp')
    }

    // the owner reuses a seeded photo as one of their uploads ('Usar esta foto')
    const reused = await client
      .post('/api/catalogo/images')
      .json({ image_id: 'DEMO-1', name: 'Pastillas traseras', image_1: image.image_1 })
      .loginAs(owner)
      .withCsrfToken()
      .accept('json')
    reused.assertStatus(201)
  })

  test("no model repeats its brand ('Mazda Mazda 3')", async ({ assert }) => {
    await testUtils.db().seed()
    const repeated = (rows: { brand: string; model: string }[]) =>
      rows
        .filter((row) => row.model.toLowerCase().startsWith(`${row.brand.toLowerCase()} `))
        .map((row) => `${row.brand} ${row.model}`)
    const vehicles = await db
      .from('vehicles')
      .join('vehicle_brands', 'vehicle_brands.id', 'vehicles.brand_id')
      .select('vehicle_brands.name as brand', 'vehicles.model as model')
    const requests = await db
      .from('quotation_requests')
      .join('vehicle_brands', 'vehicle_brands.id', 'quotation_requests.brand_id')
      .select('vehicle_brands.name as brand', 'quotation_requests.vehicle_model as model')
    assert.isAbove(vehicles.length + requests.length, 5)
    assert.deepEqual([...repeated(vehicles), ...repeated(requests)], [])
  })

  test('the ratings’ summary matches the ratings after seeding twice', async ({ assert }) => {
    await testUtils.db().seed()
    await testUtils.db().seed()
    const live = await db
      .from('nps_ratings')
      .whereNotExists(ratedByOwnPeople())
      .groupBy('nps_ratings.store_id', 'nps_ratings.score')
      .select('nps_ratings.store_id', 'nps_ratings.score')
      .count('* as total')
    const summary = await db
      .from('store_nps_scores')
      .where('total', '>', 0)
      .select('store_id', 'score', 'total')
    const rows = (list: Record<string, unknown>[]) =>
      list.map((row) => `${row.store_id}:${row.score}:${Number(row.total)}`).sort()
    assert.isAbove(live.length, 0)
    assert.deepEqual(rows(summary), rows(live))
  })
})

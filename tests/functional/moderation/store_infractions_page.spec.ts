import { test } from '@japa/runner'
import Infraction from '#moderation/models/infraction'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import {
  evidenceKey,
  infractionBody,
  makeModerator,
  quotationFixtures,
  register,
} from './moderation_helpers.js'

/**
 * 'Infracciones de la tienda' (/tienda/{storeUrl}/infracciones, issue 21): where the infraction
 * notice leads — the store's infractions, the announced one highlighted; the store's people and
 * staff only (InfractionPolicy.readStore).
 */
const page = (url: string, id?: number) =>
  `/tienda/${url}/infracciones${id ? `?infraccion=${id}` : ''}`

test.group('Store infractions page', (group) => {
  freshDatabase(group)

  test('the owner reads the store’s infractions, the announced one highlighted', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor } = await quotationFixtures()
    const moderator = await makeModerator()
    const evidence = await evidenceKey(client, moderator, 'pdf')
    const body = infractionBody(quotation.id, evidence, { notifyTheSeller: true })
    ;(await register(client, moderator, body)).assertStatus(201)
    ;(await register(client, moderator, { ...body, infraction_type: 'another' })).assertStatus(201)
    const [first, second] = await Infraction.query().orderBy('id')

    const response = await client
      .get(page(vendor.store.urlPath, first.id))
      .loginAs(vendor.owner)
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('moderation/store_infractions')
    const props = response.inertiaProps as any
    assert.equal(props.highlightId, first.id)
    assert.deepEqual(
      props.infractions.map((row: any) => row.id).sort(),
      [first.id, second.id].sort()
    )
    const announced = props.infractions.find((row: any) => row.id === first.id)
    assert.equal(announced.transaction, `Cotización Nº ${quotation.code}`)
    assert.equal(announced.typeLabel, 'Compartir información de contacto')

    // staff read it too
    const staff = await client.get(page(vendor.store.urlPath)).loginAs(moderator).withInertia()
    staff.assertStatus(200)
  })

  test('another store, a buyer or an unknown store: 404; a guest signs in', async ({ client }) => {
    const { vendor } = await quotationFixtures()
    const other = await makeGoStore()
    for (const user of [other.owner, await makeBuyer()]) {
      const response = await client.get(page(vendor.store.urlPath)).loginAs(user).accept('json')
      response.assertStatus(404)
    }
    const unknown = await client.get(page('no-existe')).loginAs(vendor.owner).accept('json')
    unknown.assertStatus(404)
    const guest = await client.get(page(vendor.store.urlPath)).redirects(0)
    guest.assertStatus(302)
  })
})

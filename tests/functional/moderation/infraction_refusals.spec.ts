import { test } from '@japa/runner'
import Infraction from '#moderation/models/infraction'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeModuleManager } from '#tests/helpers/requests'
import {
  evidenceKey,
  infractionBody,
  makeModerator,
  quotationFixtures,
  register,
  REGISTER_API,
} from './moderation_helpers.js'

test.group('Register an infraction: who may not (POST /api/store/infractions)', (group) => {
  freshDatabase(group)

  test('{role} may not register one (403)')
    .with([
      { role: 'an admin without manageInfractionsModule', make: makeAdmin },
      { role: 'a module manager', make: makeModuleManager },
      { role: 'the buyer', make: 'buyer' as const },
      { role: 'the store owner', make: 'owner' as const },
    ])
    .run(async ({ client, assert }, { make }) => {
      const { quotation, buyer, vendor } = await quotationFixtures()
      const moderator = await makeModerator()
      const evidence = await evidenceKey(client, moderator)
      const user = make === 'buyer' ? buyer : make === 'owner' ? vendor.owner : await make()
      const response = await register(client, user, infractionBody(quotation.id, evidence))
      response.assertStatus(403)
      assert.equal(response.body().message, 'No tienes permiso para registrar infracciones')
      assert.lengthOf(await Infraction.all(), 0)
    })

  test('a guest gets 401; the spec path with its final slash works too', async ({
    client,
    assert,
  }) => {
    const { quotation } = await quotationFixtures()
    const guest = await client
      .post(REGISTER_API)
      .json(infractionBody(quotation.id, 'x.webp'))
      .withCsrfToken()
      .accept('json')
    guest.assertStatus(401)
    const moderator = await makeModerator()
    const evidence = await evidenceKey(client, moderator)
    const slash = await client
      .post(`${REGISTER_API}/`)
      .json(infractionBody(quotation.id, evidence))
      .loginAs(moderator)
      .withCsrfToken()
      .accept('json')
    slash.assertStatus(201)
    assert.lengthOf(await Infraction.all(), 1)
  })
})

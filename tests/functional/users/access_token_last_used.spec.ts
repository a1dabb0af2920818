import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { queriesDuring } from '#tests/helpers/requests'

/**
 * API tokens keep `last_used_at` to the minute (app/users/services/access_tokens_provider.ts):
 * one write a minute per token instead of one per call, and a wrong secret writes nothing.
 */
test.group('API tokens: last use', (group) => {
  freshDatabase(group)

  const lastUsed = async (id: unknown) => {
    const row = await db.from('auth_access_tokens').where('id', String(id)).first()
    return row.last_used_at ? DateTime.fromJSDate(new Date(row.last_used_at)).toMillis() : null
  }

  test('calls within a minute write last_used_at once; an older value is refreshed', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    const token = await User.accessTokens.create(user)
    const bearer = `Bearer ${token.value!.release()}`
    const call = () => client.get('/api/auth/tokens').header('authorization', bearer).accept('json')

    ;(await call()).assertStatus(200)
    assert.isNotNull(await lastUsed(token.identifier))

    // used 30 s ago: five more calls write nothing
    const halfMinuteAgo = new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000)
    await db
      .from('auth_access_tokens')
      .where('id', String(token.identifier))
      .update({ last_used_at: halfMinuteAgo })
    for (let i = 0; i < 5; i++) (await call()).assertStatus(200)
    assert.equal(await lastUsed(token.identifier), halfMinuteAgo.getTime())

    const hourAgo = new Date(Date.now() - 3600_000)
    await db
      .from('auth_access_tokens')
      .where('id', String(token.identifier))
      .update({ last_used_at: hourAgo })
    ;(await call()).assertStatus(200)
    assert.isAbove((await lastUsed(token.identifier))!, Date.now() - 60_000)
  })

  test('a bearer call reads the token and its owner in one query', async ({ client, assert }) => {
    const user = await makeUser({ fullName: 'Tienda Integración' })
    const token = await User.accessTokens.create(user)
    const bearer = `Bearer ${token.value!.release()}`
    const call = () =>
      client.get(`/api/core/sessionControlData/${user.id}`).header('authorization', bearer)
    ;(await call().accept('json')).assertStatus(200) // last_used_at written once
    let body: any
    const statements = await queriesDuring(async () => {
      const response = await call().accept('json')
      response.assertStatus(200)
      body = response.body()
    })
    const auth = statements.filter((sql) => /auth_access_tokens|[`"]users[`"]/.test(sql))
    assert.lengthOf(auth, 1, statements.join('\n'))
    assert.match(auth[0], /join [`"]users[`"]/)
    assert.deepInclude(body.data, { id: user.id, isGuest: false })

    // a token whose owner is gone opens nothing
    await db.from('users').where('id', user.id).delete()
    const gone = await client.get('/api/auth/tokens').header('authorization', bearer).accept('json')
    gone.assertStatus(401)
  })

  test('a wrong secret is refused and does not touch the token', async ({ client, assert }) => {
    const user = await makeUser()
    const token = await User.accessTokens.create(user)
    const [prefixAndId] = token.value!.release().split('.')
    const forged = `${prefixAndId}.${'x'.repeat(40)}`
    const response = await client
      .get('/api/auth/tokens')
      .header('authorization', `Bearer ${forged}`)
      .accept('json')
    response.assertStatus(401)
    assert.isNull(await lastUsed(token.identifier))
  })
})

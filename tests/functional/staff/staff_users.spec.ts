import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#users/models/user'
import StaffAction from '#core/models/staff_action'
import OutboxMessage from '#core/models/outbox_message'
import { openLiveStreams } from '#core/services/live_streams'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeUser } from '#tests/helpers/people'
import { makeGoStore } from '#tests/helpers/vendors'
import { eventually, SseSession } from '#tests/helpers/sse'
import { queriesDuring } from '#tests/helpers/requests'

const PAGE = '/staff/usuarios'
const flagsUrl = (id: number) => `/staff/usuarios/${id}/permisos`
const blockUrl = (id: number) => `/staff/usuarios/${id}/bloquear`
const unblockUrl = (id: number) => `/staff/usuarios/${id}/desbloquear`

const NO_FLAGS = {
  isAdmin: false,
  manageGoModule: false,
  manageMessagesModule: false,
  manageMessageDeletion: false,
  manageInfractionsModule: false,
}
const DEACTIVATED = 'Tu cuenta está desactivada. Comunícate con soporte.'

const admin = (overrides: Partial<User> = {}) =>
  makeUser({ isAdmin: true, fullName: 'Admin Principal', ...overrides } as Partial<User>)

function list(client: any, user: User, qs = '') {
  return client.get(`${PAGE}${qs}`).loginAs(user).withInertia()
}

function setFlags(client: any, user: User, id: number, body: Record<string, unknown>) {
  return client.patch(flagsUrl(id)).json(body).loginAs(user).withCsrfToken().accept('json')
}

function block(client: any, user: User, id: number, body: Record<string, unknown>) {
  return client.post(blockUrl(id)).json(body).loginAs(user).withCsrfToken().accept('json')
}

function unblock(client: any, user: User, id: number) {
  return client.post(unblockUrl(id)).json({}).loginAs(user).withCsrfToken().accept('json')
}

const logOf = (action: string) => StaffAction.query().where('action', action).orderBy('id', 'asc')
const ids = (response: any) => response.inertiaProps.users.data.map((row: any) => row.id)

test.group('Staff: Usuarios, the list', (group) => {
  freshDatabase(group)

  test('an admin sees people newest first with role, store, country, verification, flags and state', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const buyer = await makeUser({
      fullName: 'Lucía Pérez',
      countryCode: 'MX',
      mobileVerified: false,
    } as Partial<User>)
    const { store, owner, advisers } = await makeGoStore({ name: 'Frenos del Norte', advisers: 1 })
    const moderator = await makeUser({ manageMessagesModule: true, manageMessageDeletion: true })
    const blocked = await makeUser({
      fullName: 'Pedro Bloqueado',
      deactivatedAt: DateTime.fromISO('2026-03-04T10:00:00Z'),
      deactivatedReason: 'Fraude en pedidos',
      deactivatedBy: boss.id,
    } as Partial<User>)

    const response = await list(client, boss)
    response.assertStatus(200)
    response.assertInertiaComponent('staff/users')
    const { data, metadata } = response.inertiaProps.users
    assert.deepInclude(metadata, { count: 6, page: 1, pageSize: 20 })
    assert.deepEqual(
      data.map((row: any) => row.id),
      [blocked.id, moderator.id, advisers[0].account.id, owner.id, buyer.id, boss.id]
    )
    const row = (id: number) => data.find((r: any) => r.id === id)
    assert.deepInclude(row(buyer.id), {
      fullName: 'Lucía Pérez',
      role: 'buyer',
      store: null,
      countryCode: 'MX',
      country: 'México',
      emailVerified: true,
      mobileVerified: false,
      blocked: null,
      isSelf: false,
    })
    assert.deepInclude(row(owner.id), {
      role: 'vendor',
      store: { id: store.id, name: 'Frenos del Norte', urlPath: store.urlPath },
      country: 'Colombia',
    })
    assert.deepInclude(row(advisers[0].account.id), {
      role: 'adviser',
      store: { id: store.id, name: 'Frenos del Norte', urlPath: store.urlPath },
    })
    assert.deepEqual(row(moderator.id).flags, {
      ...NO_FLAGS,
      manageMessagesModule: true,
      manageMessageDeletion: true,
    })
    assert.deepEqual(row(blocked.id).blocked, {
      since: '2026-03-04T10:00:00.000Z',
      reason: 'Fraude en pedidos',
      by: 'Admin Principal',
    })
    assert.isTrue(row(boss.id).isSelf)
    assert.deepEqual(response.inertiaProps.filters, { search: null, filter: 'all' })
  })

  test('20 a page from 1; bad page, filter or search answer a Spanish 422', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    for (let i = 0; i < 22; i++) await makeUser()
    const first = await list(client, boss)
    assert.lengthOf(first.inertiaProps.users.data, 20)
    assert.equal(first.inertiaProps.users.metadata.count, 23)
    const second = await list(client, boss, '?page=2')
    assert.lengthOf(second.inertiaProps.users.data, 3)
    assert.notInclude(ids(first), ids(second)[0])

    const cases: [string, string][] = [
      ['?page=0', 'La página debe ser un número entero mayor o igual a 1'],
      ['?page=abc', 'La página debe ser un número entero mayor o igual a 1'],
      ['?filter=todos', 'Elige un filtro de la lista: todos, staff o bloqueados'],
      [`?search=${'a'.repeat(129)}`, 'La búsqueda admite hasta 128 caracteres'],
    ]
    for (const [qs, message] of cases) {
      const bad = await client.get(`${PAGE}${qs}`).loginAs(boss).accept('json')
      bad.assertStatus(422)
      assert.equal(bad.body().errors[0].message, message, qs)
    }
  })

  test('search as typed: name without accents, e-mail, mobile, store, id; filters', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const ana = await makeUser({
      fullName: 'Zuleima Gómez',
      email: 'zgomez@correo.co',
      mobile: '3105550101',
    } as Partial<User>)
    const { owner, advisers } = await makeGoStore({ name: 'Lubricantes Úrsula', advisers: 1 })
    const staff = await makeUser({ fullName: 'Gestor GO', manageGoModule: true } as Partial<User>)
    const blocked = await makeUser({
      fullName: 'Zuleima Bloqueada',
      deactivatedAt: DateTime.now(),
    } as Partial<User>)

    const search = async (qs: string) => ids(await list(client, boss, qs)).sort()
    const sorted = (...people: User[]) => people.map((p) => p.id).sort()

    assert.deepEqual(await search('?search=GOMEZ'), sorted(ana))
    assert.deepEqual(await search('?search=zuleima'), sorted(ana, blocked))
    assert.deepEqual(await search('?search=zuleima%20gom'), sorted(ana))
    assert.deepEqual(await search('?search=zgomez%40correo'), sorted(ana))
    assert.deepEqual(await search('?search=310%20555%200101'), sorted(ana))
    assert.deepEqual(await search('?search=%2B57%20310%20555%200101'), sorted(ana))
    assert.deepEqual(await search('?search=ursula'), sorted(owner, advisers[0].account))
    assert.deepEqual(await search(`?search=%23${staff.id}`), sorted(staff))
    assert.deepEqual(await search('?search=nadie%20coincide'), [])
    assert.deepEqual(await search('?filter=staff'), sorted(boss, staff))
    assert.deepEqual(await search('?filter=blocked'), sorted(blocked))
    assert.deepEqual(await search('?filter=blocked&search=gomez'), [])
    assert.deepEqual(await search('?filter=all&search=ZULEIMA'), sorted(ana, blocked))

    const filtered = await list(client, boss, '?filter=staff&search=gestor')
    assert.deepEqual(filtered.inertiaProps.filters, { search: 'gestor', filter: 'staff' })
  })

  test('the list reads in a constant number of queries', async ({ client, assert }) => {
    const boss = await admin()
    const count = async () =>
      (
        await queriesDuring(async () => {
          ;(await list(client, boss)).assertStatus(200)
        })
      ).length
    await makeGoStore({ advisers: 1 })
    await makeUser({ deactivatedAt: DateTime.now(), deactivatedBy: boss.id } as Partial<User>)
    const few = await count()
    for (let i = 0; i < 3; i++) await makeGoStore({ advisers: 2 })
    await makeUser({ deactivatedAt: DateTime.now(), deactivatedBy: boss.id } as Partial<User>)
    assert.equal(await count(), few)
  })
})

test.group('Staff: Usuarios, who may', (group) => {
  freshDatabase(group)

  test('non-staff get 404 and staff without isAdmin 403 on every route; guests sign in', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const { owner: vendor } = await makeGoStore()
    const goManager = await makeUser({ manageGoModule: true })
    const moderator = await makeUser({ manageMessagesModule: true, manageMessageDeletion: true })
    const target = await makeUser({ fullName: 'Objetivo' })
    const calls = (user: User) => [
      client.get(PAGE).loginAs(user).accept('json'),
      setFlags(client, user, target.id, { ...NO_FLAGS, isAdmin: true }),
      block(client, user, target.id, { reason: 'Motivo suficiente' }),
      unblock(client, user, target.id),
    ]
    for (const user of [buyer, vendor]) {
      const page = await list(client, user)
      page.assertStatus(404)
      for (const call of calls(user)) (await call).assertStatus(404)
    }
    for (const user of [goManager, moderator]) {
      for (const call of calls(user)) {
        const response = await call
        response.assertStatus(403)
        assert.equal(response.body().message, 'Tu rol de staff no incluye esta sección.')
      }
    }
    const guest = await client.get(PAGE).redirects(0)
    assert.equal(guest.status(), 302)
    assert.include(guest.header('location'), '/users/page/login')
    await target.refresh()
    assert.isFalse(target.isAdmin)
    assert.isFalse(target.isDeactivated)
    assert.lengthOf(await StaffAction.all(), 0)
  })

  test('the staff navigation shows Usuarios to admins only', async ({ client, assert }) => {
    const boss = await admin()
    const goManager = await makeUser({ manageGoModule: true })
    const adminPage = await client.get('/staff/tiendas').loginAs(boss).withInertia()
    assert.isTrue(adminPage.inertiaProps.can.staff.users)
    const managerPage = await client.get('/staff/tiendas').loginAs(goManager).withInertia()
    assert.isFalse(managerPage.inertiaProps.can.staff.users)
  })
})

test.group('Staff: Usuarios, staff flags', (group) => {
  freshDatabase(group)

  test('an admin grants and revokes flags; each change is logged with before and after', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const person = await makeUser({ fullName: 'Carla Ruiz' } as Partial<User>)
    const granted = { ...NO_FLAGS, manageGoModule: true, manageInfractionsModule: true }

    const response = await setFlags(client, boss, person.id, granted)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Permisos actualizados.')
    assert.deepEqual(response.body().data, { id: person.id, flags: granted })
    await person.refresh()
    assert.isTrue(person.manageGoModule)
    assert.isTrue(person.manageInfractionsModule)
    assert.isFalse(person.isAdmin)
    // the new staff member enters the areas the flags open, not this one
    ;(await client.get('/staff/tiendas').loginAs(person).withInertia()).assertStatus(200)
    ;(await client.get(PAGE).loginAs(person).accept('json')).assertStatus(403)

    const [line] = await logOf('user.flags')
    assert.equal(line.actorId, boss.id)
    assert.equal(line.actorName, 'Admin Principal')
    assert.deepInclude(line.serialize(), {
      subjectType: 'user',
      subjectId: person.id,
      subjectLabel: 'Carla Ruiz',
    })
    assert.deepEqual(line.before, NO_FLAGS)
    assert.deepEqual(line.after, granted)

    const unchanged = await setFlags(client, boss, person.id, granted)
    unchanged.assertStatus(200)
    assert.equal(unchanged.body().message, 'Los permisos no cambiaron.')
    assert.lengthOf(await logOf('user.flags'), 1)

    const promoted = await setFlags(client, boss, person.id, { ...NO_FLAGS, isAdmin: true })
    promoted.assertStatus(200)
    await person.refresh()
    assert.isTrue(person.isAdmin)
    assert.isFalse(person.manageGoModule)
    ;(await client.get(PAGE).loginAs(person).withInertia()).assertStatus(200)
    const lines = await logOf('user.flags')
    assert.lengthOf(lines, 2)
    assert.deepEqual(lines[1].before, granted)
    assert.deepEqual(lines[1].after, { ...NO_FLAGS, isAdmin: true })

    // another admin may be demoted
    const demoted = await setFlags(client, boss, person.id, NO_FLAGS)
    demoted.assertStatus(200)
    await person.refresh()
    assert.isFalse(person.isAdmin)
  })

  test('nobody removes their own admin role, and the last admin keeps it', async ({
    client,
    assert,
  }) => {
    const only = await admin({ manageGoModule: true })
    const last = await setFlags(client, only, only.id, { ...NO_FLAGS, manageGoModule: true })
    last.assertStatus(422)
    assert.deepEqual(last.body().errors, [
      {
        field: 'isAdmin',
        message: 'Debe quedar al menos un administrador activo: no puedes quitarle ese rol.',
      },
    ])

    // a blocked admin is not an active one
    await makeUser({ isAdmin: true, deactivatedAt: DateTime.now() } as Partial<User>)
    ;(await setFlags(client, only, only.id, NO_FLAGS)).assertStatus(422)

    const second = await admin({ fullName: 'Segunda Admin' } as Partial<User>)
    const self = await setFlags(client, only, only.id, { ...NO_FLAGS, manageGoModule: true })
    self.assertStatus(422)
    assert.deepEqual(self.body().errors, [
      { field: 'isAdmin', message: 'No puedes quitarte a ti mismo el rol de administrador.' },
    ])
    // one's other flags may change
    const own = await setFlags(client, only, only.id, { ...NO_FLAGS, isAdmin: true })
    own.assertStatus(200)
    await only.refresh()
    assert.isTrue(only.isAdmin)
    assert.isFalse(only.manageGoModule)
    await second.refresh()
    assert.isTrue(second.isAdmin)
    assert.lengthOf(await logOf('user.flags'), 1)
  })

  test('a blocked person gets no new flag, but loses one', async ({ client, assert }) => {
    const boss = await admin()
    const person = await makeUser({
      manageMessagesModule: true,
      deactivatedAt: DateTime.now(),
    } as Partial<User>)
    const grant = await setFlags(client, boss, person.id, {
      ...NO_FLAGS,
      manageMessagesModule: true,
      isAdmin: true,
    })
    grant.assertStatus(422)
    assert.equal(
      grant.body().message,
      'Esta cuenta está bloqueada: desbloquéala antes de darle permisos de staff.'
    )
    ;(await setFlags(client, boss, person.id, NO_FLAGS)).assertStatus(200)
    await person.refresh()
    assert.isFalse(person.manageMessagesModule)
  })

  test('bad flags answer a Spanish 422; an unknown person 404', async ({ client, assert }) => {
    const boss = await admin()
    const person = await makeUser()
    const bodies = [
      {},
      { ...NO_FLAGS, isAdmin: undefined },
      { ...NO_FLAGS, manageGoModule: 'true' },
      { ...NO_FLAGS, manageGoModule: 1 },
      { ...NO_FLAGS, manageGoModule: null },
    ]
    for (const body of bodies) {
      const response = await setFlags(client, boss, person.id, body)
      response.assertStatus(422)
      assert.equal(
        response.body().errors[0].message,
        'Indica cada permiso de staff con verdadero o falso',
        JSON.stringify(body)
      )
    }
    ;(await setFlags(client, boss, 999999, NO_FLAGS)).assertStatus(404)
    ;(
      await client
        .patch('/staff/usuarios/abc/permisos')
        .json(NO_FLAGS)
        .loginAs(boss)
        .withCsrfToken()
        .accept('json')
    ).assertStatus(404)
    await person.refresh()
    assert.isFalse(person.manageGoModule)
    assert.lengthOf(await StaffAction.all(), 0)
  })
})

test.group('Staff: Usuarios, block and unblock', (group) => {
  freshDatabase(group)

  test('blocking ends sessions and tokens at once, refuses every login; unblocking restores login', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const person = await makeUser({
      fullName: 'Mario Díaz',
      email: 'mario@example.com',
      mobile: '3107771122',
    } as Partial<User>)
    const token = (await User.accessTokens.create(person, ['*'], { name: 'ERP' })).value!.release()
    const withToken = () =>
      client.get('/api/auth/tokens').header('authorization', `Bearer ${token}`).accept('json')
    ;(await withToken()).assertStatus(200)

    // a browser signed in for real (its cookie), with the live stream open
    const browser = await new SseSession().login('mario@example.com', 'Secreta2026')
    const streamsBefore = openLiveStreams()
    await browser.open()
    assert.isTrue(await eventually(() => openLiveStreams() === streamsBefore + 1))
    assert.equal(await browser.subscribe(`users/${person.id}/notifications`), 204)
    assert.equal((await browser.request('GET', '/api/auth/tokens')).status, 200)
    // a WhatsApp code asked for before the block
    const sent = await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3107771122', loginForm: true })
      .withCsrfToken()
      .accept('json')
    assert.include([200, 201], sent.status())
    const code = await lastCodeSentTo('3107771122')

    try {
      const blocked = await block(client, boss, person.id, { reason: '  Suplantó a una tienda  ' })
      blocked.assertStatus(200)
      assert.equal(
        blocked.body().message,
        'Cuenta bloqueada. Sus sesiones y tokens dejaron de funcionar.'
      )
      await person.refresh()
      assert.isTrue(person.isDeactivated)
      assert.equal(person.deactivatedReason, 'Suplantó a una tienda')
      assert.equal(person.deactivatedBy, boss.id)

      // the token is gone and refused
      const tokens = await db.from('auth_access_tokens').where('tokenable_id', person.id)
      assert.lengthOf(tokens, 0)
      ;(await withToken()).assertStatus(401)

      // the real session: JSON 401, a page sends to the login page, the stream ended
      assert.isTrue(await eventually(() => openLiveStreams() === streamsBefore))
      assert.equal((await browser.request('GET', '/api/auth/tokens')).status, 401)
      const page = await browser.page('/usuario/notificaciones')
      assert.equal(page.status, 302)
      const whoAmI = await browser.request('GET', `/api/core/sessionControlData/${person.id}`)
      assert.deepEqual(await whoAmI.json(), { data: { isGuest: true } })
      assert.notInclude([200, 204], await browser.subscribe(`users/${person.id}/notifications`))
      const again = browser.fork()
      await again.open()
      try {
        assert.notInclude([200, 204], await again.subscribe(`users/${person.id}/notifications`))
      } finally {
        again.close()
      }

      // the api client's session (loginAs) is a guest's too
      const visit = await client.get('/usuario/notificaciones').loginAs(person).redirects(0)
      assert.equal(visit.status(), 302)
      assert.include(visit.header('location'), '/users/page/login')
      ;(await client.get('/api/auth/tokens').loginAs(person).accept('json')).assertStatus(401)

      // every way in is refused with the Spanish message
      const password = await client
        .post('/users/page/loginAjax')
        .json({ username: 'mario@example.com', password: 'Secreta2026' })
        .withCsrfToken()
        .accept('json')
      password.assertStatus(403)
      assert.equal(password.body().message, DEACTIVATED)
      const withCode = await client
        .post('/users/page/logInWithCode')
        .json({ mobile_number: '3107771122', code })
        .withCsrfToken()
        .accept('json')
      withCode.assertStatus(403)
      assert.equal(withCode.body().message, DEACTIVATED)
      const newCode = await client
        .post('/api/users/authenticationCode')
        .json({ mobile: '3107771122', loginForm: true })
        .withCsrfToken()
        .accept('json')
      newCode.assertStatus(403)
      assert.equal(newCode.body().message, DEACTIVATED)
      const newToken = await client
        .post('/api/auth/tokens')
        .json({ email: 'mario@example.com', password: 'Secreta2026' })
        .withCsrfToken()
        .accept('json')
      newToken.assertStatus(403)
      assert.equal(newToken.body().message, DEACTIVATED)

      // logged, and the person told by e-mail with the reason
      const [line] = await logOf('user.block')
      assert.deepInclude(line.serialize(), {
        actorId: boss.id,
        subjectType: 'user',
        subjectId: person.id,
      })
      assert.deepEqual(line.before, { blocked: false })
      assert.deepEqual(line.after, {
        blocked: true,
        reason: 'Suplantó a una tienda',
        tokensRevoked: 1,
      })
      const mail = await OutboxMessage.query()
        .where('channel', 'email')
        .where('recipient', 'mario@example.com')
      assert.lengthOf(mail, 1)
      assert.include(mail[0].body, 'Suplantó a una tienda')
      assert.include(mail[0].body, 'bloqueó tu cuenta')

      // the list shows the state
      const row = (await list(client, boss, '?filter=blocked')).inertiaProps.users.data[0]
      assert.equal(row.id, person.id)
      assert.deepInclude(row.blocked, { reason: 'Suplantó a una tienda', by: 'Admin Principal' })

      // unblocking: logged, login works again; the old session stays closed
      const unblocked = await unblock(client, boss, person.id)
      unblocked.assertStatus(200)
      assert.equal(
        unblocked.body().message,
        'Cuenta desbloqueada. La persona ya puede iniciar sesión.'
      )
      await person.refresh()
      assert.isFalse(person.isDeactivated)
      assert.isNull(person.deactivatedReason)
      assert.isNull(person.deactivatedBy)
      const [undo] = await logOf('user.unblock')
      assert.deepInclude(undo.before, {
        blocked: true,
        reason: 'Suplantó a una tienda',
        blockedBy: boss.id,
      })
      assert.deepEqual(undo.after, { blocked: false })
      assert.equal((await browser.request('GET', '/api/auth/tokens')).status, 401)
      const back = await new SseSession().login('mario@example.com', 'Secreta2026')
      assert.equal((await back.request('GET', '/api/auth/tokens')).status, 200)
      ;(
        await client
          .post('/api/auth/tokens')
          .json({ email: 'mario@example.com', password: 'Secreta2026' })
          .withCsrfToken()
          .accept('json')
      ).assertStatus(201)
    } finally {
      browser.close()
    }
  }).timeout(30_000)

  test('an account deactivated by any means: its session and token are refused', async ({
    client,
    assert,
  }) => {
    const person = await makeUser()
    const token = (await User.accessTokens.create(person)).value!.release()
    person.deactivatedAt = DateTime.now()
    await person.save()
    const call = await client
      .get('/api/auth/tokens')
      .header('authorization', `Bearer ${token}`)
      .accept('json')
    call.assertStatus(401)
    const page = await client.get('/usuario/notificaciones').loginAs(person).redirects(0)
    assert.equal(page.status(), 302)
    const home = await client.get('/').loginAs(person).withInertia()
    assert.isNull(home.inertiaProps.user)
  })

  test('refusals: oneself, an admin, twice; unblocking an active account', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const other = await admin({ fullName: 'Otra Admin' } as Partial<User>)
    const person = await makeUser()
    const reason = { reason: 'Motivo suficiente' }

    const self = await block(client, boss, boss.id, reason)
    self.assertStatus(422)
    assert.equal(self.body().message, 'No puedes bloquear tu propia cuenta.')
    const peer = await block(client, boss, other.id, reason)
    peer.assertStatus(422)
    assert.equal(
      peer.body().message,
      'No puedes bloquear a un administrador. Quítale primero el rol de administrador.'
    )
    ;(await unblock(client, boss, person.id)).assertStatus(409)
    ;(await block(client, boss, person.id, reason)).assertStatus(200)
    const twice = await block(client, boss, person.id, reason)
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'Esta cuenta ya está bloqueada.')
    ;(await unblock(client, boss, person.id)).assertStatus(200)
    const notBlocked = await unblock(client, boss, person.id)
    notBlocked.assertStatus(409)
    assert.equal(notBlocked.body().message, 'Esta cuenta no está bloqueada.')
    await other.refresh()
    assert.isFalse(other.isDeactivated)
    assert.lengthOf(await logOf('user.block'), 1)
    assert.lengthOf(await logOf('user.unblock'), 1)
  })

  test('the reason is required, 3 to 500 characters; an unknown person 404', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const person = await makeUser()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Escribe el motivo del bloqueo (al menos 3 caracteres)'],
      [{ reason: '   ' }, 'Escribe el motivo del bloqueo (al menos 3 caracteres)'],
      [{ reason: 'no' }, 'Escribe el motivo del bloqueo (al menos 3 caracteres)'],
      [{ reason: 42 }, 'Escribe el motivo del bloqueo (al menos 3 caracteres)'],
      [{ reason: 'x'.repeat(501) }, 'El motivo admite hasta 500 caracteres'],
    ]
    for (const [body, message] of cases) {
      const response = await block(client, boss, person.id, body)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors[0], {
        field: 'reason',
        message,
        rule: response.body().errors[0].rule,
      })
    }
    ;(await block(client, boss, person.id, { reason: 'x'.repeat(500) })).assertStatus(200)
    ;(await block(client, boss, 999999, { reason: 'Motivo suficiente' })).assertStatus(404)
    ;(await unblock(client, boss, 999999)).assertStatus(404)
  })
})

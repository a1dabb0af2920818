import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime, Settings } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { StoreFactory } from '#database/factories/store_factory'
import OutboxMessage from '#core/models/outbox_message'
import { deliverOutboxEvent } from '#core/outbox/outbox'
import type Store from '#stores/models/store'
import StoreAdviser from '#stores/models/store_adviser'
import StoreAdviserInvitation from '#stores/models/store_adviser_invitation'
import VendorContextQuery from '#stores/queries/vendor_context_query'
import { digest } from '#users/actions/email_tokens'
import { ADVISER_MESSAGES as M, ADVISERS_CAP } from '#stores/rules/adviser_rules'
import type User from '#users/models/user'

const base = (store: Store) => `/api/store/store/${store.id}/advisers`
const invitationsUrl = (store: Store) => `${base(store)}/invitations`

async function storeWithOwner() {
  const owner = await makeUser({ isVendor: true } as Partial<User>)
  const store = await StoreFactory.apply('goModule').merge({ userId: owner.id }).create()
  return { owner, store }
}

async function adviserOf(store: Store, overrides: Partial<User> = {}) {
  const user = await makeUser(overrides)
  const adviser = await StoreAdviser.create({
    storeId: store.id,
    userId: user.id,
    name: user.fullName,
    isActive: true,
  })
  return { user, adviser }
}

/** The owner's (or anybody's) invitation call. */
function inviteAs(client: ApiClient, user: User, store: Store, body: Record<string, unknown>) {
  return client.post(invitationsUrl(store)).loginAs(user).withCsrfToken().json(body)
}

/** `count` active advisers without accounts, in one statement. */
async function fillSeats(store: Store, count: number) {
  const now = DateTime.now().toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
  await db.table('store_advisers').multiInsert(
    Array.from({ length: count }, (_, index) => ({
      store_id: store.id,
      user_id: null,
      name: `Asesor ${index + 1}`,
      is_active: true,
      created_at: now,
    }))
  )
}

/** The token of the latest link sent to `recipient` (e-mail or international number). */
async function linkTokenTo(recipient: string) {
  const message = await OutboxMessage.query()
    .where('recipient', recipient)
    .orderBy('id', 'desc')
    .firstOrFail()
  const link = message.body.match(/https?:\/\/\S+/)![0]
  return link.split('/invitacion/asesor/')[1]
}

test.group('Store advisers: invitations', (group) => {
  freshDatabase(group)
  group.each.teardown(() => {
    Settings.now = () => Date.now()
  })

  test('the owner invites by e-mail: one message with a single-use link valid 7 days', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    const response = await inviteAs(client, owner, store, {
      name: 'Laura Gómez',
      email: 'Laura@Example.com',
      mobile: '',
    })
    response.assertStatus(201)
    response.assertBodyContains({
      message: M.invited,
      data: { name: 'Laura Gómez', email: 'laura@example.com', mobile: null, state: 'pending' },
    })

    const messages = await OutboxMessage.query().where('recipient', 'laura@example.com')
    assert.lengthOf(messages, 1)
    assert.include(messages[0].subject!, store.name)
    const token = await linkTokenTo('laura@example.com')
    const invitation = await StoreAdviserInvitation.firstOrFail()
    assert.equal(invitation.tokenHash, digest(token))
    assert.notInclude(JSON.stringify(await db.from('store_adviser_invitations')), token)
    assert.notInclude(JSON.stringify(await db.from('outbox_events')), token)
    assert.equal(invitation.expiresAt.diff(invitation.sentAt, 'days').days, 7)

    const page = await client.get(`/invitacion/asesor/${token}`).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('stores/adviser_invitation')
    assert.equal(page.inertiaProps.storeName, store.name)
    assert.isNull(page.inertiaProps.refusal)
  })

  test('by WhatsApp: the message goes to the number with the country prefix', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    const response = await inviteAs(client, owner, store, {
      name: 'Pedro',
      mobile: '+57 310 555 1234',
    })
    response.assertStatus(201)
    response.assertBodyContains({ data: { mobile: '3105551234', email: null } })
    const messages = await OutboxMessage.query().where('recipient', '573105551234')
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].channel, 'whatsapp')
    assert.match(messages[0].body, /\/invitacion\/asesor\/[\w-]{43}/)
  })

  test('the outbox message is written once even when the event is delivered again', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    const sent = await inviteAs(client, owner, store, {
      name: 'Ana',
      email: 'ana@example.com',
      mobile: '3001234567',
    })
    sent.assertStatus(201)
    const event = await db.from('outbox_events').where('name', 'stores.adviser_invited').first()
    assert.isNotNull(event.processed_at)
    await db.from('outbox_events').where('id', event.id).update({ processed_at: null })
    assert.equal(await deliverOutboxEvent(Number(event.id)), 'delivered')
    assert.lengthOf(await OutboxMessage.query().where('recipient', 'ana@example.com'), 1)
    assert.lengthOf(await OutboxMessage.query().where('recipient', '573001234567'), 1)
  })

  test('bad input: Spanish 422 on the fields', async ({ client }) => {
    const { owner, store } = await storeWithOwner()
    const post = (body: Record<string, unknown>) => inviteAs(client, owner, store, body)
    ;(await post({ email: 'x@example.com' })).assertStatus(422)
    ;(await post({ email: 'x@example.com' })).assertBodyContains({
      errors: [{ field: 'name', message: M.nameRequired }],
    })
    const noContact = await post({ name: 'Sin contacto', email: '  ', mobile: '' })
    noContact.assertStatus(422)
    noContact.assertBodyContains({ errors: [{ field: 'email', message: M.contactRequired }] })
    const badEmail = await post({ name: 'X', email: 'no-es-correo' })
    badEmail.assertStatus(422)
    badEmail.assertBodyContains({ errors: [{ field: 'email', message: M.invalidEmail }] })
    const badPhone = await post({ name: 'X', mobile: '12345' })
    badPhone.assertStatus(422)
    badPhone.assertBodyContains({ errors: [{ field: 'mobile', message: 'Teléfono inválido' }] })
  })

  test('a second pending invitation to the same contact, or to an active adviser, is refused', async ({
    client,
  }) => {
    const { owner, store } = await storeWithOwner()
    const { user } = await adviserOf(store)
    const post = (body: Record<string, unknown>) => inviteAs(client, owner, store, body)
    ;(await post({ name: 'Ana', email: 'ana@example.com' })).assertStatus(201)
    const again = await post({ name: 'Ana otra vez', email: 'ana@example.com' })
    again.assertStatus(422)
    again.assertBodyContains({ errors: [{ field: 'email', message: M.alreadyInvited }] })
    const adviser = await post({ name: 'Ya asesor', mobile: user.mobile })
    adviser.assertStatus(422)
    adviser.assertBodyContains({ errors: [{ field: 'mobile', message: M.alreadyAdviser }] })
  })

  test('at most 200 places: active advisers and pending invitations count, expired ones do not', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    await fillSeats(store, ADVISERS_CAP - 2)
    const post = (email: string) => inviteAs(client, owner, store, { name: 'Nuevo', email })
    ;(await post('uno@example.com')).assertStatus(201)
    ;(await post('dos@example.com')).assertStatus(201)
    const full = await post('tres@example.com')
    full.assertStatus(422)
    full.assertBodyContains({ message: M.capReached })
    // an expired invitation frees its place
    await StoreAdviserInvitation.query()
      .where('email', 'uno@example.com')
      .update({
        expires_at: DateTime.now().minus({ minutes: 1 }).toUTC().toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    ;(await post('tres@example.com')).assertStatus(201)
    // re-sending the expired one needs a place again
    const expired = await StoreAdviserInvitation.findByOrFail('email', 'uno@example.com')
    const resend = await client
      .post(`${invitationsUrl(store)}/${expired.id}/resend`)
      .loginAs(owner)
      .withCsrfToken()
    resend.assertStatus(422)
    const list = await client.get(base(store)).loginAs(owner).withCsrfToken()
    assert.equal(list.body().metadata.seats, ADVISERS_CAP)
  })

  test('race: two invitations at 199 taken places, exactly one succeeds', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    await fillSeats(store, ADVISERS_CAP - 1)
    const post = (email: string) => inviteAs(client, owner, store, { name: 'Nuevo', email })
    const answers = await Promise.all([post('a@example.com'), post('b@example.com')])
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 422])
    assert.equal(
      await StoreAdviserInvitation.query()
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      1
    )
    assert.lengthOf(await OutboxMessage.query().where('channel', 'email'), 1)
  })

  test('re-sending replaces the link: the old one stops working, one more message', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    const sent = await inviteAs(client, owner, store, { name: 'Ana', email: 'ana@example.com' })
    sent.assertStatus(201)
    const first = await linkTokenTo('ana@example.com')
    const invitation = await StoreAdviserInvitation.firstOrFail()
    const resend = await client
      .post(`${invitationsUrl(store)}/${invitation.id}/resend`)
      .loginAs(owner)
      .withCsrfToken()
    resend.assertStatus(200)
    resend.assertBodyContains({ message: M.resent })
    const second = await linkTokenTo('ana@example.com')
    assert.notEqual(first, second)
    assert.lengthOf(await OutboxMessage.query().where('recipient', 'ana@example.com'), 2)
    const user = await makeUser()
    const old = await client
      .post(`/invitacion/asesor/${first}/aceptar`)
      .loginAs(user)
      .withCsrfToken()
    old.assertStatus(404)
    old.assertBodyContains({ message: M.linkUnknown })
    ;(
      await client.post(`/invitacion/asesor/${second}/aceptar`).loginAs(user).withCsrfToken()
    ).assertStatus(200)
    // an accepted invitation is neither re-sent nor cancelled
    const again = await client
      .post(`${invitationsUrl(store)}/${invitation.id}/resend`)
      .loginAs(owner)
      .withCsrfToken()
    again.assertStatus(409)
    again.assertBodyContains({ message: M.notPending })
    ;(
      await client
        .delete(`${invitationsUrl(store)}/${invitation.id}`)
        .loginAs(owner)
        .withCsrfToken()
    ).assertStatus(409)
  })

  test('a cancelled invitation refuses its link in Spanish', async ({ client, assert }) => {
    const { owner, store } = await storeWithOwner()
    await inviteAs(client, owner, store, { name: 'Ana', email: 'ana@example.com' })
    const token = await linkTokenTo('ana@example.com')
    const invitation = await StoreAdviserInvitation.firstOrFail()
    const cancel = await client
      .delete(`${invitationsUrl(store)}/${invitation.id}`)
      .loginAs(owner)
      .withCsrfToken()
    cancel.assertStatus(200)
    cancel.assertBodyContains({ message: M.cancelled })
    const user = await makeUser()
    const accept = await client
      .post(`/invitacion/asesor/${token}/aceptar`)
      .loginAs(user)
      .withCsrfToken()
    accept.assertStatus(410)
    accept.assertBodyContains({ message: M.linkCancelled })
    const page = await client.get(`/invitacion/asesor/${token}`).withInertia()
    assert.equal(page.inertiaProps.refusal, M.linkCancelled)
    const list = await client
      .get(`${invitationsUrl(store)}`)
      .loginAs(owner)
      .withCsrfToken()
    assert.lengthOf(list.body().data, 0)
  })
})

test.group('Store advisers: accepting', (group) => {
  freshDatabase(group)
  group.each.teardown(() => {
    Settings.now = () => Date.now()
  })

  async function invited(email = 'nuevo@example.com') {
    const { owner, store } = await storeWithOwner()
    const { default: InviteAdviser } = await import('#stores/actions/invite_adviser')
    const app = (await import('@adonisjs/core/services/app')).default
    const action = await app.container.make(InviteAdviser)
    await action.handle(store, owner, { name: 'Nuevo Asesor', email })
    const { outboxSettled } = await import('#core/outbox/outbox')
    await outboxSettled()
    return { owner, store, token: await linkTokenTo(email) }
  }

  test('a signed-in person accepts: active adviser with their account, once', async ({
    client,
    assert,
  }) => {
    const { store, token, owner } = await invited()
    const user = await makeUser({ fullName: 'Camila Ruiz' } as Partial<User>)
    const page = await client
      .get(`/invitacion/asesor/${token}`)
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
    assert.isNull(page.inertiaProps.refusal)
    const accept = await client
      .post(`/invitacion/asesor/${token}/aceptar`)
      .loginAs(user)
      .withCsrfToken()
    accept.assertStatus(200)
    accept.assertBodyContains({ message: M.accepted, data: { storeId: store.id } })
    const adviser = await StoreAdviser.query().where('user_id', user.id).firstOrFail()
    assert.isTrue(adviser.isActive)
    assert.equal(adviser.storeId, store.id)
    assert.equal(adviser.name, 'Camila Ruiz')
    const context = await new VendorContextQuery().handle(user)
    assert.equal(context?.store.id, store.id)

    const again = await client
      .post(`/invitacion/asesor/${token}/aceptar`)
      .loginAs(await makeUser())
      .withCsrfToken()
    again.assertStatus(410)
    again.assertBodyContains({ message: M.linkUsed })

    const list = await client.get(base(store)).loginAs(owner).withCsrfToken()
    list.assertStatus(200)
    const row = list.body().data.find((item: any) => item.id === adviser.id)
    assert.equal(row.email, user.email)
    assert.isTrue(row.isActive)
    assert.isString(row.invitedAt)
    assert.isString(row.acceptedAt)
  })

  test('a guest cannot accept (401); the page invites them to sign up', async ({
    client,
    assert,
  }) => {
    const { token, store } = await invited()
    ;(
      await client.post(`/invitacion/asesor/${token}/aceptar`).withCsrfToken().accept('json')
    ).assertStatus(401)
    const page = await client.get(`/invitacion/asesor/${token}`).withInertia()
    assert.equal(page.inertiaProps.storeName, store.name)
    assert.isNull(page.inertiaProps.refusal)
  })

  test('unknown link: 404 with the Spanish message', async ({ client, assert }) => {
    const user = await makeUser()
    const accept = await client
      .post('/invitacion/asesor/no-existe/aceptar')
      .loginAs(user)
      .withCsrfToken()
    accept.assertStatus(404)
    accept.assertBodyContains({ message: M.linkUnknown })
    const page = await client.get('/invitacion/asesor/no-existe').withInertia()
    page.assertStatus(404)
    assert.equal(page.inertiaProps.refusal, M.linkUnknown)
  })

  test('valid until 7 days later exactly: a millisecond before accepts, at the expiry refuses', async ({
    client,
    assert,
  }) => {
    const first = await invited('uno@example.com')
    const invitation = await StoreAdviserInvitation.findByOrFail('email', 'uno@example.com')
    assert.equal(invitation.expiresAt.toMillis(), invitation.sentAt.plus({ days: 7 }).toMillis())
    Settings.now = () => invitation.expiresAt.toMillis() - 1
    ;(
      await client
        .post(`/invitacion/asesor/${first.token}/aceptar`)
        .loginAs(await makeUser())
        .withCsrfToken()
    ).assertStatus(200)

    const second = await invited('dos@example.com')
    const other = await StoreAdviserInvitation.findByOrFail('email', 'dos@example.com')
    Settings.now = () => other.expiresAt.toMillis()
    const late = await client
      .post(`/invitacion/asesor/${second.token}/aceptar`)
      .loginAs(await makeUser())
      .withCsrfToken()
    late.assertStatus(410)
    late.assertBodyContains({ message: M.linkExpired })
    const page = await client.get(`/invitacion/asesor/${second.token}`).withInertia()
    assert.equal(page.inertiaProps.refusal, M.linkExpired)
    const list = await client
      .get(invitationsUrl(second.store))
      .loginAs(second.owner)
      .withCsrfToken()
    assert.equal(list.body().data[0].state, 'expired')
  })

  test('refused: the owner, someone acting for another store, an adviser already', async ({
    client,
    assert,
  }) => {
    const { owner, store, token } = await invited()
    const refuse = async (user: User, message: string) => {
      const response = await client
        .post(`/invitacion/asesor/${token}/aceptar`)
        .loginAs(user)
        .withCsrfToken()
      response.assertStatus(409)
      response.assertBodyContains({ message })
    }
    await refuse(owner, M.ownStore)
    const other = await storeWithOwner()
    await refuse(other.owner, M.otherStore)
    const { user: otherAdviser } = await adviserOf(other.store)
    await refuse(otherAdviser, M.otherStore)
    const { user: already } = await adviserOf(store)
    await refuse(already, M.alreadyAdviserSelf)
    const page = await client
      .get(`/invitacion/asesor/${token}`)
      .loginAs(owner)
      .withCsrfToken()
      .withInertia()
    assert.equal(page.inertiaProps.refusal, M.ownStore)
    // an inactive adviser of another store may accept
    const { user: former, adviser } = await adviserOf(other.store)
    adviser.isActive = false
    await adviser.save()
    ;(
      await client.post(`/invitacion/asesor/${token}/aceptar`).loginAs(former).withCsrfToken()
    ).assertStatus(200)
  })

  test('a former adviser of this store gets their own record back', async ({ client, assert }) => {
    const { store, token } = await invited()
    const { user, adviser } = await adviserOf(store)
    adviser.isActive = false
    await adviser.save()
    ;(
      await client.post(`/invitacion/asesor/${token}/aceptar`).loginAs(user).withCsrfToken()
    ).assertStatus(200)
    const rows = await StoreAdviser.query().where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].id, adviser.id)
    assert.isTrue(rows[0].isActive)
  })
})

test.group('Store advisers: permissions, deactivating', (group) => {
  freshDatabase(group)

  test('advisers read the lists but change nothing; others get 404, guests 401', async ({
    client,
  }) => {
    const { store } = await storeWithOwner()
    const { user: adviser, adviser: record } = await adviserOf(store)
    ;(await client.get(base(store)).loginAs(adviser).withCsrfToken()).assertStatus(200)
    ;(await client.get(invitationsUrl(store)).loginAs(adviser).withCsrfToken()).assertStatus(200)
    const invite = await inviteAs(client, adviser, store, { name: 'X', email: 'x@example.com' })
    invite.assertStatus(403)
    invite.assertBodyContains({ message: M.ownerOnly })
    ;(
      await client
        .patch(`${base(store)}/${record.id}`)
        .loginAs(adviser)
        .withCsrfToken()
        .json({ isActive: false })
    ).assertStatus(403)

    const other = await storeWithOwner()
    const buyer = await makeUser()
    const staff = await makeUser({ isAdmin: true } as Partial<User>)
    for (const person of [other.owner, buyer, staff]) {
      ;(await client.get(base(store)).loginAs(person).withCsrfToken()).assertStatus(404)
      ;(await client.get(invitationsUrl(store)).loginAs(person).withCsrfToken()).assertStatus(404)
      ;(await inviteAs(client, person, store, { name: 'X', email: 'x@example.com' })).assertStatus(
        404
      )
      ;(
        await client
          .patch(`${base(store)}/${record.id}`)
          .loginAs(person)
          .withCsrfToken()
          .json({ isActive: false })
      ).assertStatus(404)
    }
    ;(await client.get(base(store))).assertStatus(401)
    ;(
      await client.get('/api/store/store/999999/advisers').loginAs(buyer).withCsrfToken()
    ).assertStatus(404)
  })

  test("another store's adviser or invitation ids are 404 for the owner", async ({ client }) => {
    const { owner, store } = await storeWithOwner()
    const other = await storeWithOwner()
    const { adviser } = await adviserOf(other.store)
    await inviteAs(client, other.owner, other.store, { name: 'Y', email: 'y@example.com' })
    const invitation = await StoreAdviserInvitation.firstOrFail()
    ;(
      await client
        .patch(`${base(store)}/${adviser.id}`)
        .loginAs(owner)
        .withCsrfToken()
        .json({ isActive: false })
    ).assertStatus(404)
    ;(
      await client
        .post(`${invitationsUrl(store)}/${invitation.id}/resend`)
        .loginAs(owner)
        .withCsrfToken()
    ).assertStatus(404)
    ;(
      await client
        .delete(`${invitationsUrl(store)}/${invitation.id}`)
        .loginAs(owner)
        .withCsrfToken()
    ).assertStatus(404)
  })

  test('deactivating keeps the record and stops the adviser at once; reactivating brings them back', async ({
    client,
    assert,
  }) => {
    const { owner, store } = await storeWithOwner()
    const { user, adviser } = await adviserOf(store)
    assert.equal((await new VendorContextQuery().handle(user))?.store.id, store.id)
    const off = await client
      .patch(`${base(store)}/${adviser.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .json({ isActive: false })
    off.assertStatus(200)
    off.assertBodyContains({ message: M.deactivated })
    await adviser.refresh()
    assert.isFalse(adviser.isActive)
    assert.isNull(await new VendorContextQuery().handle(user))
    // the store's lists are closed to them now
    ;(await client.get(base(store)).loginAs(user).withCsrfToken()).assertStatus(404)
    const on = await client
      .patch(`${base(store)}/${adviser.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .json({ isActive: true })
    on.assertStatus(200)
    on.assertBodyContains({ message: M.reactivated })
    assert.equal((await new VendorContextQuery().handle(user))?.store.id, store.id)
    const bad = await client
      .patch(`${base(store)}/${adviser.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .json({ isActive: 'tal vez' })
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'isActive', message: M.isActiveRequired }] })
  })

  test('reactivating needs a free place and a person not acting for another store', async ({
    client,
  }) => {
    const { owner, store } = await storeWithOwner()
    const { user, adviser } = await adviserOf(store)
    adviser.isActive = false
    await adviser.save()
    const other = await storeWithOwner()
    const elsewhere = await StoreAdviser.create({
      storeId: other.store.id,
      userId: user.id,
      name: 'x',
      isActive: true,
    })
    const busy = await client
      .patch(`${base(store)}/${adviser.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .json({ isActive: true })
    busy.assertStatus(409)
    busy.assertBodyContains({ message: M.adviserOtherStore })
    elsewhere.isActive = false
    await elsewhere.save()
    await fillSeats(store, ADVISERS_CAP)
    const full = await client
      .patch(`${base(store)}/${adviser.id}`)
      .loginAs(owner)
      .withCsrfToken()
      .json({ isActive: true })
    full.assertStatus(422)
    full.assertBodyContains({ message: M.capReached })
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, lastLinkSentTo, makeCity, makeUser } from '#tests/helpers/people'
import { StoreFactory } from '#database/factories/store_factory'
import OutboxMessage from '#core/models/outbox_message'
import Store from '#stores/models/store'
import User from '#users/models/user'

const PAGE = '/tienda/registro'
const NIT = '800.003.122-6'
const MOBILE = '3104445566'

async function sendCode(client: any, mobile = MOBILE) {
  const response = await client
    .post('/api/users/authenticationCode')
    .json({ mobile, loginForm: false })
    .withCsrfToken()
    .accept('json')
  response.assertStatus(201)
  return lastCodeSentTo(mobile)
}

function form(cityId: number, code: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Frenos La 80',
    tax_id: NIT,
    city_id: cityId,
    url_path: 'frenos-la-80',
    mobile: MOBILE,
    code,
    full_name: 'Carlos Restrepo',
    email: 'carlos@frenosla80.co',
    password: 'Secreta2026',
    password_confirmation: 'Secreta2026',
    conditions: true,
    ...overrides,
  }
}

function register(client: any, body: Record<string, unknown>, user?: User) {
  const request = client.post(PAGE).json(body).withCsrfToken().accept('json')
  return user ? request.loginAs(user) : request
}

function fieldsOf(response: any) {
  return Object.fromEntries(
    (response.body().errors ?? []).map((e: { field?: string; message: string }) => [
      e.field ?? '',
      e.message,
    ])
  )
}

test.group('Store sign-up', (group) => {
  freshDatabase(group)

  test('the page renders for a guest and tells an owner of a store why not', async ({
    client,
    assert,
  }) => {
    const guest = await client.get(PAGE).withInertia()
    guest.assertStatus(200)
    guest.assertInertiaComponent('stores/register')
    assert.isNull(guest.inertiaProps.ownedStore)

    const owner = await makeUser({ isVendor: true })
    await StoreFactory.merge({ userId: owner.id, name: 'Mi Taller' }).create()
    const page = await client.get(PAGE).loginAs(owner).withInertia()
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.ownedStore, { name: 'Mi Taller' })
  })

  test('a guest registers the store and their account: pending, vendor, signed in, e-mail link sent', async ({
    client,
    assert,
  }) => {
    const city = await makeCity()
    const code = await sendCode(client)
    const response = await register(client, form(city.id, code))
    response.assertStatus(201)
    assert.include(response.body().message, 'Tu tienda quedó registrada')

    const store = await Store.findByOrFail('url_path', 'frenos-la-80')
    assert.equal(store.taxId, '800003122-6')
    assert.equal(store.cityId, city.id)
    assert.equal(store.mobileNumber, MOBILE)
    assert.equal(store.countryCode, 'CO')
    assert.isFalse(store.goModuleActive)
    assert.isTrue(store.isActive)
    const owner = await User.findOrFail(store.userId)
    assert.equal(owner.email, 'carlos@frenosla80.co')
    assert.equal(store.email, owner.email)
    assert.isTrue(owner.isVendor)
    assert.isTrue(owner.mobileVerified)
    assert.isFalse(owner.emailVerified)
    assert.match(await lastLinkSentTo('carlos@frenosla80.co'), /\/users\/page\/verifyEmail\//)
  })

  test('a signed-in person registers with their account; their number stays theirs', async ({
    client,
    assert,
  }) => {
    const city = await makeCity()
    const person = await makeUser({ mobile: '3001112200' })
    const code = await sendCode(client)
    const response = await register(
      client,
      { ...form(city.id, code), email: undefined, password: undefined },
      person
    )
    response.assertStatus(201)
    const store = await Store.findByOrFail('user_id', person.id)
    assert.equal(store.email, person.email)
    await person.refresh()
    assert.isTrue(person.isVendor)
    assert.equal(person.mobile, '3001112200')
    // an already verified e-mail gets no link
    assert.equal(
      await OutboxMessage.query()
        .where('channel', 'email')
        .count('* as n')
        .first()
        .then((r: any) => Number(r.$extras.n)),
      0
    )
  })

  test('an owner of a store is refused (403) and no code is spent', async ({ client, assert }) => {
    const city = await makeCity()
    const owner = await makeUser({ isVendor: true })
    await StoreFactory.merge({ userId: owner.id }).create()
    const code = await sendCode(client)
    const response = await register(client, form(city.id, code), owner)
    response.assertStatus(403)
    assert.equal(
      response.body().message,
      'Ya tienes una tienda registrada. Cada cuenta puede registrar una sola tienda.'
    )
    assert.equal(
      await Store.query()
        .where('user_id', owner.id)
        .count('* as n')
        .first()
        .then((r: any) => Number(r.$extras.n)),
      1
    )
    const spent = await db.from('authentication_codes').whereNotNull('used_at').count('* as n')
    assert.equal(Number(spent[0].n), 0)
  })

  test('refusals land on their fields: {label}')
    .with([
      { label: 'bad NIT check digit', change: { tax_id: '800003122-5' }, field: 'tax_id' },
      { label: 'reserved url_path', change: { url_path: 'registro' }, field: 'url_path' },
      { label: 'url_path with uppercase', change: { url_path: 'Frenos' }, field: 'url_path' },
      { label: 'no business name', change: { name: '' }, field: 'name' },
      { label: 'a guest without password', change: { password: '' }, field: 'password' },
      { label: 'a guest without conditions', change: { conditions: false }, field: 'conditions' },
      { label: 'a code of 5 digits', change: { code: '12345' }, field: 'code' },
    ])
    .run(async ({ client, assert }, row) => {
      const city = await makeCity()
      const response = await register(client, { ...form(city.id, '123456'), ...row.change })
      response.assertStatus(422)
      assert.property(fieldsOf(response), row.field)
      assert.equal(
        await Store.query()
          .count('* as n')
          .first()
          .then((r: any) => Number(r.$extras.n)),
        0
      )
    })

  test('a guest with wrong store and account fields gets every message at once', async ({
    client,
    assert,
  }) => {
    const city = await makeCity()
    const response = await register(client, {
      ...form(city.id, '123456'),
      tax_id: '800003122-5',
      email: 'no-es-email',
    })
    response.assertStatus(422)
    const fields = fieldsOf(response)
    assert.equal(fields.tax_id, 'El NIT no es válido: revisa el número y su dígito de verificación')
    assert.equal(fields.email, 'El email no es válido')
  })

  test('a duplicate url_path is refused in Spanish', async ({ client, assert }) => {
    const city = await makeCity()
    await StoreFactory.merge({ urlPath: 'frenos-la-80' }).create()
    const code = await sendCode(client)
    const response = await register(client, form(city.id, code))
    response.assertStatus(422)
    assert.equal(fieldsOf(response).url_path, 'Ya existe una tienda con esta dirección, elige otra')
  })

  test('a wrong WhatsApp code is refused and nothing is created', async ({ client, assert }) => {
    const city = await makeCity()
    const code = await sendCode(client)
    const response = await register(client, form(city.id, code === '000000' ? '111111' : '000000'))
    response.assertStatus(422)
    assert.property(fieldsOf(response), 'code')
    assert.isNull(await Store.findBy('url_path', 'frenos-la-80'))
    assert.isNull(await User.findBy('email', 'carlos@frenosla80.co'))
  })

  test('a guest whose number has an account is sent to sign in', async ({ client, assert }) => {
    const city = await makeCity()
    await makeUser({ mobile: MOBILE })
    const response = await register(client, form(city.id, '123456'))
    response.assertStatus(422)
    assert.equal(
      fieldsOf(response).mobile,
      'Ya existe una cuenta con este número de WhatsApp. Ingresa con tu cuenta para registrar tu tienda.'
    )
  })

  test('a Mexican host asks for an RFC', async ({ client, assert }) => {
    const city = await makeCity()
    const response = await client
      .post(PAGE)
      .header('host', 'mx.repuestos.test')
      .json(form(city.id, '123456', { tax_id: NIT }))
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.include(fieldsOf(response).tax_id, 'RFC')
  })
})

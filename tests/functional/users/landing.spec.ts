import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type User from '#users/models/user'
import { StoreFactory } from '#database/factories/store_factory'
import { StoreAdviserFactory } from '#database/factories/store_adviser_factory'
import { freshDatabase } from '#tests/helpers/database'
import { lastCodeSentTo, makeUser } from '#tests/helpers/people'
import { ROLES, type Role } from '#tests/helpers/policies'

const MAIN_AREA = '/repuestosGo/page/index'
const PENDIENTES = '/repuestosGo/page/index/pendientes'

/** Where '/' sends each role: null means the home page itself. */
const LANDING: Record<Role, string | null> = {
  buyer: null,
  vendorWithoutModule: null,
  adviserWithoutModule: null,
  ownerNotVendor: null,
  goVendor: PENDIENTES,
  goAdviser: PENDIENTES,
  admin: MAIN_AREA,
  moduleManager: MAIN_AREA,
  adminWithStore: MAIN_AREA,
}

/** A user who signs in by e-mail (verified) and WhatsApp and owns or advises a GO store. */
async function goVendorWithLogin(as: 'owner' | 'adviser', mobile: string) {
  const user = await makeUser({ mobile, isVendor: true })
  if (as === 'owner') {
    await StoreFactory.merge({ userId: user.id }).apply('goModule').create()
  } else {
    const store = await StoreFactory.apply('goModule').create()
    await StoreAdviserFactory.merge({ storeId: store.id, userId: user.id }).create()
  }
  return user
}

/**
 * '/' in the session a login opened: the test client keeps sessions in its own store, so the
 * session the login wrote travels as data (a session cookie alone is replaced by the client's).
 */
async function homeAfterLogin(client: ApiClient, login: ApiResponse) {
  return client.get('/').withSession(login.session()).redirects(0)
}

test.group("Landing: where '/' takes each role", (group) => {
  freshDatabase(group)

  test('a guest gets the home page', async ({ client }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('home')
  })

  test('{role}')
    .with(Object.keys(LANDING).map((role) => ({ role: role as Role })))
    .run(async ({ client }, { role }) => {
      const user = await ROLES[role]()
      const target = LANDING[role]
      if (target === null) {
        const response = await client.get('/').loginAs(user).withInertia()
        response.assertStatus(200)
        response.assertInertiaComponent('home')
      } else {
        const response = await client.get('/').loginAs(user).redirects(0)
        response.assertStatus(302)
        response.assertHeader('location', target)
      }
    })

  test('after an e-mail login a vendor lands on Pendientes, a buyer on the home page', async ({
    client,
  }) => {
    const vendor = await goVendorWithLogin('owner', '3005550001')
    const login = await client
      .post('/users/page/loginAjax')
      .json({ username: vendor.email, password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    login.assertStatus(200)
    const landing = await homeAfterLogin(client, login)
    landing.assertStatus(302)
    landing.assertHeader('location', PENDIENTES)

    const buyer = await makeUser({ mobile: '3005550002' })
    const buyerLogin = await client
      .post('/users/page/loginAjax')
      .json({ username: buyer.email, password: 'Secreta2026' })
      .withCsrfToken()
      .accept('json')
    const home = await client.get('/').withSession(buyerLogin.session()).withInertia()
    home.assertStatus(200)
    home.assertInertiaComponent('home')
    home.assertInertiaPropsContains({ user: { id: buyer.id }, can: { actAsVendor: false } })
  })

  test('after a WhatsApp login an adviser lands on Pendientes', async ({ client }) => {
    await goVendorWithLogin('adviser', '3005550003')
    await client
      .post('/api/users/authenticationCode')
      .json({ mobile: '3005550003', loginForm: true })
      .withCsrfToken()
      .accept('json')
    const login = await client
      .post('/users/page/logInWithCode')
      .json({ mobile_number: '3005550003', code: await lastCodeSentTo('3005550003') })
      .withCsrfToken()
      .accept('json')
    login.assertStatus(200)
    const landing = await homeAfterLogin(client, login)
    landing.assertStatus(302)
    landing.assertHeader('location', PENDIENTES)
  })

  test('an admin lands on the main area and reads every request there', async ({ client }) => {
    const admin = await ROLES.admin()
    const landing = await client.get('/').loginAs(admin).redirects(0)
    landing.assertHeader('location', MAIN_AREA)
    const page = await client.get(MAIN_AREA).loginAs(admin).withInertia()
    page.assertInertiaComponent('quotations/index')
    page.assertInertiaPropsContains({ isStaff: true })
  })
})

/** The shared `can` each role gets: the menu's entries and the vehicle forms' wording. */
const CAN: Record<Role, Record<string, boolean>> = {
  buyer: { actAsAdmin: false, actAsVendor: false, useGarage: true, useVendorWording: false },
  goVendor: { actAsAdmin: false, actAsVendor: true, useGarage: true, useVendorWording: true },
  goAdviser: { actAsAdmin: false, actAsVendor: true, useGarage: true, useVendorWording: true },
  vendorWithoutModule: {
    actAsAdmin: false,
    actAsVendor: false,
    useGarage: true,
    useVendorWording: true,
  },
  adviserWithoutModule: {
    actAsAdmin: false,
    actAsVendor: false,
    useGarage: true,
    useVendorWording: true,
  },
  ownerNotVendor: {
    actAsAdmin: false,
    actAsVendor: false,
    useGarage: true,
    useVendorWording: false,
  },
  admin: { actAsAdmin: true, actAsVendor: false, useGarage: true, useVendorWording: false },
  moduleManager: { actAsAdmin: true, actAsVendor: false, useGarage: true, useVendorWording: false },
  adminWithStore: { actAsAdmin: true, actAsVendor: false, useGarage: true, useVendorWording: true },
}

test.group('Shared abilities (`can`): what the menu shows comes from the policies', (group) => {
  freshDatabase(group)

  test('{role}')
    .with(Object.keys(CAN).map((role) => ({ role: role as Role })))
    .run(async ({ client, assert }, { role }) => {
      const user: User = await ROLES[role]()
      const response = await client.get('/garage/page/vehiculos').loginAs(user).withInertia()
      response.assertStatus(200)
      const can = (response.inertiaProps as any).can
      assert.containSubset(can, CAN[role])
      assert.equal(can.seeRuntLink, CAN[role].useVendorWording)
    })

  test('a guest may do none of it', async ({ client }) => {
    const response = await client.get('/').withInertia()
    response.assertInertiaPropsContains({
      can: {
        actAsAdmin: false,
        actAsVendor: false,
        useGarage: false,
        useVendorWording: false,
        seeRuntLink: false,
      },
    })
  })

  test('the seller tabs get what the vendor may do there (`seller.can`)', async ({
    client,
    assert,
  }) => {
    const vendor = await ROLES.goVendor()
    const own = await client.get(PENDIENTES).loginAs(vendor).withInertia()
    assert.deepEqual((own.inertiaProps as any).seller.can, {
      viewOpportunityCounters: true,
      viewIndicators: true,
      triage: true,
    })
    const manager = await ROLES.moduleManager()
    const staff = await client.get(PENDIENTES).loginAs(manager).withInertia()
    assert.deepEqual((staff.inertiaProps as any).seller.can, {
      viewOpportunityCounters: false,
      viewIndicators: false,
      triage: false,
    })
  })
})

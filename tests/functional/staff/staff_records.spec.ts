import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#users/models/user'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { queriesDuring } from '#tests/helpers/requests'
import { StoreFactory } from '#database/factories/store_factory'
import { QuotationRequestFactory } from '#database/factories/quotation_request_factory'
import { QuotationFactory } from '#database/factories/quotation_factory'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import { BuyerIgnoreFactory } from '#database/factories/buyer_ignore_factory'

const PAGES = {
  requests: '/staff/solicitudes',
  quotations: '/staff/cotizaciones',
  orders: '/staff/pedidos',
} as const

type Tab = keyof typeof PAGES

function list(client: any, user: User, tab: Tab, qs: Record<string, unknown> = {}) {
  return client.get(PAGES[tab]).qs(qs).loginAs(user).withInertia()
}

/** The codes of a list's rows, in their order. */
async function codesOf(client: any, user: User, tab: Tab, qs: Record<string, unknown> = {}) {
  const response = await list(client, user, tab, qs)
  response.assertStatus(200)
  const rows = response.inertiaProps.records.data as any[]
  return rows.map((row) => row.code ?? row.refVenta)
}

const admin = () => makeUser({ isAdmin: true } as Partial<User>)

test.group('Staff: requests, quotations and orders', (group) => {
  freshDatabase(group)

  test('the requests of the country, newest first, 20 a page from 1', async ({
    client,
    assert,
  }) => {
    const staff = await admin()
    const rows = []
    for (let index = 0; index < 22; index++) {
      rows.push(
        await QuotationRequestFactory.merge({
          createdAt: DateTime.now().minus({ minutes: 30 - index }),
        }).create()
      )
    }
    await QuotationRequestFactory.merge({ countryCode: 'MX' }).create()

    const first = await list(client, staff, 'requests')
    first.assertStatus(200)
    first.assertInertiaComponent('staff/records')
    assert.equal(first.inertiaProps.tab, 'requests')
    const { data, metadata } = first.inertiaProps.records
    assert.deepInclude(metadata, { count: 22, page: 1, pageSize: 20 })
    assert.lengthOf(data, 20)
    assert.deepEqual(
      data.slice(0, 2).map((row: any) => row.id),
      [rows[21].id, rows[20].id]
    )
    const second = await list(client, staff, 'requests', { page: 2 })
    assert.deepEqual(
      second.inertiaProps.records.data.map((row: any) => row.id),
      [rows[1].id, rows[0].id]
    )

    // Mexico's host reads Mexico's only
    const mexico = await client
      .get(PAGES.requests)
      .header('host', 'mx.localhost')
      .loginAs(staff)
      .withInertia()
    assert.equal(mexico.inertiaProps.records.metadata.count, 1)

    const bad = await client.get(PAGES.requests).qs({ page: 0 }).loginAs(staff).accept('json')
    bad.assertStatus(422)
    assert.equal(
      bad.body().errors[0].message,
      'La página debe ser un número entero mayor o igual a 1'
    )
  })

  test('requests are found by code, plate, buyer, store and status', async ({ client, assert }) => {
    const staff = await admin()
    const buyer = await makeUser({
      fullName: 'Mariana Peláez',
      email: 'mariana@correo.co',
      mobile: '3157778899',
    } as Partial<User>)
    const store = await StoreFactory.apply('goModule').merge({ name: 'Frenos La 80' }).create()
    const other = await StoreFactory.apply('goModule').merge({ name: 'Lubricentro Sur' }).create()
    const plated = await QuotationRequestFactory.merge({ vehicleLicensePlate: 'XYZ987' }).create()
    const bought = await QuotationRequestFactory.merge({ userId: buyer.id }).create()
    const ofStore = await QuotationRequestFactory.apply('forStore')
      .merge({ storeId: store.id })
      .create()
    const quoted = await QuotationRequestFactory.create()
    await QuotationFactory.merge({ quotationRequestId: quoted.id, storeId: store.id }).create()
    await QuotationFactory.merge({ quotationRequestId: plated.id, storeId: other.id }).create()
    const closed = await QuotationRequestFactory.apply('closed').create()
    const expired = await QuotationRequestFactory.apply('expired').create()

    assert.deepEqual(await codesOf(client, staff, 'requests', { code: plated.code }), [plated.code])
    assert.deepEqual(await codesOf(client, staff, 'requests', { code: `sc-${plated.id}` }), [
      plated.code,
    ])
    assert.includeMembers(
      await codesOf(client, staff, 'requests', { code: plated.code.slice(-4).toLowerCase() }),
      [plated.code]
    )
    assert.deepEqual(await codesOf(client, staff, 'requests', { plate: 'xyz-98' }), [plated.code])
    for (const term of ['pelaez', 'MARIANA@correo', '+57 315 777']) {
      assert.deepEqual(
        await codesOf(client, staff, 'requests', { buyer: term }),
        [bought.code],
        term
      )
    }
    assert.sameMembers(await codesOf(client, staff, 'requests', { store: 'frenos la' }), [
      ofStore.code,
      quoted.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'requests', { status: 'closed' }), [closed.code])
    assert.deepEqual(await codesOf(client, staff, 'requests', { status: 'expired' }), [
      expired.code,
    ])
    const open = await codesOf(client, staff, 'requests', { status: 'open' })
    assert.notInclude(open, closed.code)
    assert.notInclude(open, expired.code)
    assert.include(open, plated.code)
    // fields together narrow; an emptied box is no filter
    assert.deepEqual(
      await codesOf(client, staff, 'requests', { plate: 'XYZ', status: 'closed', code: '' }),
      []
    )

    const row = (await list(client, staff, 'requests', { code: bought.code })).inertiaProps.records
      .data[0]
    assert.deepEqual(row.buyer, {
      name: 'Mariana Peláez',
      mobile: '3157778899',
      email: 'mariana@correo.co',
    })
    assert.equal(row.statusLabel, 'Abierta')

    for (const qs of [{ status: 'perdida' }, { code: 'x'.repeat(33) }, { plate: 'ABCDEFGHIJK' }]) {
      const bad = await client.get(PAGES.requests).qs(qs).loginAs(staff).accept('json')
      bad.assertStatus(422)
    }
  })

  test('quotations are found by code, plate, buyer, store and status; the row tools are there', async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ isAdmin: true, manageInfractionsModule: true } as Partial<User>)
    const buyer = await makeUser({ fullName: 'Julián Ríos' } as Partial<User>)
    const store = await StoreFactory.apply('goModule').merge({ name: 'Frenos La 80' }).create()
    const request = await QuotationRequestFactory.merge({
      userId: buyer.id,
      vehicleLicensePlate: 'JKL456',
    }).create()
    const available = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: store.id,
      total: 150000,
    }).create()
    const ordered = await QuotationFactory.create()
    await CartShoppingHeaderFactory.merge({
      quotationId: ordered.id,
      storeId: ordered.storeId,
    }).create()
    const discarded = await QuotationFactory.create()
    await BuyerIgnoreFactory.merge({ quotationId: discarded.id }).create()
    const closed = await QuotationFactory.apply('closed').create()
    const expired = await QuotationFactory.apply('expired').create()
    // an order cancelled does not make it 'Con pedido'
    const cancelledOrder = await QuotationFactory.create()
    await CartShoppingHeaderFactory.apply('cancelled')
      .merge({ quotationId: cancelledOrder.id, storeId: cancelledOrder.storeId })
      .create()

    assert.deepEqual(await codesOf(client, staff, 'quotations', { code: available.code }), [
      available.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'quotations', { code: request.code }), [
      available.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'quotations', { code: `CT${available.id}` }), [
      available.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'quotations', { plate: 'jkl4' }), [
      available.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'quotations', { buyer: 'julian rios' }), [
      available.code,
    ])
    assert.deepEqual(await codesOf(client, staff, 'quotations', { store: 'Frenos' }), [
      available.code,
    ])
    const statuses: Record<string, string[]> = {
      ordered: [ordered.code],
      discarded: [discarded.code],
      closed: [closed.code],
      expired: [expired.code],
      available: [cancelledOrder.code, available.code],
    }
    for (const [status, codes] of Object.entries(statuses)) {
      assert.sameMembers(await codesOf(client, staff, 'quotations', { status }), codes, status)
    }

    const page = await list(client, staff, 'quotations', { code: available.code })
    const row = page.inertiaProps.records.data[0]
    assert.deepInclude(row, { status: 'available', statusLabel: 'Vigente', total: '150000.00' })
    assert.deepEqual(row.request.id, request.id)
    assert.equal(row.store.name, 'Frenos La 80')
    assert.deepEqual(page.inertiaProps.links, {
      detail: true,
      order: true,
      pdf: true,
      infraction: true,
    })

    // the links lead to the pages staff already read
    const detail = await client
      .get(`/repuestosGo/quotationRequest/${request.id}`)
      .loginAs(staff)
      .withInertia()
    detail.assertStatus(200)
    assert.isNotNull(detail.inertiaProps.quotationTools)
    const pdf = await client
      .get(`/repuestosGo/quotation/downloadQuotationInPDF/${available.id}`)
      .loginAs(staff)
    pdf.assertStatus(200)
  })

  test("orders are found by code, plate, buyer, store and status, by the store's country", async ({
    client,
    assert,
  }) => {
    const staff = await makeUser({ manageGoModule: true } as Partial<User>)
    const buyer = await makeUser({
      fullName: 'Camila Ortiz',
      email: 'camila@correo.co',
    } as Partial<User>)
    const store = await StoreFactory.apply('goModule').merge({ name: 'Frenos La 80' }).create()
    const request = await QuotationRequestFactory.merge({ vehicleLicensePlate: 'QWE321' }).create()
    const quotation = await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: store.id,
    }).create()
    const fromQuotation = await CartShoppingHeaderFactory.merge({
      quotationId: quotation.id,
      storeId: store.id,
      userId: request.userId,
    }).create()
    const direct = await CartShoppingHeaderFactory.apply('delivered')
      .merge({ userId: buyer.id })
      .create()
    const mexican = await StoreFactory.merge({ countryCode: 'MX' }).create()
    const abroad = await CartShoppingHeaderFactory.merge({ storeId: mexican.id }).create()

    const all = await codesOf(client, staff, 'orders')
    assert.sameMembers(all, [fromQuotation.refVenta, direct.refVenta])
    assert.notInclude(all, abroad.refVenta)
    assert.deepEqual(await codesOf(client, staff, 'orders', { code: fromQuotation.refVenta }), [
      fromQuotation.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { code: quotation.code }), [
      fromQuotation.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { code: request.code }), [
      fromQuotation.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { plate: 'QWE 321' }), [
      fromQuotation.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { buyer: 'camila@' }), [
      direct.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { store: store.urlPath }), [
      fromQuotation.refVenta,
    ])
    assert.deepEqual(await codesOf(client, staff, 'orders', { status: 'delivered' }), [
      direct.refVenta,
    ])

    const page = await list(client, staff, 'orders', { code: fromQuotation.refVenta })
    const row = page.inertiaProps.records.data[0]
    assert.deepEqual(row.quotation, { id: quotation.id, code: quotation.code })
    assert.deepEqual(row.request, { id: request.id, code: request.code })
    assert.equal(row.plate, 'QWE321')
    assert.isTrue(page.inertiaProps.links.order)
    assert.isFalse(page.inertiaProps.links.infraction)
    const sale = await client
      .get(`/repuestosGo/ventas/${fromQuotation.id}`)
      .loginAs(staff)
      .withInertia()
    sale.assertStatus(200)
    assert.equal(sale.inertiaProps.order.side, 'staff')
  })

  test('the infractions module alone: searches and registers, sees buyers as its flags allow', async ({
    client,
    assert,
  }) => {
    const moderator = await makeUser({
      manageInfractionsModule: true,
      showCustomerDataMarketplace: true,
    } as Partial<User>)
    const buyer = await makeUser({ fullName: 'Andrés Mejía' } as Partial<User>)
    const marketplace = await QuotationRequestFactory.merge({ userId: buyer.id }).create()
    const ofStore = await QuotationRequestFactory.apply('forStore')
      .merge({ userId: buyer.id })
      .create()

    const page = await list(client, moderator, 'requests')
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.links, {
      detail: false,
      order: false,
      pdf: false,
      infraction: true,
    })
    const byId = new Map(page.inertiaProps.records.data.map((row: any) => [row.id, row]))
    assert.equal((byId.get(marketplace.id) as any).buyer.name, 'Andrés Mejía')
    assert.isNull((byId.get(ofStore.id) as any).buyer)
    // the buyer box finds only the rows whose buyer this person sees
    assert.deepEqual(await codesOf(client, moderator, 'requests', { buyer: 'andres' }), [
      marketplace.code,
    ])
    assert.isTrue(page.inertiaProps.canSearchBuyer)

    const blind = await makeUser({ manageInfractionsModule: true } as Partial<User>)
    const blindPage = await list(client, blind, 'requests', { buyer: 'andres' })
    assert.lengthOf(blindPage.inertiaProps.records.data, 0)
    assert.isFalse(blindPage.inertiaProps.canSearchBuyer)
  })

  test('non-staff get 404, staff without the area 403, guests sign in', async ({
    client,
    assert,
  }) => {
    const buyer = await makeUser()
    const vendor = await makeUser({ isVendor: true } as Partial<User>)
    await StoreFactory.apply('goModule').merge({ userId: vendor.id }).create()
    const moderator = await makeUser({ manageMessagesModule: true } as Partial<User>)
    for (const tab of Object.keys(PAGES) as Tab[]) {
      for (const person of [buyer, vendor]) {
        const response = await client.get(PAGES[tab]).loginAs(person).accept('json')
        response.assertStatus(404)
      }
      const refused = await client.get(PAGES[tab]).loginAs(moderator).accept('json')
      refused.assertStatus(403)
      assert.equal(refused.body().message, 'Tu rol de staff no incluye esta sección.')
      const guest = await client.get(PAGES[tab]).redirects(0)
      assert.include([302, 401], guest.status())
    }
  })

  test('each list costs the same statements for 2 rows as for 30', async ({ client, assert }) => {
    const staff = await admin()
    const store = await StoreFactory.apply('goModule').create()
    const make = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const request = await QuotationRequestFactory.apply('forStore')
          .merge({ storeId: store.id })
          .create()
        const quotation = await QuotationFactory.merge({
          quotationRequestId: request.id,
          storeId: store.id,
        }).create()
        await CartShoppingHeaderFactory.merge({
          quotationId: quotation.id,
          storeId: store.id,
        }).create()
      }
    }
    await make(2)
    const few: Record<string, number> = {}
    for (const tab of Object.keys(PAGES) as Tab[]) {
      // a search that finds rows at both sizes (the store's name: every row), so the rows'
      // relations are read in both counts
      const qs = { store: store.name }
      await list(client, staff, tab, {})
      few[tab] = (await queriesDuring(() => list(client, staff, tab, {}))).length
      few[`${tab}-search`] = (await queriesDuring(() => list(client, staff, tab, qs))).length
    }
    await make(28)
    for (const tab of Object.keys(PAGES) as Tab[]) {
      const qs = { store: store.name }
      const page = await list(client, staff, tab, {})
      assert.lengthOf(page.inertiaProps.records.data, 20)
      assert.equal((await queriesDuring(() => list(client, staff, tab, {}))).length, few[tab], tab)
      assert.equal(
        (await queriesDuring(() => list(client, staff, tab, qs))).length,
        few[`${tab}-search`],
        `${tab} with a search`
      )
    }
  })
})

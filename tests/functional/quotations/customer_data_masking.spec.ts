import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import {
  makeVendorStore,
  DETAIL_API,
  DETAIL_PAGE,
  VEHICLE_API,
  detailFixtures,
} from '#tests/helpers/vendor_detail'
import { PENDING, VENDOR_PATHS } from '#tests/helpers/vendors'

/**
 * Customer data (buyer name and number, owner identification, property card photo) reaches a
 * vendor only with the right for the request's channel (rules/customer_data.ts): every
 * vendor-facing response is checked for a store without the right and one with it.
 */
const IDENTIFICATION = '1020304050'
const CARD = 'property-cards/11111111-2222-4333-8444-555555555555.webp'

async function cast() {
  const fixtures = await detailFixtures({
    request: {
      vehicleOwnerIdentification: IDENTIFICATION,
      vehiclePropertyCard: CARD,
      vehicleLicensePlate: 'ABC123',
    },
  })
  const withRight = await makeVendorStore({
    brands: [fixtures.brand],
    owner: { fullName: 'Con Permiso', showCustomerDataMarketplace: true },
  })
  return { ...fixtures, without: fixtures.vendor.owner, withRight: withRight.owner }
}

test.group('Customer data reaches vendors only with the right', (group) => {
  freshDatabase(group)

  test('the Pendientes list with vehicle and user', async ({ client, assert }) => {
    const { without, withRight, request } = await cast()
    const rowFor = async (user: typeof without) => {
      const response = await client
        .get(VENDOR_PATHS.requests)
        .qs({ scopes: PENDING, with: JSON.stringify(['vehicle', 'user', 'details']) })
        .loginAs(user)
        .accept('json')
      response.assertStatus(200)
      return response.body().data.find((row: any) => row.id === request.id)
    }
    const masked = await rowFor(without)
    assert.isNull(masked.vehicle.owner_identification)
    assert.isNull(masked.vehicle_property_card)
    assert.isNull(masked.user)
    assert.equal(masked.vehicle.license_plate, 'ABC123', 'the vehicle itself is not customer data')
    assert.notInclude(JSON.stringify(masked), IDENTIFICATION)
    assert.notInclude(JSON.stringify(masked), 'Ana Gómez')

    const shown = await rowFor(withRight)
    assert.equal(shown.vehicle.owner_identification, IDENTIFICATION)
    assert.equal(shown.vehicle_property_card, CARD)
    assert.equal(shown.user.name, 'Ana Gómez')
  })

  test('the request detail API and its vehicle', async ({ client, assert }) => {
    const { without, withRight, request } = await cast()
    for (const [user, visible] of [
      [without, false],
      [withRight, true],
    ] as const) {
      const detail = await client.get(DETAIL_API(request.id)).loginAs(user).accept('json')
      detail.assertStatus(200)
      const vehicle = await client.get(VEHICLE_API(request.id)).loginAs(user).accept('json')
      vehicle.assertStatus(200)
      const text = JSON.stringify(detail.body()) + JSON.stringify(vehicle.body())
      assert.equal(text.includes(IDENTIFICATION), visible, `identification, visible=${visible}`)
      assert.equal(text.includes('Ana Gómez'), visible, `name, visible=${visible}`)
      assert.equal(text.includes(CARD), false, 'the card photo is not sent on these')
    }
  })

  test('the request detail page props', async ({ client, assert }) => {
    const { without, withRight, request } = await cast()
    for (const [user, visible] of [
      [without, false],
      [withRight, true],
    ] as const) {
      const page = await client.get(DETAIL_PAGE(request.id)).loginAs(user).withInertia()
      page.assertStatus(200)
      const text = JSON.stringify(page.body().props)
      if (!visible) assert.notInclude(text, IDENTIFICATION)
      assert.notInclude(text, CARD)
      assert.equal(text.includes('Ana Gómez'), visible, `name, visible=${visible}`)
    }
  })

  test("the buyer sees their own request's data", async ({ client, assert }) => {
    const { buyer, request } = await cast()
    const response = await client
      .get(VENDOR_PATHS.requests)
      .qs({ with: JSON.stringify(['vehicle', 'user']) })
      .loginAs(buyer)
      .accept('json')
    const row = response.body().data.find((item: any) => item.id === request.id)
    assert.equal(row.vehicle.owner_identification, IDENTIFICATION)
    assert.equal(row.vehicle_property_card, CARD)
    assert.equal(row.user.name, 'Ana Gómez')
  })
})

import { test } from '@japa/runner'
import User from '#users/models/user'
import UserAdditionalAddress from '#orders/models/user_additional_address'
import BillingData from '#orders/models/billing_data'
import { freshDatabase } from '#tests/helpers/database'
import { makeCity, makeUser } from '#tests/helpers/people'
import { bouncerFor } from '#tests/helpers/policies'
import { makeAdmin } from '#tests/helpers/requests'
import { UserAdditionalAddressFactory } from '#database/factories/user_additional_address_factory'
import { BillingDataFactory } from '#database/factories/billing_data_factory'

const URL = '/api/users/checkoutRecords'

test.group('Checkout records (the wizard’s address and billing choices)', (group) => {
  freshDatabase(group)

  test('the main record (id 0) from the user, then the additional ones', async ({
    client,
    assert,
  }) => {
    const city = await makeCity()
    const buyer = await makeUser({
      fullName: 'Ana Gómez',
      identification: '1020304050',
      address: 'Calle 10 # 43-12',
      cityId: city.id,
    })
    const address = await UserAdditionalAddressFactory.merge({ userId: buyer.id }).create()
    const billing = await BillingDataFactory.merge({ userId: buyer.id }).create()
    await UserAdditionalAddressFactory.create()
    await BillingDataFactory.create()

    const response = await client.get(URL).loginAs(buyer).accept('json')
    response.assertStatus(200)
    const { main, addresses, billing: records } = response.body().data
    assert.deepEqual(main, {
      id: 0,
      user_id: buyer.id,
      fullname: 'Ana Gómez',
      identification: '1020304050',
      address: 'Calle 10 # 43-12',
      city_id: city.id,
      cityName: 'Medellín, Antioquia',
      email: buyer.email,
      mobile: buyer.mobile,
      missing: { forAddress: [], forBilling: [] },
      completeForAddress: true,
      completeForBilling: true,
    })
    assert.deepEqual(
      addresses.map((row: { id: number }) => row.id),
      [address.id]
    )
    assert.deepEqual(
      records.map((row: { id: number }) => row.id),
      [billing.id]
    )
    assert.equal(records[0].email, billing.email)
  })

  test('an incomplete user record says what it lacks, per step', async ({ client }) => {
    const buyer = await makeUser({ identification: null, address: '  ', cityId: null })
    await User.query().where('id', buyer.id).update({ email: null })
    const response = await client.get(URL).loginAs(buyer).accept('json')
    response.assertStatus(200)
    response.assertBodyContains({
      data: {
        main: {
          id: 0,
          cityName: null,
          missing: {
            forAddress: ['identification', 'address', 'city_id'],
            forBilling: ['identification', 'address', 'city_id', 'email'],
          },
          completeForAddress: false,
          completeForBilling: false,
        },
        addresses: [],
        billing: [],
      },
    })
  })

  test('guests are refused: 401', async ({ client }) => {
    const response = await client.get(URL).accept('json')
    response.assertStatus(401)
  })
})

test.group('CheckoutRecordPolicy', (group) => {
  freshDatabase(group)

  test('the owner manages their records; anybody else, staff too, gets 404', async ({ assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const admin = await makeAdmin()
    const address = await UserAdditionalAddress.findOrFail(
      (await UserAdditionalAddressFactory.merge({ userId: owner.id }).create()).id
    )
    const billing = await BillingData.findOrFail(
      (await BillingDataFactory.merge({ userId: owner.id }).create()).id
    )
    const own = (await bouncerFor(owner)).with('CheckoutRecordPolicy')
    assert.isTrue(await own.allows('actFor', owner.id))
    assert.isFalse(await own.allows('actFor', other.id))
    for (const record of [address, billing]) {
      assert.isTrue(await own.allows('choose', record))
      assert.isTrue(await own.allows('update', record))
      assert.isTrue(await own.allows('delete', record))
      for (const stranger of [other, admin]) {
        const policy = (await bouncerFor(stranger)).with('CheckoutRecordPolicy')
        for (const ability of ['choose', 'update', 'delete'] as const) {
          const answer = await policy.execute(ability, record)
          assert.isFalse(answer.authorized)
          assert.equal(answer.status, 404)
        }
      }
    }
    const staff = (await bouncerFor(admin)).with('CheckoutRecordPolicy')
    assert.isFalse(await staff.allows('actFor', owner.id))
  })
})

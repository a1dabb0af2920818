import { test } from '@japa/runner'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import Vehicle from '#garage/models/vehicle'
import Supplier from '#stores/models/supplier'
import { freshDatabase } from '#tests/helpers/database'
import { bouncerFor } from '#tests/helpers/policies'
import {
  makeAdmin,
  makeBuyer,
  makeLinkedSupplier,
  makeModuleManager,
} from '#tests/helpers/requests'
import { makeVehicle, makeVerifiedVehicle } from '#tests/helpers/garage'

/**
 * The policies of the lower modules' records: each ability allowed to its owner and refused to
 * everybody else — as if the record did not exist where the API answers 404.
 */
test.group('UserPolicy', (group) => {
  freshDatabase(group)

  test('an account is read by its owner and admins, changed by its owner only', async ({
    assert,
  }) => {
    const user = await makeBuyer()
    const other = await makeBuyer()
    const admin = await makeAdmin()
    const own = (await bouncerFor(user)).with('UserPolicy')
    assert.isTrue(await own.allows('view', user))
    assert.isTrue(await own.allows('update', user))
    assert.isFalse(await own.allows('view', other))
    assert.isFalse(await own.allows('update', other))
    const staff = (await bouncerFor(admin)).with('UserPolicy')
    assert.isTrue(await staff.allows('view', user))
    assert.isFalse(await staff.allows('update', user))
  })

  test('session data and live channels are only one’s own', async ({ assert }) => {
    const user = await makeBuyer()
    const other = await makeBuyer()
    const policy = (await bouncerFor(user)).with('UserPolicy')
    for (const ability of ['readSession', 'listen'] as const) {
      assert.isTrue(await policy.allows(ability, user.id), ability)
      assert.isFalse(await policy.allows(ability, other.id), ability)
    }
    // staff too listen only to their own channels
    const admin = await makeModuleManager()
    assert.isFalse(await (await bouncerFor(admin)).with('UserPolicy').allows('listen', user.id))
    assert.isFalse(await (await bouncerFor(null)).with('UserPolicy').allows('listen', user.id))
  })
})

test.group('VehiclePolicy', (group) => {
  freshDatabase(group)

  test('the owner reads, changes and removes; for anybody else it does not exist (404)', async ({
    assert,
  }) => {
    const owner = await makeBuyer()
    const vehicle = await Vehicle.findOrFail((await makeVehicle(owner)).id)
    const own = (await bouncerFor(owner)).with('VehiclePolicy')
    for (const ability of ['view', 'update', 'delete'] as const) {
      assert.isTrue(await own.allows(ability, vehicle), ability)
    }
    for (const somebody of [await makeBuyer(), await makeAdmin(), await makeModuleManager()]) {
      const policy = (await bouncerFor(somebody)).with('VehiclePolicy')
      for (const ability of ['view', 'update', 'delete'] as const) {
        const refused = (await policy.execute(ability, vehicle)) as AuthorizationResponse
        assert.deepInclude(refused, {
          authorized: false,
          status: 404,
          message: 'El vehículo no existe',
        })
      }
    }
  })

  test('a verified vehicle is locked for its owner (403), who may still remove it', async ({
    assert,
  }) => {
    const owner = await makeBuyer()
    const vehicle = await Vehicle.findOrFail((await makeVerifiedVehicle(owner)).id)
    const own = (await bouncerFor(owner)).with('VehiclePolicy')
    assert.deepInclude((await own.execute('update', vehicle)) as AuthorizationResponse, {
      authorized: false,
      status: 403,
      message: 'Este vehículo está verificado: sus datos no se pueden modificar',
    })
    assert.isTrue(await own.allows('delete', vehicle))
  })
})

test.group('SupplierPolicy', (group) => {
  freshDatabase(group)

  test('a buyer manages the suppliers linked to them; nobody else, staff included', async ({
    assert,
  }) => {
    const buyer = await makeBuyer()
    const supplier = await Supplier.findOrFail((await makeLinkedSupplier(buyer)).id)
    assert.isTrue(await (await bouncerFor(buyer)).with('SupplierPolicy').allows('manage', supplier))
    for (const somebody of [await makeBuyer(), await makeAdmin()]) {
      const policy = (await bouncerFor(somebody)).with('SupplierPolicy')
      assert.isFalse(await policy.allows('manage', supplier))
    }
  })
})

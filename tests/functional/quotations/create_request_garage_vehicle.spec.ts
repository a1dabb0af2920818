import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import Vehicle from '#garage/models/vehicle'
import { countOf, freshDatabase } from '#tests/helpers/database'
import { wizardFixtures } from '#tests/helpers/wizard'

const URL = '/api/repuestosGo/quotationRequest'

/** The wizard's body for a garage vehicle: its id and what the form holds. */
const noIdentifiers = {
  vehicle_license_plate: null,
  vehicle_owner_identification: null,
  vehicle_VIN: null,
  vehicle_property_card: null,
}

test.group('Sending a quotation request for a garage vehicle', (group) => {
  freshDatabase(group)

  test('a garage vehicle without plate, VIN or card photo is refused in Colombia', async ({
    client,
    assert,
  }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const incomplete = await Vehicle.create({
      userId: buyer.id,
      brandId: brand.id,
      model: 'CX-30',
      year: 2022,
      isVerified: false,
      foundByPlate: false,
    })
    const response = await client
      .post(URL)
      .json(body({ vehicle_id: incomplete.id, ...noIdentifiers }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        {
          field: 'vehicle',
          message: 'Necesitamos conocer los datos de tu vehículo para enviarte la cotización',
        },
      ],
    })
    assert.equal(await countOf(QuotationRequest), 0)
  })

  test('what the buyer typed completes the garage vehicle and reaches the request', async ({
    client,
    assert,
  }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const incomplete = await Vehicle.create({
      userId: buyer.id,
      brandId: brand.id,
      model: 'CX-30',
      year: 2022,
      color: 'Rojo',
      ownerIdentification: '71234567',
      isVerified: false,
      foundByPlate: false,
    })
    const response = await client
      .post(URL)
      .json(
        body({
          vehicle_id: incomplete.id,
          ...noIdentifiers,
          vehicle_model: 'CX-30 Grand Touring',
          vehicle_license_plate: 'ghk 512',
          vehicle_VIN: '',
        })
      )
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')

    response.assertStatus(201)
    const request = await QuotationRequest.findByOrFail('code', response.body().data.code)
    assert.equal(request.vehicleId, incomplete.id)
    assert.equal(request.vehicleLicensePlate, 'GHK512')
    assert.equal(request.vehicleModel, 'CX-30 Grand Touring')
    assert.equal(request.vehicleOwnerIdentification, '71234567')
    assert.isFalse(request.vehicleIsVerified)

    await incomplete.refresh()
    assert.equal(incomplete.licensePlate, 'GHK512')
    assert.equal(incomplete.model, 'CX-30 Grand Touring')
    // an empty field keeps what the garage had
    assert.equal(incomplete.ownerIdentification, '71234567')
    assert.equal(incomplete.color, 'Rojo')
    assert.equal(await countOf(Vehicle), 1)
  })

  test('a typed brand that does not exist answers 422, not 500', async ({ client }) => {
    const { buyer, body, brand } = await wizardFixtures()
    const incomplete = await Vehicle.create({
      userId: buyer.id,
      brandId: brand.id,
      model: 'CX-30',
      year: 2022,
      isVerified: false,
      foundByPlate: false,
    })
    const response = await client
      .post(URL)
      .json(body({ vehicle_id: incomplete.id, vehicle_brand_id: 999_999 }))
      .loginAs(buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'vehicle_brand_id', message: 'Selecciona la marca de tu vehículo' }],
    })
  })
})

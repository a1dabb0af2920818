import { test } from '@japa/runner'
import QuotationRequest from '#quotations/models/quotation_request'
import QuotationRequestDetail from '#quotations/models/quotation_request_detail'
import Vehicle from '#garage/models/vehicle'
import { ownsUpload, UPLOAD_KEY_MESSAGE } from '#core/validators/upload_key'
import { freshDatabase } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/people'
import { wizardFixtures } from '#tests/helpers/wizard'
import { uploadAs } from '#tests/helpers/uploads'

/**
 * Image fields take only upload keys the same user received from the upload endpoint: never a
 * URL (a tracking pixel in every vendor's screen), a path, or another user's photo.
 */
const SUBMIT = '/api/repuestosGo/quotationRequest'

test.group('Upload keys', (group) => {
  freshDatabase(group)

  test('a part photo that is {label} is refused and nothing is saved')
    .with([
      { label: 'an outside URL', value: 'https://rastreo.example/pixel.png' },
      { label: 'a path going up', value: '../../etc/passwd' },
      {
        label: 'a key nobody uploaded',
        value: 'quotation-details/00000000-0000-4000-8000-000000000000.webp',
      },
      { label: "another user's photo", value: 'other' },
    ])
    .run(async ({ client, assert }, { value }) => {
      const w = await wizardFixtures()
      const image = value === 'other' ? await uploadAs(client, await makeUser()) : value
      const response = await client
        .post(SUBMIT)
        .json(w.body({ details: [{ name: 'Filtro de aceite', amount: 1, image }] }))
        .loginAs(w.buyer)
        .withCsrfToken()
        .accept('json')
      response.assertStatus(422)
      response.assertBodyContains({
        errors: [{ field: 'details.0.image', message: UPLOAD_KEY_MESSAGE }],
      })
      assert.lengthOf(await QuotationRequest.all(), 0)
    })

  test('the property card of the wizard follows the same rule', async ({ client, assert }) => {
    const w = await wizardFixtures()
    const response = await client
      .post(SUBMIT)
      .json(w.body({ vehicle_property_card: 'https://rastreo.example/tarjeta.jpg' }))
      .loginAs(w.buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'vehicle_property_card', message: UPLOAD_KEY_MESSAGE }],
    })
    assert.lengthOf(await QuotationRequest.all(), 0)
  })

  test("the buyer's own photos are kept", async ({ client, assert }) => {
    const w = await wizardFixtures()
    const photo = await uploadAs(client, w.buyer)
    const card = await uploadAs(client, w.buyer, 'property_card')
    const response = await client
      .post(SUBMIT)
      .json(
        w.body({
          vehicle_property_card: card,
          details: [{ name: 'Filtro de aceite', amount: 1, image: photo }],
        })
      )
      .loginAs(w.buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const detail = await QuotationRequestDetail.firstOrFail()
    assert.equal(detail.image, photo)
    const request = await QuotationRequest.firstOrFail()
    assert.equal(request.vehiclePropertyCard, card)
  })

  test("the garage refuses another user's property card", async ({ client, assert }) => {
    const w = await wizardFixtures()
    const card = await uploadAs(client, await makeUser(), 'property_card')
    const response = await client
      .post('/api/garage/vehicle')
      .json({ brand_id: w.brand.id, model: 'Mazda 3', year: 2020, property_card_image: card })
      .loginAs(w.buyer)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [
        {
          field: 'property_card_image',
          message: 'La foto de la tarjeta de propiedad no es válida',
        },
      ],
    })
    assert.lengthOf(await Vehicle.all(), 0)
  })

  test("a guest's keys are those of the session; a signed-in user's, those recorded", async ({
    client,
    assert,
  }) => {
    const guestKey = await uploadAs(client, null)
    const buyer = await makeUser()
    const ownKey = await uploadAs(client, buyer)
    assert.isTrue(await ownsUpload(guestKey, { userId: null, sessionKeys: [guestKey] }))
    assert.isFalse(await ownsUpload(guestKey, { userId: null, sessionKeys: [] }))
    assert.isTrue(await ownsUpload(guestKey, { userId: buyer.id, sessionKeys: [guestKey] }))
    assert.isTrue(await ownsUpload(ownKey, { userId: buyer.id, sessionKeys: [] }))
    assert.isFalse(await ownsUpload(ownKey, { userId: null, sessionKeys: [] }))
    assert.isFalse(await ownsUpload('../x.webp', { userId: buyer.id, sessionKeys: ['../x.webp'] }))
  })
})

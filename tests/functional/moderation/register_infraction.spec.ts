import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import RelayOutbox from '#core/jobs/relay_outbox'
import Infraction from '#moderation/models/infraction'
import { absoluteUrl } from '#core/country/urls'
import { freshDatabase } from '#tests/helpers/database'
import { makeBuyer } from '#tests/helpers/requests'
import { outboxTo } from '#tests/helpers/vendor_world'
import { uploadAs } from '#tests/helpers/uploads'
import { CartShoppingHeaderFactory } from '#database/factories/cart_shopping_header_factory'
import {
  evidenceKey,
  infractionBody,
  infractionNotices,
  makeModerator,
  quotationFixtures,
  register,
  REQUIRED,
} from './moderation_helpers.js'

test.group('Register an infraction (POST /api/store/infractions)', (group) => {
  freshDatabase(group)

  test('a moderator registers one on a quotation: store, buyer and code come from it', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor, buyer } = await quotationFixtures()
    const moderator = await makeModerator()
    const evidence = await evidenceKey(client, moderator)
    const response = await register(client, moderator, infractionBody(quotation.id, evidence))
    response.assertStatus(201)
    response.assertBodyContains({
      message: 'Infracción registrada',
      data: {
        store_id: vendor.store.id,
        buyer_id: buyer.id,
        code_transaction: quotation.code,
        quotation_id: quotation.id,
        infractionType: 'share_contact_information',
        infractionTypeLabel: 'Compartir información de contacto',
        infraction_detail: 'Compartió su número de WhatsApp en las observaciones.',
        infraction_file: evidence,
        notifyTheSeller: false,
        registered_by: moderator.id,
        store: { id: vendor.store.id, name: vendor.store.name },
      },
    })
    const [row] = await Infraction.all()
    assert.equal(row.registeredBy, moderator.id)
    assert.lengthOf(await db.from('outbox_events'), 0, 'nobody is told without the checkbox')
    assert.lengthOf(await infractionNotices(vendor.owner), 0)
  })

  test('"Notificar al vendedor" tells the store owner once: app, WhatsApp and e-mail', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor, request } = await quotationFixtures()
    const moderator = await makeModerator()
    const evidence = await evidenceKey(client, moderator, 'pdf')
    const response = await register(
      client,
      moderator,
      infractionBody(quotation.id, evidence, { notifyTheSeller: true })
    )
    response.assertStatus(201)
    const notices = await infractionNotices(vendor.owner)
    assert.lengthOf(notices, 1)
    assert.equal(
      notices[0].message,
      `Se registró una infracción a tu tienda en la cotización Nº ${quotation.code}: Compartir información de contacto`
    )
    // the notice opens the page that shows the infraction (the transaction's page does not)
    const [infraction] = await Infraction.all()
    const path = `/tienda/${vendor.store.urlPath}/infracciones?infraccion=${infraction.id}`
    assert.equal(notices[0].url, path)
    assert.isNumber(request.id)
    const link = absoluteUrl(vendor.owner.countryCode, path)
    const [whatsapp] = await outboxTo(`57${vendor.owner.mobile}`, 'whatsapp')
    assert.include(whatsapp.body, quotation.code)
    assert.include(whatsapp.body, 'Compartir información de contacto')
    assert.include(whatsapp.body, `Revisa la infracción: ${link}`)
    const emails = await outboxTo(vendor.owner.email, 'email')
    assert.lengthOf(emails, 1)
    assert.equal(emails[0].subject, `Infracción registrada en la cotización Nº ${quotation.code}`)
    assert.include(emails[0].body, `Hola ${vendor.owner.fullName}:`)
    assert.include(emails[0].body, link)

    // the event delivered again (a retry): nobody is told twice
    await db.from('outbox_events').update({
      processed_at: null,
      locked_until: null,
      created_at: '2000-01-01 00:00:00',
    })
    const relay = await app.container.make(RelayOutbox)
    await relay.execute()
    assert.lengthOf(await infractionNotices(vendor.owner), 1)
    assert.lengthOf(await outboxTo(`57${vendor.owner.mobile}`, 'whatsapp'), 1)
    assert.lengthOf(await outboxTo(vendor.owner.email, 'email'), 1)
  })

  test('without {missing} it answers 422 "Todos los datos son obligatorios"')
    .with([
      { missing: 'type', change: { infraction_type: undefined } },
      { missing: 'an empty type', change: { infraction_type: '' } },
      { missing: 'detail', change: { infraction_detail: undefined } },
      { missing: 'a blank detail', change: { infraction_detail: '   ' } },
      { missing: 'evidence', change: { infraction_file: undefined } },
      { missing: 'an empty evidence', change: { infraction_file: '' } },
    ])
    .run(async ({ client, assert }, { change }) => {
      const { quotation } = await quotationFixtures()
      const moderator = await makeModerator()
      const evidence = await evidenceKey(client, moderator)
      const response = await register(
        client,
        moderator,
        infractionBody(quotation.id, evidence, change)
      )
      response.assertStatus(422)
      assert.equal(response.body().message, REQUIRED)
      assert.lengthOf(await Infraction.all(), 0)
    })

  test('{label} answers 422 with its message')
    .with([
      {
        label: 'a detail over 512 characters',
        change: { infraction_detail: 'x'.repeat(513) },
        message: 'El detalle de la infracción no puede superar los 512 caracteres',
      },
      {
        label: 'an unknown type',
        change: { infraction_type: 'rude' },
        message: 'Selecciona un tipo de infracción válido',
      },
      {
        label: 'a URL as evidence',
        change: { infraction_file: 'https://rastreo.example/x.png' },
        message: 'La evidencia no es válida. Vuelve a subirla.',
      },
      {
        label: 'no transaction',
        change: { quotation_id: undefined },
        message: 'Indica una sola transacción: la cotización, la solicitud o el pedido',
      },
      {
        label: 'two transactions',
        change: { quotation_request_id: 1 },
        message: 'Indica una sola transacción: la cotización, la solicitud o el pedido',
      },
    ])
    .run(async ({ client, assert }, { change, message }) => {
      const { quotation } = await quotationFixtures()
      const moderator = await makeModerator()
      const evidence = await evidenceKey(client, moderator)
      const response = await register(
        client,
        moderator,
        infractionBody(quotation.id, evidence, change)
      )
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, message)
      assert.lengthOf(await Infraction.all(), 0)
    })

  test("another user's upload is not evidence; a detail of exactly 512 is", async ({
    client,
    assert,
  }) => {
    const { quotation } = await quotationFixtures()
    const moderator = await makeModerator()
    const foreign = await uploadAs(client, await makeBuyer())
    const refused = await register(client, moderator, infractionBody(quotation.id, foreign))
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].field, 'infraction_file')

    // a photo of the ordinary upload endpoint, uploaded by the moderator, is fine
    const photo = await uploadAs(client, moderator)
    const body = infractionBody(quotation.id, photo, { infraction_detail: 'y'.repeat(512) })
    ;(await register(client, moderator, body)).assertStatus(201)
  })

  test('an unknown quotation is 404; an order and a request (with its store) may be named', async ({
    client,
    assert,
  }) => {
    const { quotation, vendor, request, buyer } = await quotationFixtures()
    const moderator = await makeModerator()
    const evidence = await evidenceKey(client, moderator)
    const unknown = await register(client, moderator, infractionBody(quotation.id + 99, evidence))
    unknown.assertStatus(404)

    const order = await CartShoppingHeaderFactory.merge({
      storeId: vendor.store.id,
      userId: buyer.id,
    }).create()
    const onOrder = await register(
      client,
      moderator,
      infractionBody(quotation.id, evidence, {
        quotation_id: undefined,
        cart_shopping_header_id: order.id,
      })
    )
    onOrder.assertStatus(201)
    assert.equal(onOrder.body().data.code_transaction, order.refVenta)

    const body = infractionBody(quotation.id, evidence, {
      quotation_id: undefined,
      quotation_request_id: request.id,
    })
    ;(await register(client, moderator, body)).assertStatus(422)
    const onRequest = await register(client, moderator, { ...body, store_id: vendor.store.id })
    onRequest.assertStatus(201)
    assert.equal(onRequest.body().data.code_transaction, request.code)
    assert.equal(onRequest.body().data.store_id, vendor.store.id)
  })
})

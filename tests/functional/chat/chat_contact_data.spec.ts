import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeCity } from '#tests/helpers/people'
import { CHAT_TEXTS } from '#chat/rules/chat'
import { freshDatabase } from '#tests/helpers/database'
import { quote } from '#tests/functional/quotations/buyer_detail_helpers'
import {
  chatWorld,
  contactFlags,
  FIXTURES,
  requestChat,
  say,
  sendFile,
  storedMessages,
} from './chat_helpers.js'

/**
 * The contact-data check of a send (doc 1 §5 "Chat send"; detector app/core/rules/contact_data.ts):
 * for users whose detection flag is on, contact data is refused with `code: 'contactData'` until
 * they confirm 'No son datos de contacto'; a vendor saying on a request that they do not have it
 * is refused outright (`notAvailable`). Every stop, every confirmed send and every image of a
 * checked user leaves a chat_contact_flags row for moderation.
 */

const PHONE = '3 1 5 - 2 2 3 - 4 4 5 5'

test.group('Chat contact data', (group) => {
  freshDatabase(group)

  test('a phone is refused until confirmed, and both are recorded', async ({ client, assert }) => {
    const world = await chatWorld()
    const vendor = world.seller.owner
    assert.isTrue(vendor.infringementDetection)

    const refused = await say(client, vendor, { ...requestChat(world), message: PHONE })
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'contactData')
    assert.equal(refused.body().message, CHAT_TEXTS.contactData)
    assert.include(refused.body().data.reasons, 'phone')
    assert.containsSubset(refused.body().errors, [
      { field: 'message', message: CHAT_TEXTS.contactData },
    ])
    assert.lengthOf(await storedMessages(), 0)
    const [blocked, ...none] = await contactFlags()
    assert.lengthOf(none, 0)
    assert.containsSubset(blocked, {
      user_id: vendor.id,
      chat_message_id: null,
      kind: 'quotationRequest',
      transaction_id: world.request.id,
      store_id: world.seller.store.id,
      outcome: 'blocked',
      text: PHONE,
    })
    assert.include(JSON.parse(blocked.reasons), 'phone')

    const confirmed = await say(client, vendor, {
      ...requestChat(world),
      message: PHONE,
      confirmContactData: 1,
    })
    confirmed.assertStatus(201)
    assert.equal(confirmed.body().data.message, PHONE)
    const flags = await contactFlags()
    assert.deepEqual(
      flags.map((flag) => [flag.outcome, flag.chat_message_id]),
      [
        ['blocked', null],
        ['confirmed', confirmed.body().data.id],
      ]
    )
    assert.lengthOf(await storedMessages(), 1)
  })

  test("a buyer's contact data on a quotation is stopped the same way", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const quotation = await quote(world.request, world.seller.store)
    const refused = await say(client, world.buyer, {
      kind: 'quotation',
      transactionId: quotation.id,
      message: 'Escríbeme a ana.compra arroba gmail punto com',
    })
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'contactData')
    assert.include(refused.body().data.reasons, 'email')
    const [flag] = await contactFlags()
    assert.containsSubset(flag, {
      user_id: world.buyer.id,
      kind: 'quotation',
      transaction_id: quotation.id,
      outcome: 'blocked',
    })
    assert.lengthOf(await storedMessages(), 0)
  })

  test("a vendor's 'no lo tengo disponible' on a request is refused, even confirmed", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    for (const confirmContactData of [undefined, 1]) {
      const refused = await say(client, world.seller.advisers[0].account, {
        ...requestChat(world),
        message: 'Ese repuesto no lo tengo disponible',
        confirmContactData,
      })
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'notAvailable')
      assert.equal(refused.body().message, CHAT_TEXTS.notAvailable)
    }
    assert.lengthOf(await storedMessages(), 0)
    assert.deepEqual(
      (await contactFlags()).map((flag) => [flag.outcome, flag.chat_message_id]),
      [
        ['blocked', null],
        ['blocked', null],
      ]
    )

    // the buyer may say it on the quotation: only a vendor on a request is refused
    const quotation = await quote(world.request, world.seller.store)
    const buyerSays = await say(client, world.buyer, {
      kind: 'quotation',
      transactionId: quotation.id,
      message: 'Si no lo tienes disponible, avísame',
    })
    buyerSays.assertStatus(201)
  })

  test("own words: the request's city and the store's name pass, a person's own name does not", async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    const city = await db
      .from('localization_zones')
      .where('id', world.request.cityId)
      .select('name')
      .firstOrFail()
    await world.buyer.merge({ cityId: world.request.cityId, fullName: 'Ana Compradora' }).save()
    assert.isTrue(world.buyer.infringementDetection)
    const quotation = await quote(world.request, world.seller.store)
    const onQuotation = { kind: 'quotation', transactionId: quotation.id }

    // the buyer names their own city, which the vendor sees on the request
    const buyerCity = await say(client, world.buyer, {
      ...onQuotation,
      message: `Estoy en ${city.name}, ¿me lo envían hoy?`,
    })
    buyerCity.assertStatus(201)
    // the buyer's own surname is still stopped
    const buyerName = await say(client, world.buyer, {
      ...onQuotation,
      message: 'Pregunten por Compradora en la portería',
    })
    buyerName.assertStatus(422)
    assert.deepEqual(buyerName.body().data.reasons, ['ownWords'])

    // the vendor names their own store, which the buyer sees on the quotation
    const vendor = world.seller.advisers[0].account
    await vendor.merge({ fullName: 'Julián Asesorado' }).save()
    const storeName = await say(client, vendor, {
      ...onQuotation,
      message: 'En Repuestos El Poblado lo tenemos original',
    })
    storeName.assertStatus(201)
    const vendorName = await say(client, vendor, {
      ...onQuotation,
      message: 'Pregunta por Julián cuando vengas',
    })
    vendorName.assertStatus(422)
    assert.deepEqual(vendorName.body().data.reasons, ['ownWords'])
    // a city the request does not show is still the sender's own words
    await world.buyer.refresh()
    const other = await makeCity('Barranquilla', 'Atlántico', '08001')
    await world.buyer.merge({ cityId: other.id }).save()
    const elsewhere = await say(client, world.buyer, {
      ...onQuotation,
      message: `Vivo en ${other.name}`,
    })
    elsewhere.assertStatus(422)
    assert.deepEqual(elsewhere.body().data.reasons, ['ownWords'])
  })

  test('without the detection flag, a phone passes and nothing is recorded', async ({
    client,
    assert,
  }) => {
    const world = await chatWorld()
    await world.seller.owner.merge({ infringementDetection: false }).save()
    const sent = await say(client, world.seller.owner, { ...requestChat(world), message: PHONE })
    sent.assertStatus(201)
    assert.equal(sent.body().data.message, PHONE)
    assert.lengthOf(await contactFlags(), 0)
  })

  test('a price is not a phone', async ({ client, assert }) => {
    const world = await chatWorld()
    const sent = await say(client, world.seller.owner, {
      ...requestChat(world),
      message: 'El kit completo queda en $ 1.250.000, ¿le sirve?',
    })
    sent.assertStatus(201)
    assert.lengthOf(await contactFlags(), 0)
    assert.lengthOf(await storedMessages(), 1)
  })

  test('an image from a checked user is recorded for review', async ({ client, assert }) => {
    const world = await chatWorld()
    const sent = await sendFile(
      client,
      world.seller.owner,
      { ...requestChat(world), message: 'Así es la pieza' },
      FIXTURES.photo
    )
    sent.assertStatus(201)
    const flags = await contactFlags()
    assert.lengthOf(flags, 1)
    assert.containsSubset(flags[0], {
      user_id: world.seller.owner.id,
      chat_message_id: sent.body().data.id,
      outcome: 'image_review',
      text: 'Así es la pieza',
    })
    assert.deepEqual(JSON.parse(flags[0].reasons), [])

    // a user without the flag sends images unreviewed
    await world.seller.owner.merge({ infringementDetection: false }).save()
    const unchecked = await sendFile(client, world.seller.owner, requestChat(world), FIXTURES.photo)
    unchecked.assertStatus(201)
    assert.lengthOf(await contactFlags(), 1)
  })

  test('moderators are not checked', async ({ client, assert }) => {
    const world = await chatWorld()
    assert.isTrue(world.moderator.infringementDetection)
    const sent = await say(client, world.moderator, {
      ...requestChat(world),
      message: `Llama a soporte al ${PHONE}`,
      receiverUserId: world.buyer.id,
    })
    sent.assertStatus(201)
    assert.lengthOf(await contactFlags(), 0)
  })
})

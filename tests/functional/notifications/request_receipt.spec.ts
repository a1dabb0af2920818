import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { absoluteUrl } from '#core/country/urls'
import { MARKET_PROMISE } from '#quotations/rules/request_reach'
import QueueNotification from '#notifications/models/queue_notification'
import SendRequestReceipt from '#notifications/jobs/send_request_receipt'
import { NOTIFICATION_TOPICS as T } from '#notifications/rules/topics'
import QuotationRequest from '#quotations/models/quotation_request'
import { freshDatabase } from '#tests/helpers/database'
import { wizardFixtures } from '#tests/helpers/wizard'
import { outboxTo, submit, world } from '#tests/helpers/vendor_world'

/**
 * The buyer's receipt of their request (issue 21): one notification, one WhatsApp message and one
 * e-mail with the request's code and what happens next — the wizard's promise only where a store
 * of the buyer's country serves the request — each link on the buyer's country site.
 */
test.group('Request receipt: the buyer is told their request arrived', (group) => {
  freshDatabase(group)

  test('a request stores serve: its code and the promise, once per channel', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const request = await submit(client, w.buyer, w.body())
    const path = `/repuestosGo/quotationRequestDetail/${request.id}`

    const [notice, ...more] = await QueueNotification.query().where('user_id', w.buyer.id)
    assert.lengthOf(more, 0)
    assert.equal(notice.topic, T.requestReceived)
    assert.equal(notice.url, path)
    assert.include(notice.message, `Recibimos tu solicitud de cotización Nº ${request.code}`)

    const link = absoluteUrl('CO', path)
    const [whatsapp, ...moreWhatsApp] = await outboxTo(`57${w.buyer.mobile}`, 'whatsapp')
    assert.lengthOf(moreWhatsApp, 0)
    assert.include(whatsapp.body, request.code)
    assert.include(whatsapp.body, MARKET_PROMISE)
    assert.include(whatsapp.body, `Sigue tu solicitud: ${link}`)
    const [email, ...moreEmail] = await outboxTo(w.buyer.email, 'email')
    assert.lengthOf(moreEmail, 0)
    assert.equal(email.subject, `Recibimos tu solicitud de cotización Nº ${request.code}`)
    assert.include(email.body, `Hola ${w.buyer.fullName}:`)
    assert.include(email.body, 'hasta 3 opciones de compra')
    assert.include(email.body, link)
  })

  test('a request no store serves yet: no promise, the vendors will be told', async ({
    client,
    assert,
  }) => {
    const fixtures = await wizardFixtures()
    const request = await submit(client, fixtures.buyer, fixtures.body())
    const [whatsapp] = await outboxTo(`57${fixtures.buyer.mobile}`, 'whatsapp')
    assert.include(whatsapp.body, request.code)
    assert.notInclude(whatsapp.body, 'hasta 3 opciones')
    assert.include(whatsapp.body, 'avisaremos a los vendedores en cuanto estén disponibles')
    const [email] = await outboxTo(fixtures.buyer.email, 'email')
    assert.notInclude(email.body, 'hasta 3 opciones')
  })

  test('a Mexican buyer’s links open the Mexican site', async ({ client, assert }) => {
    const fixtures = await wizardFixtures()
    const created = await submit(client, fixtures.buyer, fixtures.body())
    await fixtures.buyer.merge({ countryCode: 'MX', mobile: '5512345678' }).save()
    const request = await QuotationRequest.findOrFail(created.id)

    const job = await app.container.make(SendRequestReceipt)
    job.$hydrate(
      { requestId: request.id, userId: fixtures.buyer.id, reach: 'market', dedupeKey: 'mx-test' },
      {
        jobId: 'test',
        name: 'SendRequestReceipt',
        attempt: 1,
        queue: 'default',
        priority: 5,
        acquiredAt: new Date(),
        stalledCount: 0,
      }
    )
    await job.execute()
    assert.deepEqual(job.sent, ['whatsapp', 'email'])
    const link = absoluteUrl('MX', `/repuestosGo/quotationRequestDetail/${request.id}`)
    assert.match(new URL(link).hostname, /^mx\./)
    const [whatsapp] = await outboxTo('525512345678', 'whatsapp')
    assert.include(whatsapp.body, `Sigue tu solicitud: ${link}`)
    const emails = await outboxTo(fixtures.buyer.email, 'email')
    assert.include(emails.at(-1)!.body, link)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import queue from '@adonisjs/queue/services/main'
import { Worker } from '@adonisjs/queue'
import OutboxMessage from '#core/models/outbox_message'
import SendNewRequestToVendor from '#notifications/jobs/send_new_request_to_vendor'
import { freshDatabase } from '#tests/helpers/database'
import { cyclesUntilCompleted, resolvedConfig } from '#tests/helpers/queue'
import { makeBrandAndCity, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeUser } from '#tests/helpers/people'

test.group('Background jobs on the database adapter (production path)', (group) => {
  freshDatabase(group)

  test('a dispatched job waits in queue_jobs until a worker runs it', async ({
    assert,
    cleanup,
  }) => {
    const testConfig = await resolvedConfig()
    cleanup(async () => {
      await queue.init(testConfig as never)
    })
    const vendor = await makeUser({ fullName: 'Vendedora Uno', isVendor: true })
    const { brand, city } = await makeBrandAndCity('Renault', 'Bogotá', 'Bogotá D.C.')
    const request = await makeRequest(await makeBuyer(), {
      brandId: brand.id,
      cityId: city.id,
      vehicleModel: 'Duster',
      vehicleYear: 2021,
    })

    await SendNewRequestToVendor.dispatch({ requestId: request.id, userId: vendor.id })
      .with('database')
      .run()
    const [waiting] = await db.from('queue_jobs').select('queue', 'status', 'data')
    assert.equal(waiting.queue, 'default')
    assert.equal(waiting.status, 'pending')
    assert.include(waiting.data, 'SendNewRequestToVendor')
    assert.lengthOf(await OutboxMessage.all(), 0, 'nothing sent before the worker runs')

    const worker = new Worker((await resolvedConfig({ default: 'database' })) as never)
    cleanup(() => worker.stop())
    const cycles = await cyclesUntilCompleted(worker)
    assert.includeMembers(cycles, ['started', 'completed'])

    const sent = await OutboxMessage.query().orderBy('id')
    assert.deepEqual(
      sent.map((message) => [message.channel, message.recipient]),
      [
        ['whatsapp', `57${vendor.mobile}`],
        ['email', vendor.email],
      ]
    )
    assert.include(sent[0].body, `/repuestosGo/quotationRequest/${request.id}`)
    assert.lengthOf(await db.from('queue_jobs'), 0, 'a completed job is removed')
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import queue from '@adonisjs/queue/services/main'
import { Worker } from '@adonisjs/queue'
import ReportExport from '#reports/models/report_export'
import { freshDatabase } from '#tests/helpers/database'
import { cyclesUntilCompleted, resolvedConfig } from '#tests/helpers/queue'
import { makeAdmin, makeBuyer, makeRequest } from '#tests/helpers/requests'

test.group('Analytics Excel export on the database queue (production path)', (group) => {
  freshDatabase(group)

  test('the web answers 202 "queued" and writes nothing; the worker builds the file', async ({
    client,
    assert,
    cleanup,
  }) => {
    const original = await resolvedConfig()
    await queue.init((await resolvedConfig({ default: 'database' })) as never)
    cleanup(async () => {
      await queue.init(original as never)
    })
    await makeRequest(await makeBuyer(), { vehicleModel: 'Duster' })
    const admin = await makeAdmin()

    const asked = await client
      .post('/api/repuestosGo/completeAnalytics/excel')
      .json({})
      .loginAs(admin)
      .withCsrfToken()
      .accept('json')
    asked.assertStatus(202)
    assert.equal(asked.body().data.status, 'queued')
    const waiting = await ReportExport.findOrFail(asked.body().data.id)
    assert.equal(waiting.status, 'queued')
    assert.isNull(waiting.fileKey)
    assert.isNull(waiting.startedAt)
    const [job] = await db.from('queue_jobs').select('data')
    assert.include(job.data, 'BuildReportExport')

    const worker = new Worker((await resolvedConfig({ default: 'database' })) as never)
    cleanup(() => worker.stop())
    const cycles = await cyclesUntilCompleted(worker)
    assert.includeMembers(cycles, ['started', 'completed'])
    await waiting.refresh()
    assert.equal(waiting.status, 'ready')
    assert.isNotNull(waiting.fileKey)
  })
})

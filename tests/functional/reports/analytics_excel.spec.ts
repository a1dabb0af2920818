import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import type User from '#users/models/user'
import ReportExport from '#reports/models/report_export'
import QueueNotification from '#notifications/models/queue_notification'
import ace from '@adonisjs/core/services/ace'
import PurgeReportExportsCommand from '../../../commands/purge_report_exports.js'
import app from '@adonisjs/core/services/app'
import { purgeReportExports } from '#reports/actions/purge_report_exports'
import BuildExportFile from '#reports/actions/build_export_file'
import { EXPORT_MESSAGES as M } from '#reports/rules/export_status'
import { NOTIFICATION_TOPICS } from '#notifications/rules/topics'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeBuyer, makeRequest } from '#tests/helpers/requests'
import { makeGoStore } from '#tests/helpers/vendors'
import { QuotationFactory } from '#database/factories/quotation_factory'

/**
 * The analytics report's Excel export (issue 22 item 4): POST (or GET) /api/repuestosGo/
 * completeAnalytics/excel answers 202 and the queue (sync in the tests) builds the file; its
 * status and its download are its requester's only; at most 3 under way; the purge deletes
 * files and records after 24 h; the requester gets an in-app notice.
 */
const EXCEL = '/api/repuestosGo/completeAnalytics/excel'

const ask = (client: ApiClient, user: User, filter?: unknown) =>
  client
    .post(EXCEL)
    .json(filter === undefined ? {} : { filter })
    .loginAs(user)
    .withCsrfToken()
    .accept('json')

/** The download of `id` by `user`, its body kept as bytes. */
function download(client: ApiClient, user: User, id: number) {
  const request = client.get(`${EXCEL}/${id}/download`).loginAs(user)
  request.request.parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => done(null, Buffer.concat(chunks)))
  })
  return request
}

/** The data rows of an export (after the group and header rows) as arrays of texts. */
async function dataRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows: string[][] = []
  sheet.eachRow((row, number) => {
    if (number <= 2) return
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => String(value ?? '')))
  })
  return { rows, header: (sheet.getRow(2).values as unknown[]).slice(1) }
}

/**
 * Two stores, each with one store request of a named buyer that the store quoted: one row of the
 * analytics report each, whatever the row's grain (the request, or the store's quotation on it).
 */
async function world() {
  const north = await makeGoStore({ name: 'Repuestos Norte' })
  const south = await makeGoStore({ name: 'Repuestos Sur' })
  const ana = await makeBuyer({ fullName: 'Ana Gómez', mobile: '3001112233' })
  const luis = await makeBuyer({ fullName: '=Luis Pérez', mobile: '3004445566' })
  const northRequest = await makeRequest(ana, { storeId: north.store.id, vehicleModel: 'Mazda 3' })
  const southRequest = await makeRequest(luis, { storeId: south.store.id, vehicleModel: 'Spark' })
  for (const [request, { store, owner }] of [
    [northRequest, north],
    [southRequest, south],
  ] as const) {
    await QuotationFactory.merge({
      quotationRequestId: request.id,
      storeId: store.id,
      userId: owner.id,
      subtotal: 100000,
      total: 100000,
    }).create()
  }
  return { north, south, ana, luis, northRequest, southRequest }
}

/** Every cell text of the rows. */
const cellsOf = (rows: string[][]) => rows.flat()

test.group('Analytics Excel export', (group) => {
  freshDatabase(group)

  test("an admin's export with a store filter: 202, ready, the store's rows with customer data", async ({
    client,
    assert,
  }) => {
    const { north } = await world()
    const admin = await makeAdmin()
    const asked = await ask(client, admin, { storeId: north.store.id })
    asked.assertStatus(202)
    const { id, status } = asked.body().data
    assert.equal(status, 'ready')
    const record = await ReportExport.findOrFail(id)
    assert.deepEqual(record.filter, { storeId: north.store.id })
    assert.equal(record.countryCode, 'CO')
    assert.isNotNull(record.startedAt)
    assert.isTrue(record.fileKey!.startsWith('report-exports/'))
    assert.isTrue(record.expiresAt! > DateTime.now().plus({ hours: 23 }))

    const state = await client.get(`${EXCEL}/${id}`).loginAs(admin).accept('json')
    state.assertStatus(200)
    assert.include(state.body().data, {
      id,
      status: 'ready',
      rowsDone: 1,
      rowsTotal: 1,
      percent: 100,
    })

    const file = await download(client, admin, id)
    file.assertStatus(200)
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="reporte-analitico-\d{4}-\d{2}-\d{2}\.xlsx"$/
    )
    const { rows } = await dataRows(file.body())
    assert.lengthOf(rows, 1)
    assert.includeMembers(rows[0], ['Mazda 3', 'Ana Gómez'])
    assert.notInclude(cellsOf(rows), 'Spark')
  })

  test("an admin's empty filter is no filter: every store's rows", async ({ client, assert }) => {
    await world()
    const admin = await makeAdmin()
    const asked = await ask(client, admin, { channel: '', storeId: null })
    asked.assertStatus(202)
    const record = await ReportExport.findOrFail(asked.body().data.id)
    assert.isNull(record.filter)
    assert.equal(record.rowsDone, 2)
    const { rows } = await dataRows((await download(client, admin, record.id)).body())
    assert.lengthOf(rows, 2)
    assert.includeMembers(cellsOf(rows), ['Mazda 3', 'Spark', 'Ana Gómez', '=Luis Pérez'])
  })

  test("a store's owner exports its own store only, customer cells masked, text never a formula", async ({
    client,
    assert,
  }) => {
    const { south, north } = await world()
    const asked = await ask(client, south.owner, { storeId: north.store.id })
    asked.assertStatus(202)
    const record = await ReportExport.findOrFail(asked.body().data.id)
    assert.isNull(record.filter)
    const { rows } = await dataRows((await download(client, south.owner, record.id)).body())
    assert.lengthOf(rows, 1)
    assert.includeMembers(rows[0], ['Spark', '--'])
    assert.notInclude(cellsOf(rows), 'Mazda 3')
    assert.notInclude(cellsOf(rows), '=Luis Pérez')
    assert.notInclude(cellsOf(rows), '3004445566')
  })

  test('with showCustomerData the store sees its customer, a "=" name stays text', async ({
    client,
    assert,
  }) => {
    const { south } = await world()
    south.owner.showCustomerData = true
    await south.owner.save()
    const asked = await ask(client, south.owner)
    const file = await download(client, south.owner, asked.body().data.id)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.body() as unknown as ArrayBuffer)
    const cells: ExcelJS.Cell[] = []
    workbook.worksheets[0].getRow(3).eachCell((cell) => cells.push(cell))
    const name = cells.find((cell) => cell.value === '=Luis Pérez')
    assert.exists(name)
    assert.equal(name!.type, ExcelJS.ValueType.String)
    assert.isUndefined(name!.formula)
  })

  test("status, page and download are the requester's only: anybody else 404", async ({
    client,
    assert,
  }) => {
    const { north, south } = await world()
    const asked = await ask(client, north.owner)
    const id = asked.body().data.id
    for (const other of [south.owner, await makeAdmin(), await makeBuyer()]) {
      ;(await client.get(`${EXCEL}/${id}`).loginAs(other).accept('json')).assertStatus(404)
      ;(await download(client, other, id)).assertStatus(404)
      ;(await client.get(`/repuestosGo/reportes/exportaciones/${id}`).loginAs(other)).assertStatus(
        404
      )
    }
    const page = await client
      .get(`/repuestosGo/reportes/exportaciones/${id}`)
      .loginAs(north.owner)
      .withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('reports/export')
    assert.include(page.inertiaProps.export as object, { id, status: 'ready' })
    ;(await client.get(`${EXCEL}/999999`).loginAs(north.owner).accept('json')).assertStatus(404)
  })

  test('a buyer may not export (403); a guest is sent to sign in', async ({ client }) => {
    ;(await ask(client, await makeBuyer())).assertStatus(403)
    ;(await client.post(EXCEL).json({}).withCsrfToken().accept('json')).assertStatus(401)
  })

  test('a bad filter is a Spanish 422', async ({ client, assert }) => {
    const admin = await makeAdmin()
    for (const filter of [{ channel: 3 }, { from: '29/11/2026' }, { colour: 'rojo' }, '{no']) {
      const response = await ask(client, admin, filter)
      response.assertStatus(422)
      assert.match(response.body().errors[0].message, /canal|fecha|filtro|JSON|formato/i)
    }
    assert.equal(
      await ReportExport.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
  })

  test('a 4th export under way is refused with 429', async ({ client, assert }) => {
    const admin = await makeAdmin()
    for (const status of ['queued', 'running', 'queued'] as const) {
      await ReportExport.create({
        userId: admin.id,
        report: 'analytics',
        countryCode: 'CO',
        status,
      })
    }
    const refused = await ask(client, admin)
    refused.assertStatus(429)
    assert.equal(refused.body().errors[0].message, M.tooMany)
    // another person is not held back, and a finished export does not count
    await ReportExport.query()
      .where('user_id', admin.id)
      .where('status', 'running')
      .update({ status: 'ready' })
    ;(await ask(client, admin)).assertStatus(202)
  })

  test('a file not ready yet: 409', async ({ client }) => {
    const admin = await makeAdmin()
    const record = await ReportExport.create({
      userId: admin.id,
      report: 'analytics',
      countryCode: 'CO',
      status: 'running',
    })
    ;(await download(client, admin, record.id)).assertStatus(409)
  })

  test('the requester gets an in-app notice linking to the export page', async ({
    client,
    assert,
  }) => {
    await world()
    const admin = await makeAdmin()
    const id = (await ask(client, admin)).body().data.id
    const notices = await QueueNotification.query().where('user_id', admin.id)
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].topic, NOTIFICATION_TOPICS.reportExportReady)
    assert.equal(notices[0].url, `/repuestosGo/reportes/exportaciones/${id}`)
    assert.include(notices[0].message, '(2 filas)')
  })

  test("a browser's GET opens the export's page", async ({ client, assert }) => {
    const admin = await makeAdmin()
    const response = await client.get(EXCEL).loginAs(admin).redirects(0)
    response.assertStatus(302)
    const record = await ReportExport.query().where('user_id', admin.id).firstOrFail()
    assert.equal(response.header('location'), `/repuestosGo/reportes/exportaciones/${record.id}`)
    const json = await client.get(EXCEL).loginAs(admin).accept('json')
    json.assertStatus(202)
  })

  test('the purge deletes files and records past 24 h, keeps the rest', async ({
    client,
    assert,
  }) => {
    await world()
    const admin = await makeAdmin()
    const fresh = (await ask(client, admin)).body().data.id
    const old = (await ask(client, admin)).body().data.id
    const oldRecord = await ReportExport.findOrFail(old)
    oldRecord.expiresAt = DateTime.now().minus({ minutes: 1 })
    await oldRecord.save()
    const stuck = await ReportExport.create({
      userId: admin.id,
      report: 'analytics',
      countryCode: 'CO',
      status: 'queued',
    })
    await ReportExport.query()
      .where('id', stuck.id)
      .update({
        created_at: DateTime.now().minus({ hours: 25 }).toUTC().toSQL({ includeOffset: false }),
      })
    assert.isTrue(await drive.use().exists(oldRecord.fileKey!))

    assert.equal(await purgeReportExports(), 2)
    assert.isFalse(await drive.use().exists(oldRecord.fileKey!))
    assert.isNull(await ReportExport.find(old))
    assert.isNull(await ReportExport.find(stuck.id))
    const kept = await ReportExport.findOrFail(fresh)
    assert.isTrue(await drive.use().exists(kept.fileKey!))
    ;(await download(client, admin, old)).assertStatus(404)
    ;(await download(client, admin, fresh)).assertStatus(200)
  })

  test('a failed build is marked failed (kept 24 h); a job delivered twice builds once', async ({
    assert,
  }) => {
    const admin = await makeAdmin()
    const broken = await ReportExport.create({
      userId: admin.id,
      report: 'analytics',
      countryCode: 'CO',
      status: 'queued',
      filter: { colour: 'rojo' },
    })
    const build = await app.container.make(BuildExportFile)
    await build.handle(broken.id)
    await broken.refresh()
    assert.equal(broken.status, 'failed')
    assert.isNull(broken.fileKey)
    assert.isTrue(broken.expiresAt! > DateTime.now().plus({ hours: 23 }))

    const good = await ReportExport.create({
      userId: admin.id,
      report: 'analytics',
      countryCode: 'CO',
      status: 'queued',
    })
    await build.handle(good.id)
    await good.refresh()
    const firstKey = good.fileKey
    assert.equal(good.status, 'ready')
    await build.handle(good.id)
    await good.refresh()
    assert.equal(good.fileKey, firstKey)
    assert.lengthOf(await QueueNotification.query().where('user_id', admin.id), 1)
  })

  test('`node ace reports:purge-exports` runs the purge', async ({ client, assert }) => {
    const admin = await makeAdmin()
    const id = (await ask(client, admin)).body().data.id
    const record = await ReportExport.findOrFail(id)
    record.expiresAt = DateTime.now().minus({ seconds: 1 })
    await record.save()
    const command = await ace.create(PurgeReportExportsCommand, [])
    await command.exec()
    command.assertSucceeded()
    assert.isNull(await ReportExport.find(id))
    assert.isFalse(await drive.use().exists(record.fileKey!))
  })

  test('the private folder is never served under /uploads', async ({ client }) => {
    const admin = await makeAdmin()
    const id = (await ask(client, admin)).body().data.id
    const record = await ReportExport.findOrFail(id)
    ;(await client.get(`/uploads/${record.fileKey}`)).assertStatus(404)
  })
})

import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { VendorIgnoreFactory } from '#database/factories/vendor_ignore_factory'
import { analyticsExportSource } from '#reports/queries/analytics_export'
import type { ExportCell } from '#reports/rules/export_source'
import { freshDatabase } from '#tests/helpers/database'
import { makeAdmin, makeRequest } from '#tests/helpers/requests'
import { ANALYTICS_API, analyticsFixture } from './analytics_helpers.js'

async function all(rows: AsyncIterable<Record<string, ExportCell>>) {
  const list: Record<string, ExportCell>[] = []
  for await (const row of rows) list.push(row)
  return list
}

test.group('Analytics report: the Excel export source', (group) => {
  freshDatabase(group)

  test('the same rows as the pages, in the same order, read one at a time', async ({
    client,
    assert,
  }) => {
    const f = await analyticsFixture()
    // a discard at the very second of store B's quotation: the tie goes quotation first
    const tie = await makeRequest(f.buyer, { brandId: f.r1.brandId, cityId: f.r1.cityId })
    await VendorIgnoreFactory.merge({
      quotationRequestId: tie.id,
      storeId: f.b.store.id,
      userId: f.b.owner.id,
      createdAt: DateTime.fromISO('2026-11-04T08:00:00', { zone: 'utc' }),
    }).create()
    const admin = await makeAdmin()
    const page = await client.get(ANALYTICS_API).loginAs(admin).accept('json')
    page.assertStatus(200)
    const fromPage = page.body().data.map((row: any) => row.cells.quotation_request_id)
    assert.lengthOf(fromPage, 5)
    assert.deepEqual(fromPage.slice(2, 4), [f.r3.code, tie.code])

    for (const chunkSize of [1, 2, 1000]) {
      const source = await analyticsExportSource({}, admin, { chunkSize })
      assert.equal(source.total, 5)
      const rows = await all(source.rows)
      assert.deepEqual(
        rows.map((row) => row.quotation_request_id),
        fromPage,
        `chunks of ${chunkSize}`
      )
    }
  })

  test('a vendor export: their columns, masked customer cells, filter applied', async ({
    assert,
  }) => {
    const f = await analyticsFixture()
    const source = await analyticsExportSource({ channel: 1 }, f.a.owner)
    const keys = source.columns.map((column) => column.key)
    assert.notInclude(keys, 'store_name')
    assert.notInclude(keys, 'quotation_request_vehicle_VIN')
    assert.equal(source.columns.find((c) => c.key === 'quotation_total')?.kind, 'money')
    assert.equal(source.columns.find((c) => c.key === 'user_name')?.group, 'CLIENTE')
    const rows = await all(source.rows)
    assert.deepEqual(
      rows.map((row) => row.quotation_id),
      [f.q4.code, f.q1.code]
    )
    for (const row of rows) {
      assert.equal(row.user_name, '--')
      assert.equal(row.user_whatsapp, '--')
      assert.deepEqual(Object.keys(row), keys)
    }
    assert.instanceOf(rows[1].quotation_date, Date)
    assert.equal(rows[1].quotation_total, 250000)
  })

  test('staff export one store; a vendor naming another store is refused', async ({ assert }) => {
    const f = await analyticsFixture()
    const admin = await makeAdmin()
    const source = await analyticsExportSource({ storeId: f.b.store.id }, admin)
    const rows = await all(source.rows)
    assert.deepEqual(
      rows.map((row) => [row.store_name, row.quotation_id, row.user_name]),
      [['Bodega Bogotá', f.q3.code, 'Ana Gómez']]
    )
    await assert.rejects(() => analyticsExportSource({ storeId: f.b.store.id }, f.a.owner))
  })
})

import db from '@adonisjs/lucid/services/db'
import type User from '#users/models/user'
import { actingStore } from '#stores/policies/acting_store'
import { seesCustomerData } from '#quotations/rules/customer_data'
import type { AnalyticsFilter } from '#reports/validators/analytics_filter'
import type { ExportCell, ExportColumn, ExportSource } from '#reports/rules/export_source'
import { keysetRows } from '#reports/queries/keyset_rows'

/**
 * MINIMAL STAND-IN (h-xls) of the analytics report's export source: h-ana owns this file and
 * writes the real one (every column of the analytics row, shared with the page); on merge theirs
 * is kept. Same name and signature: `analyticsExportSource(filter, viewer)` → ExportSource.
 *
 * Here: one row per quotation request the viewer may see (staff: every request, or the store of
 * `filter.storeId`; a store's people: their store's requests), filtered by channel and days,
 * read by id in chunks of CHUNK (keysetRows: the next chunk read while one is written); the customer's name and WhatsApp '--' without the
 * right (seesCustomerData, the one customer-data rule).
 */
const CHUNK = 1000
const MASK = '--'

const COLUMNS: ExportColumn[] = [
  { key: 'brand', header: 'Marca', group: 'VEHÍCULO', width: 16, kind: 'text' },
  { key: 'model', header: 'Modelo', group: 'VEHÍCULO', width: 18, kind: 'text' },
  { key: 'year', header: 'Año', group: 'VEHÍCULO', width: 8, kind: 'integer' },
  { key: 'customer', header: 'Nombre', group: 'CLIENTE', width: 26, kind: 'text' },
  { key: 'mobile', header: 'WhatsApp', group: 'CLIENTE', width: 16, kind: 'text' },
  { key: 'code', header: 'Código', group: 'SOLICITUD DE COTIZACIÓN', width: 16, kind: 'text' },
  {
    key: 'createdAt',
    header: 'Fecha',
    group: 'SOLICITUD DE COTIZACIÓN',
    width: 18,
    kind: 'datetime',
  },
  { key: 'channel', header: 'Canal', group: 'SOLICITUD DE COTIZACIÓN', width: 14, kind: 'text' },
]

export async function analyticsExportSource(
  filter: AnalyticsFilter,
  viewer: User
): Promise<ExportSource> {
  const staff = viewer.actsAsAdmin
  const storeId = staff ? (filter.storeId ?? null) : ((await actingStore(viewer))?.store.id ?? -1)
  const scoped = () => {
    const query = db.from('quotation_requests as r')
    if (storeId !== null) query.where('r.store_id', storeId)
    if (filter.channel === 1) query.whereNull('r.store_id')
    if (filter.channel === 2) query.whereNotNull('r.store_id')
    if (filter.from) query.where('r.created_at', '>=', `${filter.from} 00:00:00`)
    if (filter.to) query.where('r.created_at', '<=', `${filter.to} 23:59:59`)
    return query
  }
  const counted = await scoped().count('* as total').first()
  const flags = {
    userId: null,
    staff,
    showCustomerData: Boolean(viewer.showCustomerData),
    showCustomerDataMarketplace: Boolean(viewer.showCustomerDataMarketplace),
  }

  const chunk = (after: number | null, size: number) =>
    scoped()
      .join('users as u', 'u.id', 'r.user_id')
      .join('vehicle_brands as b', 'b.id', 'r.brand_id')
      .where('r.id', '>', after ?? 0)
      .orderBy('r.id')
      .limit(size)
      .select(
        'r.id',
        'r.code',
        'r.user_id',
        'r.store_id',
        'r.vehicle_model',
        'r.vehicle_year',
        'r.created_at',
        'b.name as brand',
        'u.full_name',
        'u.mobile'
      )

  async function* rows(): AsyncGenerator<Record<string, ExportCell>> {
    for await (const row of keysetRows(chunk, (read) => read.id as number, CHUNK)) {
      const visible = seesCustomerData(flags, { userId: row.user_id, storeId: row.store_id })
      yield {
        brand: row.brand,
        model: row.vehicle_model,
        year: row.vehicle_year,
        customer: visible ? row.full_name : MASK,
        mobile: visible ? (row.mobile ?? '') : MASK,
        code: row.code,
        createdAt:
          row.created_at instanceof Date
            ? row.created_at
            : new Date(`${String(row.created_at).replace(' ', 'T')}Z`),
        channel: row.store_id ? 'Tienda' : 'Marketplace',
      }
    }
  }

  return {
    sheetName: 'Reporte analítico',
    columns: COLUMNS,
    total: Number(counted?.total ?? 0),
    rows: rows(),
  }
}

import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { DateTime } from 'luxon'
import QuotationRequest, { REQUEST_VALIDITY_DAYS } from '#quotations/models/quotation_request'
import { vendorScopes } from '#quotations/queries/vendor_request_scopes'
import { openLines } from '#quotations/queries/vendor_pending_query'
import { foldedColumn, likePattern } from '#core/services/search_text'
import {
  SALES_COUNT_CAP,
  SALES_INDICATORS_TTL_SECONDS,
  SALES_TOP,
  type SalesFilter,
} from '#quotations/rules/sales_opportunities'
import { ShortCache } from '#quotations/services/short_cache'

type Query = ModelQueryBuilderContract<typeof QuotationRequest>

const T = 'quotation_requests'

/** A clean filter: folded words for the names, a year range for 'Año'. */
export type SalesConditions = Partial<Record<Exclude<SalesFilter, 't.vehicle_year'>, string>> & {
  't.vehicle_year'?: { from: number; to: number }
}

/**
 * One row of the public list (doc 2 §3 "Sales opportunity row"): nothing else is ever read
 * from the tables — no buyer, plate, VIN, owner identification, photo, code or date — so no
 * answer of this page can carry customer data.
 */
export interface SalesOpportunityRow {
  id: number
  brand: { name: string }
  vehicle_model: string
  vehicle_year: number
  details: { name: string }[]
  city: { name: string }
}

/**
 * The open marketplace requests of a country, as every store could see them before its brands:
 * sent to the marketplace (not a store request, not only to the buyer's suppliers), not
 * closed, below their cap (vendorScopes.inWait) and not expired (vendorScopes.notExpired).
 * Also made less than REQUEST_VALIDITY_DAYS ago: implied by the expiry rule (a request expires
 * at most that long after it was made, QuotationRequest.setExpiry), and the bound the indexes
 * can use — qr_sales_brand_list_idx and qr_vendor_list_idx end with created_at, so a brand's
 * entries are read for the last 7 days only, not for every request that expired without being
 * closed (bench/sales_opportunities.mjs: their number grows with the table).
 */
export function openMarketplace(query: Query, countryCode: string) {
  const oldest = DateTime.now().minus({ days: REQUEST_VALIDITY_DAYS })
  query
    .where(`${T}.country_code`, countryCode)
    .whereNull(`${T}.store_id`)
    .where(`${T}.send_to_marketplace`, true)
    .where(`${T}.created_at`, '>=', oldest.toSQL({ includeOffset: false })!)
  vendorScopes.notExpired(query)
  vendorScopes.inWait(query)
  return query
}

/**
 * The ids of the rows of a small named table (vehicle brands, zones) whose name contains
 * `text` ignoring case and accents: read first, so that the list filters
 * `quotation_requests.brand_id IN (ids)` with the ids as values. Given a subquery instead,
 * MariaDB keeps walking qr_vendor_list_idx newest first and joins each open request's brand
 * until 501 of that brand turned up (bench/sales_opportunities.mjs: 0.29× its req/s at
 * 1,000,000 requests against 100,000); given the values it seeks them in qr_sales_brand_list_idx
 * (migration 3370: country, not closed, brand, created_at…), one brand newest first without a
 * sort. One more query when the filter is used, on a table of a few hundred rows.
 */
async function idsNamed(table: string, dialect: string, text: string) {
  const rows: { id: number }[] = await db
    .from(table)
    .select('id')
    .whereRaw(`${foldedColumn(dialect, 'name')} LIKE ?`, [likePattern(text)])
  return rows.map((row) => Number(row.id))
}

/**
 * The column filters, each a contains-match ignoring case and accents (search_text.ts), the
 * year a range (rules/sales_opportunities.ts `yearRange`). Brand and city go through their
 * ids (idsNamed, read before), the parts through EXISTS: the list stays one walk of a requests'
 * index. False when a brand or city filter names nothing: no request can match.
 */
async function applyConditions(query: Query, conditions: SalesConditions) {
  const dialect = query.client.dialect.name
  const like = (column: string) => `${foldedColumn(dialect, column)} LIKE ?`
  for (const [filter, table, column] of [
    ['brand.name', 'vehicle_brands', 'brand_id'],
    ['city.name', 'localization_zones', 'city_id'],
  ] as const) {
    const text = conditions[filter]
    if (!text) continue
    const ids = await idsNamed(table, dialect, text)
    if (ids.length === 0) return false
    query.whereIn(`${T}.${column}`, ids)
  }
  const model = conditions['t.vehicle_model']
  if (model) query.whereRaw(like(`${T}.vehicle_model`), [likePattern(model)])
  const year = conditions['t.vehicle_year']
  if (year) query.whereBetween(`${T}.vehicle_year`, [year.from, year.to])
  const part = conditions['details.name']
  if (part) {
    query.whereExists((parts) =>
      parts
        .from('quotation_request_details as sales_parts')
        .whereColumn('sales_parts.quotation_request_id', `${T}.id`)
        .whereRaw(like('sales_parts.name'), [likePattern(part)])
    )
  }
  return true
}

/** A map name → count in the order of the rows (most first). */
const toMap = (rows: { name: string; total: number | string }[]) =>
  Object.fromEntries(rows.map((row) => [row.name, Number(row.total)]))

/**
 * The public sales opportunities (doc 2 §7): getSalesOpportunities (`list`),
 * getIndicatorsSalesOpportunities (`indicators`) and the public countSalesOpportunities
 * (`counters`), all of the host's country.
 *
 * Cost, whatever the size of the table (bench/sales_opportunities.mjs):
 * - `list`: two queries (three or four with a brand or city filter: their ids first). The ids of the newest SALES_COUNT_CAP + 1 matching requests, newest
 *   first (a walk of the covering index qr_vendor_list_idx that stops there): their number is
 *   `count` (capped, `countCapped`) and the page is a slice of them; then the rows of the page
 *   with their parts, read by id.
 * - `indicators` and `counters`: one snapshot per country computed at most once every
 *   SALES_INDICATORS_TTL_SECONDS (three grouped counts over the open requests through the
 *   covering index qr_sales_opportunities_idx, migration 3310) and answered from memory until
 *   then, with the time it was computed (`generatedAt`). Each process keeps its own.
 */
export default class SalesOpportunitiesQuery {
  static snapshots = new ShortCache<Snapshot>(SALES_INDICATORS_TTL_SECONDS * 1000)

  async list(countryCode: string, conditions: SalesConditions, page: number, pageSize: number) {
    const filtered = openMarketplace(QuotationRequest.query(), countryCode)
    if (!(await applyConditions(filtered, conditions))) {
      return { rows: [], count: 0, countCapped: false }
    }
    const first = await filtered
      .select(`${T}.id`)
      .orderBy(`${T}.created_at`, 'desc')
      .orderBy(`${T}.id`, 'desc')
      .limit(SALES_COUNT_CAP + 1)
      .pojo<{ id: number }>()
    const start = (page - 1) * pageSize
    const ids = first.slice(start, start + pageSize).map((row) => Number(row.id))
    const countCapped = first.length > SALES_COUNT_CAP
    return {
      rows: await this.rowsOf(ids),
      count: countCapped ? SALES_COUNT_CAP : first.length,
      countCapped,
    }
  }

  /** The rows of `ids`, in that order, with their part names: one query. */
  private async rowsOf(ids: number[]): Promise<SalesOpportunityRow[]> {
    if (ids.length === 0) return []
    const lines: {
      id: number
      vehicle_model: string
      vehicle_year: number
      brand_name: string
      city_name: string
      part_name: string | null
    }[] = await db
      .from(`${T} as r`)
      .join('vehicle_brands as b', 'b.id', 'r.brand_id')
      .join('localization_zones as z', 'z.id', 'r.city_id')
      .leftJoin('quotation_request_details as d', 'd.quotation_request_id', 'r.id')
      .whereIn('r.id', ids)
      .orderBy('d.id', 'asc')
      .select(
        'r.id',
        'r.vehicle_model',
        'r.vehicle_year',
        'b.name as brand_name',
        'z.name as city_name',
        'd.name as part_name'
      )
    const byId = new Map<number, SalesOpportunityRow>()
    for (const line of lines) {
      const id = Number(line.id)
      let row = byId.get(id)
      if (!row) {
        row = {
          id,
          brand: { name: line.brand_name },
          vehicle_model: line.vehicle_model,
          vehicle_year: Number(line.vehicle_year),
          details: [],
          city: { name: line.city_name },
        }
        byId.set(id, row)
      }
      if (line.part_name !== null) row.details.push({ name: line.part_name })
    }
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
  }

  /** Top brands and cities (getIndicatorsSalesOpportunities) with the time they were read. */
  async indicators(countryCode: string) {
    const { brands, citys, generatedAt } = await this.snapshot(countryCode)
    return { brands, citys, generatedAt }
  }

  /** The country's open requests and their open part lines (public countSalesOpportunities). */
  async counters(countryCode: string) {
    const { requests, details, generatedAt } = await this.snapshot(countryCode)
    return { requests, details, generatedAt }
  }

  private snapshot(countryCode: string) {
    return SalesOpportunitiesQuery.snapshots.get(countryCode, () => this.compute(countryCode))
  }

  private async compute(countryCode: string): Promise<Snapshot> {
    const generatedAt = new Date().toISOString()
    const open = () => openMarketplace(QuotationRequest.query(), countryCode)
    const top = (table: string, column: string) =>
      open()
        .join(`${table} as named`, 'named.id', `${T}.${column}`)
        .groupBy('named.id', 'named.name')
        .select('named.name')
        .count('* as total')
        .orderBy('total', 'desc')
        .orderBy('named.name', 'asc')
        .limit(SALES_TOP)
        .pojo<{ name: string; total: number | string }>()
    const [brands, citys, requests, details] = await Promise.all([
      top('vehicle_brands', 'brand_id'),
      top('localization_zones', 'city_id'),
      open().count('* as total').pojo<{ total: number }>().first(),
      db
        .from('quotation_request_details as d')
        .join(`${T} as r`, 'r.id', 'd.quotation_request_id')
        .whereIn('d.quotation_request_id', open().select(`${T}.id`))
        .where(openLines)
        .count('* as total')
        .first(),
    ])
    return {
      brands: toMap(brands),
      citys: toMap(citys),
      requests: Number(requests?.total ?? 0),
      details: Number(details?.total ?? 0),
      generatedAt,
    }
  }
}

interface Snapshot {
  brands: Record<string, number>
  citys: Record<string, number>
  requests: number
  details: number
  generatedAt: string
}

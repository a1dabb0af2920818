import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { foldedColumn, likePattern } from '#core/services/search_text'
import { DEFAULT_PAGE_SIZE } from '#core/validators/pagination'

/** A timestamp read with the query builder: a Date on MySQL, UTC SQL text on SQLite. */
function isoOf(value: Date | string) {
  return value instanceof Date
    ? value.toISOString()
    : DateTime.fromSQL(value, { zone: 'utc' }).toISO()!
}

export interface InfractionStoreRow {
  id: number
  name: string
  urlPath: string
  infractions: number
  lastAt: string
}

/**
 * The stores with infractions (the staff's /staff/infracciones, issue 23): each store of the
 * country with its number of infractions and the date of the last one, the last infraction
 * first, optionally those whose name contains `search` (case and accents ignored: search_text.ts),
 * paged from 1. Two queries (the count of stores, the grouped page). A store's history is the
 * list query of this module (InfractionsQuery, filtered to the store).
 */
export default class InfractionStoresQuery {
  async list(options: {
    countryCode: string
    search?: string | null
    page: number
    pageSize?: number
  }) {
    const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
    const base = () => {
      const query = db
        .from('infractions as i')
        .join('stores as s', 's.id', 'i.store_id')
        .where('s.country_code', options.countryCode)
      if (options.search) {
        const dialect = query.client.dialect.name
        query.whereRaw(`${foldedColumn(dialect, 's.name')} LIKE ?`, [likePattern(options.search)])
      }
      return query
    }
    const [counted, rows] = await Promise.all([
      base().countDistinct('i.store_id as total').first(),
      base()
        .groupBy('s.id', 's.name', 's.url_path')
        .select('s.id', 's.name', 's.url_path')
        .count('i.id as infractions')
        .max('i.created_at as last_at')
        .orderBy('last_at', 'desc')
        .orderBy('s.id', 'desc')
        .offset((options.page - 1) * pageSize)
        .limit(pageSize),
    ])
    return {
      rows: rows.map((row: Record<string, any>): InfractionStoreRow => ({
        id: Number(row.id),
        name: row.name,
        urlPath: row.url_path,
        infractions: Number(row.infractions),
        lastAt: isoOf(row.last_at),
      })),
      count: Number(counted?.total ?? 0),
      page: options.page,
      pageSize,
    }
  }
}

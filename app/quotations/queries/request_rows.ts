import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type QuotationRequest from '#quotations/models/quotation_request'
import type { CloseReason } from '#quotations/models/quotation_request'

/**
 * The rows of the request lists (the buyer's list and the seller-side lists: Pendientes, …) as
 * plain objects, instead of Lucid models with one preload per relation: the rows of a page are
 * read by id in one query with every relation asked for joined in (brand, city, store, buyer,
 * vehicle: one row each; the parts: one row per part) and the viewing store's process
 * observation. Columns are read as Lucid's models read them (dates as luxon DateTime in UTC,
 * booleans from 0/1), so that the transformers answer exactly what they answered from the
 * models (bench/pendientes.mjs, issue 8).
 */

type Query = ModelQueryBuilderContract<typeof QuotationRequest>

export interface RequestDetailRow {
  id: number
  quotationRequestId: number
  name: string
  amount: number
  image: string | null
  reference: string | null
  rimWidth: string | null
  rimProfile: string | null
  rinSize: string | null
  quotationsCount: number
}

export interface RequestObservationRow {
  processObservation: string
  createdAt: DateTime
  updatedAt: DateTime | null
}

/**
 * One request of a list. A relation key is present only when it was asked for (`with`), as a
 * preloaded relation was; `observation` only on a store's lists.
 */
export interface RequestRow {
  id: number
  code: string
  userId: number
  storeId: number | null
  brandId: number
  cityId: number
  vehicleId: number | null
  vehicleModel: string
  vehicleYear: number
  vehicleVin: string | null
  vehicleLicensePlate: string | null
  vehicleOwnerIdentification: string | null
  vehiclePropertyCard: string | null
  quoteByProduct: boolean
  isClosed: boolean
  closeReason: CloseReason | null
  quotationsCount: number
  createdAt: DateTime
  expiresAt: DateTime | null
  closedAt: DateTime | null
  /** Past `expiresAt` when read (the model's `isExpired`). */
  isExpired: boolean
  brand?: { id: number; name: string } | null
  city?: { id: number; name: string; fullName: string } | null
  store?: { id: number; name: string; urlPath: string } | null
  user?: { id: number; fullName: string; mobile: string | null } | null
  vehicle?: {
    cylinderCapacity: string | null
    fuelType: string | null
    engineNumber: string | null
    bodyType: string | null
  } | null
  details?: RequestDetailRow[]
  observation?: RequestObservationRow | null
}

/** Relations the row query joins in. */
export type RowRelation = 'brand' | 'city' | 'store' | 'user' | 'vehicle' | 'details'

const T = 'quotation_requests'

/** The request columns the lists show (never `select *`). */
const REQUEST_COLUMNS = [
  'id',
  'code',
  'user_id',
  'store_id',
  'brand_id',
  'city_id',
  'vehicle_id',
  'vehicle_model',
  'vehicle_year',
  'vehicle_vin',
  'vehicle_license_plate',
  'vehicle_owner_identification',
  'vehicle_property_card',
  'quote_by_product',
  'is_closed',
  'close_reason',
  'quotations_count',
  'created_at',
  'expires_at',
  'closed_at',
] as const

/**
 * One table joined per one-row relation, its columns aliased `relation__column`; the parts
 * (`details`) are joined the same way, one row per part.
 */
const JOINED: Record<
  Exclude<RowRelation, 'details'>,
  { table: string; foreignKey: string; columns: string[] }
> = {
  brand: { table: 'vehicle_brands', foreignKey: 'brand_id', columns: ['id', 'name'] },
  city: {
    table: 'localization_zones',
    foreignKey: 'city_id',
    columns: ['id', 'name', 'full_name'],
  },
  store: { table: 'stores', foreignKey: 'store_id', columns: ['id', 'name', 'url_path'] },
  user: { table: 'users', foreignKey: 'user_id', columns: ['id', 'full_name', 'mobile'] },
  vehicle: {
    table: 'vehicles',
    foreignKey: 'vehicle_id',
    columns: ['id', 'cylinder_capacity', 'fuel_type', 'engine_number', 'body_type'],
  },
}

const DETAIL_COLUMNS = [
  'id',
  'name',
  'amount',
  'image',
  'reference',
  'rim_width',
  'rim_profile',
  'rin_size',
  'quotations_count',
] as const

const OBSERVATION = 'store_observation'

/** A DATETIME as Lucid's `column.dateTime` reads it: a SQL text (SQLite) or a Date (MySQL). */
export function readDateTime(value: unknown): DateTime | null {
  if (!value) return null
  if (value instanceof Date) return DateTime.fromJSDate(value)
  if (typeof value === 'string') return DateTime.fromSQL(value)
  return null
}

const readBoolean = (value: unknown) => Boolean(Number(value))
const readNumberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/**
 * The row query on `query` (already narrowed to the rows to read: ids of a page, or one id):
 * explicit columns, the relations asked for joined in, and the store's process observation (the
 * store's own `quotation_request_to_vendors` rows, unique per request and store) when
 * `observationsOf` names a store. Read it with `readRows`.
 */
export function selectRows(query: Query, relations: readonly string[], observationsOf?: number) {
  query.select(REQUEST_COLUMNS.map((name) => `${T}.${name}`))
  for (const relation of relations) {
    if (!(relation in JOINED)) continue
    const join = JOINED[relation as keyof typeof JOINED]
    const alias = `row_${relation}`
    query.leftJoin(`${join.table} as ${alias}`, `${alias}.id`, `${T}.${join.foreignKey}`)
    query.select(join.columns.map((name) => `${alias}.${name} as ${relation}__${name}`))
  }
  if (relations.includes('details')) {
    query.leftJoin(
      'quotation_request_details as row_details',
      'row_details.quotation_request_id',
      `${T}.id`
    )
    query.select(DETAIL_COLUMNS.map((name) => `row_details.${name} as details__${name}`))
  }
  if (observationsOf !== undefined) {
    // Lucid's join takes a table name only: the derived table is a knex query, joined on the
    // knex query underneath.
    const observations = db
      .knexQuery()
      .from('quotation_request_to_vendors')
      .select('quotation_request_id', 'process_observation', 'created_at', 'updated_at')
      .where('store_id', observationsOf)
      .as(OBSERVATION)
    query.knexQuery.leftJoin(observations, `${OBSERVATION}.quotation_request_id`, `${T}.id`)
    query.select(
      `${OBSERVATION}.quotation_request_id as observation__request_id`,
      `${OBSERVATION}.process_observation as observation__text`,
      `${OBSERVATION}.created_at as observation__created_at`,
      `${OBSERVATION}.updated_at as observation__updated_at`
    )
  }
  return query
}

/** One request of the raw rows of `selectRows` (its first row), without its parts. */
function readRequest(
  raw: Record<string, any>,
  relations: readonly string[],
  withObservation: boolean,
  now: DateTime
): RequestRow {
  const expiresAt = readDateTime(raw.expires_at)
  const row: RequestRow = {
    id: Number(raw.id),
    code: raw.code,
    userId: Number(raw.user_id),
    storeId: readNumberOrNull(raw.store_id),
    brandId: Number(raw.brand_id),
    cityId: Number(raw.city_id),
    vehicleId: readNumberOrNull(raw.vehicle_id),
    vehicleModel: raw.vehicle_model,
    vehicleYear: Number(raw.vehicle_year),
    vehicleVin: raw.vehicle_vin,
    vehicleLicensePlate: raw.vehicle_license_plate,
    vehicleOwnerIdentification: raw.vehicle_owner_identification,
    vehiclePropertyCard: raw.vehicle_property_card,
    quoteByProduct: readBoolean(raw.quote_by_product),
    isClosed: readBoolean(raw.is_closed),
    closeReason: raw.close_reason,
    quotationsCount: Number(raw.quotations_count),
    createdAt: readDateTime(raw.created_at)!,
    expiresAt,
    closedAt: readDateTime(raw.closed_at),
    isExpired: !!expiresAt && expiresAt <= now,
  }
  for (const relation of relations) {
    switch (relation) {
      case 'brand':
        row.brand = raw.brand__id === null ? null : { id: raw.brand__id, name: raw.brand__name }
        break
      case 'city':
        row.city =
          raw.city__id === null
            ? null
            : { id: raw.city__id, name: raw.city__name, fullName: raw.city__full_name }
        break
      case 'store':
        row.store =
          raw.store__id === null
            ? null
            : { id: raw.store__id, name: raw.store__name, urlPath: raw.store__url_path }
        break
      case 'user':
        row.user =
          raw.user__id === null
            ? null
            : { id: raw.user__id, fullName: raw.user__full_name, mobile: raw.user__mobile }
        break
      case 'vehicle':
        row.vehicle =
          raw.vehicle__id === null
            ? null
            : {
                cylinderCapacity: raw.vehicle__cylinder_capacity,
                fuelType: raw.vehicle__fuel_type,
                engineNumber: raw.vehicle__engine_number,
                bodyType: raw.vehicle__body_type,
              }
        break
      case 'details':
        row.details = []
        break
    }
  }
  if (withObservation) {
    row.observation =
      raw.observation__request_id === null
        ? null
        : {
            processObservation: raw.observation__text,
            createdAt: readDateTime(raw.observation__created_at)!,
            updatedAt: readDateTime(raw.observation__updated_at),
          }
  }
  return row
}

/**
 * The requests of the raw rows of `selectRows` (one raw row per request, or per part when the
 * parts were joined), each once, with its parts by id ascending.
 */
export function readRows(
  raws: Record<string, any>[],
  relations: readonly string[],
  withObservation: boolean
): RequestRow[] {
  const byId = new Map<number, RequestRow>()
  const now = DateTime.now()
  for (const raw of raws) {
    const id = Number(raw.id)
    let row = byId.get(id)
    if (!row) {
      row = readRequest(raw, relations, withObservation, now)
      byId.set(id, row)
    }
    if (row.details && raw.details__id !== null && raw.details__id !== undefined) {
      row.details.push({
        id: Number(raw.details__id),
        quotationRequestId: id,
        name: raw.details__name,
        amount: Number(raw.details__amount),
        image: raw.details__image,
        reference: raw.details__reference,
        rimWidth: raw.details__rim_width,
        rimProfile: raw.details__rim_profile,
        rinSize: raw.details__rin_size,
        quotationsCount: Number(raw.details__quotations_count),
      })
    }
  }
  const rows = [...byId.values()]
  for (const row of rows) row.details?.sort((a, b) => a.id - b.id)
  return rows
}

import { COUNTRIES, type CountryCode } from '#core/country/country'
import { moneyOf, roundToCurrency } from '#core/rules/money'
import { customerFields, type CustomerDataViewer } from '#quotations/rules/customer_data'
import { DISCARD_REASON_LABELS } from '#quotations/rules/discard_reasons'
import { BUYER_IGNORE_REASONS } from '#quotations/models/buyer_ignore'
import {
  analyticsColumns,
  CHANNEL_LABELS,
  MASKED,
  type AnalyticsColumnKey,
} from '#reports/rules/analytics_columns'
import type { ExportCell } from '#reports/rules/export_source'

/**
 * One row of the analytics report from what the query read (queries/analytics_query.ts), for
 * one viewer: the page and the Excel export build their rows here, so both show the same cells.
 *
 * A row is what one store did with one request: a quotation it sent (kind 2, with the buyer's
 * discard and the order bought from it, if any) or its discard (kind 1, with its reason).
 * Customer cells go through the one customer-data rule (customerFields, doc 2 §6): '--' without
 * the right for the row's channel. Money in the request's currency through core/rules/money
 * (whole pesos in Colombia). Dates are JavaScript Dates (UTC).
 */
export type AnalyticsRowKind = 1 | 2

export interface AnalyticsRawRow {
  kind: AnalyticsRowKind
  row_id: number
  at: unknown
  store_id: number
  store_name: string | null
  request_id: number
  request_code: string | null
  request_created_at: unknown
  request_store_id: number | null
  request_user_id: number
  request_country_code: string
  brand_name: string | null
  vehicle_model: string | null
  vehicle_year: number | null
  vehicle_vin: string | null
  vehicle_license_plate: string | null
  vehicle_owner_identification: string | null
  vehicle_property_card: string | null
  engine_number: string | null
  chassis_number: string | null
  cylinder_capacity: string | null
  vehicle_class: string | null
  body_type: string | null
  fuel_type: string | null
  color: string | null
  transit_agency: string | null
  user_full_name: string | null
  user_email: string | null
  user_mobile: string | null
  user_city_name: string | null
  ignore_reason: string | null
  quotation_id: number | null
  quotation_code: string | null
  quotation_created_at: unknown
  quotation_total: string | number | null
  buyer_ignore_reason: string | null
  order_id: number | null
  order_ref: string | null
  order_created_at: unknown
  order_total: string | number | null
}

export interface DetailLine {
  name: string
  amount: number
  reference?: string | null
}

export type AnalyticsRow = Record<AnalyticsColumnKey, ExportCell>

/** A timestamp as a driver answers it (MySQL: a Date; SQLite: 'yyyy-MM-dd HH:mm:ss' in UTC). */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return value
  const text = String(value)
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A DECIMAL amount in the currency's units (COP: whole pesos), as a number. */
export function moneyCell(value: string | number | null, countryCode: string): number | null {
  if (value === null || value === undefined) return null
  const currency = COUNTRIES[countryCode as CountryCode]?.currency ?? 'COP'
  return Number(roundToCurrency(moneyOf(value), currency)) / 100
}

/** 'Pastillas de freno x2; Filtro de aceite x1' (the lines in their order). */
export function detailText(lines: readonly DetailLine[] | undefined): string | null {
  if (!lines || lines.length === 0) return null
  return lines.map((line) => `${line.name} x${line.amount}`).join('; ')
}

/** The part numbers given on a quotation, once each, in order. */
export function referencesText(lines: readonly DetailLine[] | undefined): string | null {
  const references = [
    ...new Set((lines ?? []).map((line) => line.reference?.trim()).filter(Boolean)),
  ]
  return references.length > 0 ? references.join(', ') : null
}

/** The stable key of a row (the page's React key, the export's keyset tie-break). */
export const rowKey = (row: { kind: AnalyticsRowKind; row_id: number }) =>
  `${row.kind === 2 ? 'q' : 'd'}${row.row_id}`

export function buildAnalyticsRow(
  raw: AnalyticsRawRow,
  viewer: CustomerDataViewer,
  details: {
    request: ReadonlyMap<number, DetailLine[]>
    quotation: ReadonlyMap<number, DetailLine[]>
  }
): AnalyticsRow {
  const customer = customerFields(viewer, {
    userId: raw.request_user_id,
    storeId: raw.request_store_id,
    vehicleOwnerIdentification: raw.vehicle_owner_identification,
    vehiclePropertyCard: raw.vehicle_property_card,
    user: { fullName: raw.user_full_name, mobile: raw.user_mobile, email: raw.user_email },
  })
  const masked = (value: string | null) => (customer.visible ? value : MASKED)
  const quotationLines =
    raw.quotation_id !== null ? details.quotation.get(raw.quotation_id) : undefined
  const row: AnalyticsRow = {
    store_name: raw.store_name,
    vehicle_engine_number: raw.engine_number,
    vehicle_chassis_number: raw.chassis_number,
    vehicle_cylinder_capacity: raw.cylinder_capacity,
    vehicle_class: raw.vehicle_class,
    vehicle_body_type: raw.body_type,
    vehicle_fuel_type: raw.fuel_type,
    vehicle_color: raw.color,
    vehicle_transit_agency: raw.transit_agency,
    user_name: masked(customer.user?.name ?? null),
    user_city_name: masked(raw.user_city_name),
    user_email: masked(customer.user?.email ?? null),
    user_whatsapp: masked(customer.user?.mobile ?? null),
    quotation_request_id: raw.request_code ?? String(raw.request_id),
    quotation_request_date: dateOf(raw.request_created_at),
    quotation_request_channel: CHANNEL_LABELS[raw.request_store_id === null ? 1 : 2],
    quotation_request_detail: detailText(details.request.get(raw.request_id)),
    quotation_request_ignores_reason: raw.ignore_reason
      ? (DISCARD_REASON_LABELS[raw.ignore_reason as keyof typeof DISCARD_REASON_LABELS] ??
        raw.ignore_reason)
      : null,
    quotation_request_vehicle_brand: raw.brand_name,
    quotation_request_vehicle_model: raw.vehicle_model,
    quotation_request_vehicle_year: raw.vehicle_year === null ? null : Number(raw.vehicle_year),
    quotation_request_vehicle_VIN: raw.vehicle_vin,
    quotation_request_vehicle_plate: raw.vehicle_license_plate,
    quotation_request_identification: masked(customer.ownerIdentification),
    quotation_id:
      raw.quotation_id === null ? null : (raw.quotation_code ?? String(raw.quotation_id)),
    quotation_date: dateOf(raw.quotation_created_at),
    quotation_detail: detailText(quotationLines),
    quotation_detail_references: referencesText(quotationLines),
    quotation_total: moneyCell(raw.quotation_total, raw.request_country_code),
    buyer_ignores_quotation: raw.buyer_ignore_reason
      ? (BUYER_IGNORE_REASONS[raw.buyer_ignore_reason as keyof typeof BUYER_IGNORE_REASONS] ??
        raw.buyer_ignore_reason)
      : null,
    cart_shopping_header_id: raw.order_id === null ? null : (raw.order_ref ?? String(raw.order_id)),
    cart_shopping_header_date: dateOf(raw.order_created_at),
    cart_shopping_header_total: moneyCell(raw.order_total, raw.request_country_code),
  }
  return row
}

/** Only the viewer's columns (staff-only cells dropped for anybody else). */
export function visibleCells(row: AnalyticsRow, staff: boolean): Record<string, ExportCell> {
  const cells: Record<string, ExportCell> = {}
  for (const column of analyticsColumns(staff)) cells[column.key] = row[column.key]
  return cells
}

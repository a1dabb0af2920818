import type { ExportColumn } from './export_source.js'

/**
 * The columns of the analytics report (doc 2 §2 "Analytics report", §3 "Analytics row", §6),
 * the one list read by the page (inertia/components/reports/analytics/) and by its Excel export
 * (queries/analytics_export.ts). Pure: no server imports.
 *
 * Groups, in the spec's order: VEHÍCULO, CLIENTE, SOLICITUD DE COTIZACIÓN, COTIZACIÓN, PEDIDO;
 * staff ("isAdmin: in the report sees a store filter and column, extra VIN, plate and
 * identification columns") get the store column first (group TIENDA) and the request's VIN,
 * plate and owner identification. Choices where the spec is silent (docs/decisions.md):
 * - VIN and plate are shown once, as the request's snapshot (`quotation_request_vehicle_VIN`,
 *   `…_plate`), in SOLICITUD DE COTIZACIÓN; the VEHÍCULO group holds the registry's other fields
 *   (those of the garage vehicle the request used: empty when the buyer typed the vehicle).
 * - The module manager ("treated as admin in this module") gets the staff columns too.
 */
export const ANALYTICS_GROUPS = {
  store: 'TIENDA',
  vehicle: 'VEHÍCULO',
  customer: 'CLIENTE',
  request: 'SOLICITUD DE COTIZACIÓN',
  quotation: 'COTIZACIÓN',
  order: 'PEDIDO',
} as const

export interface AnalyticsColumn extends ExportColumn {
  /** Only for staff (admins and module managers). */
  staffOnly?: boolean
  /** Customer data: '--' without the right for the row's channel (rules/customer_data.ts). */
  customer?: boolean
}

const G = ANALYTICS_GROUPS

export const ANALYTICS_COLUMNS: readonly AnalyticsColumn[] = [
  { key: 'store_name', header: 'Tienda', group: G.store, width: 24, kind: 'text', staffOnly: true },
  {
    key: 'vehicle_engine_number',
    header: 'Número de motor',
    group: G.vehicle,
    width: 18,
    kind: 'text',
  },
  {
    key: 'vehicle_chassis_number',
    header: 'Número de chasis',
    group: G.vehicle,
    width: 20,
    kind: 'text',
  },
  {
    key: 'vehicle_cylinder_capacity',
    header: 'Cilindraje',
    group: G.vehicle,
    width: 11,
    kind: 'text',
  },
  { key: 'vehicle_class', header: 'Clase', group: G.vehicle, width: 14, kind: 'text' },
  { key: 'vehicle_body_type', header: 'Carrocería', group: G.vehicle, width: 14, kind: 'text' },
  { key: 'vehicle_fuel_type', header: 'Combustible', group: G.vehicle, width: 13, kind: 'text' },
  { key: 'vehicle_color', header: 'Color', group: G.vehicle, width: 12, kind: 'text' },
  {
    key: 'vehicle_transit_agency',
    header: 'Organismo de tránsito',
    group: G.vehicle,
    width: 24,
    kind: 'text',
  },
  {
    key: 'user_name',
    header: 'Nombre',
    group: G.customer,
    width: 24,
    kind: 'text',
    customer: true,
  },
  {
    key: 'user_city_name',
    header: 'Ciudad',
    group: G.customer,
    width: 16,
    kind: 'text',
    customer: true,
  },
  {
    key: 'user_email',
    header: 'Correo',
    group: G.customer,
    width: 26,
    kind: 'text',
    customer: true,
  },
  {
    key: 'user_whatsapp',
    header: 'WhatsApp',
    group: G.customer,
    width: 15,
    kind: 'text',
    customer: true,
  },
  { key: 'quotation_request_id', header: 'Solicitud', group: G.request, width: 13, kind: 'text' },
  { key: 'quotation_request_date', header: 'Fecha', group: G.request, width: 17, kind: 'datetime' },
  { key: 'quotation_request_channel', header: 'Canal', group: G.request, width: 12, kind: 'text' },
  {
    key: 'quotation_request_detail',
    header: 'Autopartes solicitadas',
    group: G.request,
    width: 34,
    kind: 'text',
  },
  {
    key: 'quotation_request_ignores_reason',
    header: 'Motivo de descarte',
    group: G.request,
    width: 26,
    kind: 'text',
  },
  {
    key: 'quotation_request_vehicle_brand',
    header: 'Marca',
    group: G.request,
    width: 14,
    kind: 'text',
  },
  {
    key: 'quotation_request_vehicle_model',
    header: 'Modelo',
    group: G.request,
    width: 16,
    kind: 'text',
  },
  {
    key: 'quotation_request_vehicle_year',
    header: 'Año',
    group: G.request,
    width: 7,
    kind: 'integer',
  },
  {
    key: 'quotation_request_vehicle_VIN',
    header: 'VIN',
    group: G.request,
    width: 20,
    kind: 'text',
    staffOnly: true,
  },
  {
    key: 'quotation_request_vehicle_plate',
    header: 'Placa',
    group: G.request,
    width: 10,
    kind: 'text',
    staffOnly: true,
  },
  {
    key: 'quotation_request_identification',
    header: 'Identificación',
    group: G.request,
    width: 15,
    kind: 'text',
    staffOnly: true,
    customer: true,
  },
  { key: 'quotation_id', header: 'Cotización', group: G.quotation, width: 13, kind: 'text' },
  { key: 'quotation_date', header: 'Fecha', group: G.quotation, width: 17, kind: 'datetime' },
  {
    key: 'quotation_detail',
    header: 'Autopartes cotizadas',
    group: G.quotation,
    width: 34,
    kind: 'text',
  },
  {
    key: 'quotation_detail_references',
    header: 'Referencias',
    group: G.quotation,
    width: 20,
    kind: 'text',
  },
  { key: 'quotation_total', header: 'Total', group: G.quotation, width: 14, kind: 'money' },
  {
    key: 'buyer_ignores_quotation',
    header: 'Descartada por el comprador',
    group: G.quotation,
    width: 24,
    kind: 'text',
  },
  { key: 'cart_shopping_header_id', header: 'Pedido', group: G.order, width: 13, kind: 'text' },
  {
    key: 'cart_shopping_header_date',
    header: 'Fecha',
    group: G.order,
    width: 17,
    kind: 'datetime',
  },
  { key: 'cart_shopping_header_total', header: 'Total', group: G.order, width: 14, kind: 'money' },
]

export type AnalyticsColumnKey = (typeof ANALYTICS_COLUMNS)[number]['key']

/** The columns a viewer gets: staff every one, anybody else those not `staffOnly`. */
export function analyticsColumns(staff: boolean): readonly AnalyticsColumn[] {
  return staff ? STAFF_COLUMNS : VENDOR_COLUMNS
}
// computed once: the export asks for them on each of its rows
const STAFF_COLUMNS: readonly AnalyticsColumn[] = ANALYTICS_COLUMNS
const VENDOR_COLUMNS: readonly AnalyticsColumn[] = ANALYTICS_COLUMNS.filter(
  (column) => !column.staffOnly
)

/** The groups of `columns` in order, each with how many columns it spans (the header's row). */
export function analyticsGroups(columns: readonly AnalyticsColumn[]) {
  const groups: { name: string; span: number }[] = []
  for (const column of columns) {
    const last = groups.at(-1)
    if (last && last.name === column.group) last.span += 1
    else groups.push({ name: column.group ?? '', span: 1 })
  }
  return groups
}

/** Channel filter values (doc 2 §2): Marketplace = 1, Tienda = 2. */
export const ANALYTICS_CHANNELS = { marketplace: 1, store: 2 } as const
export const CHANNEL_LABELS: Record<1 | 2, string> = { 1: 'Marketplace', 2: 'Tienda' }

/** A customer cell without the right (doc 2 §6). */
export const MASKED = '--'

/** Report page size (doc 2 §9). */
export const ANALYTICS_PAGE_SIZE = 20

/**
 * The report counts its rows up to this many (a page count stays bounded however long the
 * store's history is: a call reads the same number of index entries at 100,000 requests as at
 * 1,000,000); past it the answer says `countCapped`, the page shows 'Más de 2.000 filas' and
 * pages stop at the cap (100 pages of 20). The Excel export holds every row.
 */
export const ANALYTICS_COUNT_CAP = 2000

/**
 * What the quotation-request API answers may be narrowed to (doc 1 §7: `with`, `getters`,
 * `attributes`; doc 2 §7 and doc 3 §7), per side, as pure data and functions:
 *
 * - `with` names relations. A nested name (`quotations.details`) brings its parent
 *   (`quotations`) too; a parent alone comes without its own relations.
 * - `getters` names computed fields (the field's own name, e.g. `availablePurchaseQuantity`).
 * - `attributes` (lists only) names the plain columns of a row; `id` is always answered.
 *
 * Without the parameter an answer carries everything its side has (the default set, the
 * answer as it was before these parameters existed); with it, only what is named. Names are
 * checked against the side's whitelist before any query runs (queries/list_params.ts): an
 * unknown name is a Spanish 422 naming the parameter, never ignored.
 */

/** Where a key sits in the request answer. */
export type FieldLevel = 'request' | 'details' | 'quotations' | 'quotationDetails'

export interface FieldSpec {
  /** Relation name → its level and the keys it answers there. */
  relations: Record<string, { level: FieldLevel; keys: readonly string[] }>
  /** Getter name → its level (the key is the getter's name). */
  getters: Record<string, FieldLevel>
}

/** Relations both sides answer, with the same keys (doc 3 §7). */
const SHARED_RELATIONS = {
  'brand': { level: 'request', keys: ['brand'] },
  'user': { level: 'request', keys: ['user'] },
  'city': { level: 'request', keys: ['city'] },
  'details': { level: 'request', keys: ['details'] },
  'details.relatedQuotation': { level: 'details', keys: ['relatedQuotation'] },
  'quotations': { level: 'request', keys: ['quotations'] },
  'quotations.details': { level: 'quotations', keys: ['quotationDetails'] },
  'quotations.storeVendor': { level: 'quotations', keys: ['storeVendor'] },
  'quotations.buyerIgnoreQuotation': { level: 'quotations', keys: ['buyerIgnoreQuotation'] },
} as const satisfies FieldSpec['relations']

/** Getters both sides answer. */
const SHARED_GETTERS = {
  quotationsCount: 'request',
  quotationRequestExpired: 'request',
  quotationDetailsCount: 'details',
  hasCartShoppingDetail: 'details',
  isAvailable: 'quotations',
  quotationExpired: 'quotations',
  validUntilFormatted: 'quotations',
} as const satisfies FieldSpec['getters']

/**
 * The buyer's side of GET /api/{product}Go/QuotationRequest/{id}: the relations of doc 3 §7
 * "Get a request with relations", with the fields the buyer's detail page shows.
 * `quotations.vendor` is the store as the buyer page shows it (name, WhatsApp, city, sales
 * model) and its reputation; `quotations.cartShoppingHeader` the order linked to the quotation
 * (and `orders`: every order made from it); `quotations.infractions` is staff's (null for the
 * buyer).
 */
export const BUYER_DETAIL_FIELDS = {
  relations: {
    ...SHARED_RELATIONS,
    'quotations.vendor': { level: 'quotations', keys: ['vendor', 'store'] },
    'quotations.infractions': { level: 'quotations', keys: ['infractions'] },
    'quotations.cartShoppingHeader': {
      level: 'quotations',
      keys: ['cartShoppingHeader', 'orders'],
    },
  },
  getters: { ...SHARED_GETTERS, availablePurchaseQuantity: 'quotationDetails' },
} as const satisfies FieldSpec

/**
 * The sellers' side of the same path (a vendor of the request's channel, or staff read-only):
 * the answer of the seller-side detail page (VendorRequestDetailTransformer) — the store's own
 * quotations (staff: all), the store's discard and process observation.
 */
export const SELLER_DETAIL_FIELDS = {
  relations: {
    ...SHARED_RELATIONS,
    'quotations.adviser': { level: 'quotations', keys: ['adviser'] },
    'quotations.cartShoppingHeader': { level: 'quotations', keys: ['cartShoppingHeader'] },
    'quotationRequestToVendor': { level: 'request', keys: ['quotationRequestToVendor'] },
    'vendorIgnore': { level: 'request', keys: ['vendorIgnore'] },
  },
  getters: { ...SHARED_GETTERS, available: 'request', closed: 'details', isClosed: 'quotations' },
} as const satisfies FieldSpec

/** The names each parameter accepts on a side. */
export const relationNames = (spec: FieldSpec) => Object.keys(spec.relations)
export const getterNames = (spec: FieldSpec) => Object.keys(spec.getters)

/** What one call asked for: `null` = the parameter was not sent (everything of the side). */
export interface FieldSelection {
  relations: readonly string[] | null
  getters: readonly string[] | null
}

/** The relations asked for with their parents (`quotations.details` brings `quotations`). */
export function withParents(relations: readonly string[]): Set<string> {
  const all = new Set<string>()
  for (const name of relations) {
    const parts = name.split('.')
    for (let end = 1; end <= parts.length; end += 1) all.add(parts.slice(0, end).join('.'))
  }
  return all
}

type Row = Record<string, unknown>

/**
 * An answer narrowed by `with` / `getters` / `attributes`: every key may be absent, also in the
 * items of its lists (details, quotations, their products).
 */
export type Narrowed<T> = {
  [K in keyof T]?: T[K] extends readonly (infer Item)[]
    ? Item extends object
      ? Narrowed<Item>[]
      : T[K]
    : T[K]
}

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Row[]) : []

/** The objects of `data` at `level` (the request itself, or the items of a nested list). */
function objectsAt(data: Row, level: FieldLevel): Row[] {
  switch (level) {
    case 'request':
      return [data]
    case 'details':
      return rowsOf(data.details)
    case 'quotations':
      return rowsOf(data.quotations)
    case 'quotationDetails':
      return rowsOf(data.quotations).flatMap((quotation) => rowsOf(quotation.quotationDetails))
  }
}

/**
 * A copy of a request answer with only the relations and getters asked for (`null`: all of
 * them). Keys that are neither relations nor getters of `spec` are always kept.
 */
export function narrowAnswer<T extends Row>(data: T, spec: FieldSpec, selection: FieldSelection) {
  const copy: Row = { ...data }
  // copy the nested lists so the caller's objects are never changed
  if (Array.isArray(copy.details)) copy.details = rowsOf(copy.details).map((row) => ({ ...row }))
  if (Array.isArray(copy.quotations)) {
    copy.quotations = rowsOf(copy.quotations).map((quotation) => ({
      ...quotation,
      ...(Array.isArray(quotation.quotationDetails) && {
        quotationDetails: rowsOf(quotation.quotationDetails).map((row) => ({ ...row })),
      }),
    }))
  }
  if (selection.relations) {
    const asked = withParents(selection.relations)
    for (const [name, { level, keys }] of Object.entries(spec.relations)) {
      if (asked.has(name)) continue
      for (const row of objectsAt(copy, level)) for (const key of keys) delete row[key]
    }
  }
  if (selection.getters) {
    const asked = new Set(selection.getters)
    for (const [name, level] of Object.entries(spec.getters)) {
      if (asked.has(name)) continue
      for (const row of objectsAt(copy, level)) delete row[name]
    }
  }
  return copy as Narrowed<T>
}

/**
 * Whether the buyer's answer needs the quotations loaded: a quotation relation, the parts'
 * `relatedQuotation`, or a getter computed from them (the count of quotations, a part already
 * bought).
 */
export function buyerNeedsQuotations(selection: FieldSelection) {
  const relations = selection.relations
  const getters = selection.getters
  if (!relations || !getters) return true
  const asked = withParents(relations)
  return (
    asked.has('quotations') ||
    asked.has('details.relatedQuotation') ||
    getters.includes('quotationsCount') ||
    getters.includes('hasCartShoppingDetail')
  )
}

/**
 * The rows of GET /api/{product}Go/QuotationRequest (doc 2 §7). Getters: `is_expired` (past
 * its expiry), `can_close` (the caller may close it now); on the seller-side lists also
 * `isNewQuotationRequest`. Relations are those of the list (`with`, REQUEST_RELATIONS).
 */
export const LIST_GETTERS = {
  buyer: ['is_expired', 'can_close'],
  seller: ['is_expired', 'can_close', 'isNewQuotationRequest'],
} as const

/** The plain columns of a list row `attributes` may name (`id` is always answered). */
export const LIST_ATTRIBUTES = [
  'id',
  'code',
  'created_at',
  'expires_at',
  'closed_at',
  'user_id',
  'store_id',
  'brand_id',
  'city_id',
  'is_closed',
  'close_reason',
  'quote_by_product',
  'quotationsCount',
  'vehicle_model',
  'vehicle_year',
  'vehicle_property_card',
] as const

/** The getters and attributes a list call asked for (`null`: all). */
export interface RowSelection {
  getters: readonly string[] | null
  attributes: readonly string[] | null
}

/**
 * A list row with only the getters and attributes asked for (`null`: all). Relations are
 * narrowed by the query itself (a relation not asked for is not read).
 */
export function narrowRow<T extends Row>(
  row: T,
  getters: readonly string[],
  selection: RowSelection
): Narrowed<T> {
  const copy: Row = { ...row }
  if (selection.getters) {
    for (const name of getters) if (!selection.getters.includes(name)) delete copy[name]
  }
  if (selection.attributes) {
    for (const name of LIST_ATTRIBUTES) {
      if (name !== 'id' && !selection.attributes.includes(name)) delete copy[name]
    }
  }
  return copy as Narrowed<T>
}

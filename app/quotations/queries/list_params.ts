import { DateTime } from 'luxon'
import { BusinessError } from '#core/errors'
import { BUYER_REQUEST_MESSAGES as M } from '#quotations/rules/buyer_request_messages'
import { getterNames, relationNames, type FieldSpec } from '#quotations/rules/request_api_fields'

/**
 * Parsing of the paged-list parameters the pages send (doc 1 §7: page, pageSize, filter as
 * JSON, order, with, scopes, getters, attributes). Every parser checks its input against a whitelist and refuses
 * anything else with a Spanish 422 (`BusinessError`), so that no client-chosen name ever
 * reaches SQL. Pure functions: unit-tested without a database.
 */

/** A 422 answer naming the query parameter at fault. */
function invalid(message: string, field: string) {
  return new BusinessError(message, 422, {}, field)
}

/**
 * A list of names given as a JSON array (`["a","b"]`), a comma list (`a,b`) or repeated
 * query parameters (`with[]=a&with[]=b`). Empty input gives an empty list; names are trimmed
 * and kept once each.
 */
export function parseNameList(raw: unknown, parameter: string): string[] {
  if (raw === undefined || raw === null || raw === '') return []
  let items: unknown[]
  if (Array.isArray(raw)) {
    items = raw
  } else if (typeof raw === 'string') {
    const text = raw.trim()
    if (text.startsWith('[')) {
      try {
        items = JSON.parse(text)
      } catch {
        throw invalid(M.badJson(parameter), parameter)
      }
      if (!Array.isArray(items)) throw invalid(M.badList(parameter), parameter)
    } else {
      items = text.split(',')
    }
  } else {
    throw invalid(M.badList(parameter), parameter)
  }
  const names: string[] = []
  for (const item of items) {
    if (typeof item !== 'string') throw invalid(M.badList(parameter), parameter)
    const name = item.trim()
    if (name && !names.includes(name)) names.push(name)
  }
  return names
}

/** `parseNameList` restricted to `allowed`: an unknown name is a 422. */
export function parseWhitelisted<Name extends string>(
  raw: unknown,
  parameter: string,
  allowed: readonly Name[],
  unknownMessage: (name: string, allowed: readonly string[]) => string
): Name[] {
  const names = parseNameList(raw, parameter)
  for (const name of names) {
    if (!allowed.includes(name as Name)) throw invalid(unknownMessage(name, allowed), parameter)
  }
  return names as Name[]
}

/** Relations asked for with `with` (whitelist). */
export function parseWith<Name extends string>(raw: unknown, allowed: readonly Name[]) {
  return parseWhitelisted(raw, 'with', allowed, M.unknownRelation)
}

/** Named scopes asked for with `scopes` (whitelist). */
export function parseScopes<Name extends string>(raw: unknown, allowed: readonly Name[]) {
  return parseWhitelisted(raw, 'scopes', allowed, M.unknownScope)
}

/** Computed fields asked for with `getters` (whitelist). */
export function parseGetters<Name extends string>(raw: unknown, allowed: readonly Name[]) {
  return parseWhitelisted(raw, 'getters', allowed, M.unknownGetter)
}

/** Plain columns asked for with `attributes` (whitelist). */
export function parseAttributes<Name extends string>(raw: unknown, allowed: readonly Name[]) {
  return parseWhitelisted(raw, 'attributes', allowed, M.unknownAttribute)
}

/**
 * A name-list parameter that was sent (`null` when absent: the answer's default set). Sent
 * empty (`getters=`) it asks for none.
 */
export function sentOrNull<Name extends string>(
  raw: unknown,
  parse: (raw: unknown) => Name[]
): Name[] | null {
  return raw === undefined || raw === null ? null : parse(raw)
}

/**
 * `with` and `getters` of one answer against the whitelists of the caller's side (`spec`); each
 * `null` when not sent (the answer's default set: see rules/request_api_fields.ts).
 */
export function parseFieldSelection(input: { with?: unknown; getters?: unknown }, spec: FieldSpec) {
  return {
    relations: sentOrNull(input.with, (raw) => parseWith(raw, relationNames(spec))),
    getters: sentOrNull(input.getters, (raw) => parseGetters(raw, getterNames(spec))),
  }
}

/** The JSON object of `filter` (already an object when sent as `filter[key]=value`). */
export function parseFilterObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {}
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalid(M.badJson('filter'), 'filter')
    }
  }
  if (value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(M.badFilter, 'filter')
  return value as Record<string, unknown>
}

/* Value readers for filters: each returns the clean value or throws the filter's 422. */

const badValue = (name: string) => invalid(M.badFilterValue(name), 'filter')

/** A positive integer (number or digits). */
export function readId(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw badValue(name)
  }
  return number
}

/** One id or a non-empty array of ids (at most 200). */
export function readIds(value: unknown, name: string): number[] {
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0 || list.length > 200) throw badValue(name)
  return list.map((item) => readId(item, name))
}

/** true/false, 1/0 or their text. */
export function readBoolean(value: unknown, name: string): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true
  if (value === false || value === 0 || value === '0' || value === 'false') return false
  throw badValue(name)
}

/** A non-empty text of at most `max` characters, trimmed. */
export function readText(value: unknown, name: string, max = 128): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw badValue(name)
  const text = String(value).trim()
  if (!text || text.length > max) throw badValue(name)
  return text
}

/** An integer year between 1901 and 2155 (doc 2 §5). */
export function readYear(value: unknown, name: string): number {
  const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1901 || year > 2155) {
    throw badValue(name)
  }
  return year
}

export interface Range<T> {
  from?: T
  to?: T
}

/**
 * A range given as `{ "from": a, "to": b }` or `[a, b]` (either end may be missing or null).
 * At least one end is required.
 */
export function readRange<T>(
  value: unknown,
  name: string,
  readEnd: (end: unknown, name: string) => T
): Range<T> {
  let from: unknown
  let to: unknown
  if (Array.isArray(value)) {
    if (value.length !== 2) throw badValue(name)
    ;[from, to] = value
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    const extra = Object.keys(object).filter((key) => key !== 'from' && key !== 'to')
    if (extra.length > 0) throw badValue(name)
    from = object.from
    to = object.to
  } else {
    throw badValue(name)
  }
  const range: Range<T> = {}
  if (from !== undefined && from !== null && from !== '') range.from = readEnd(from, name)
  if (to !== undefined && to !== null && to !== '') range.to = readEnd(to, name)
  if (range.from === undefined && range.to === undefined) throw badValue(name)
  return range
}

/**
 * A date range of `created_at`-like columns: dates `yyyy-MM-dd` (a whole day, in UTC) or ISO
 * date-times. Answers the SQL texts to compare with: `from` inclusive, `to` inclusive.
 */
export function readDateRange(value: unknown, name: string): Range<string> {
  const range = readRange(value, name, (end, field) => {
    if (typeof end !== 'string') throw badValue(field)
    const text = end.trim()
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
    const date = DateTime.fromISO(text, { zone: 'utc' })
    if (!date.isValid) throw badValue(field)
    return { date, dateOnly }
  })
  const sql = (date: DateTime) => date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
  const result: Range<string> = {}
  if (range.from) {
    result.from = sql(range.from.dateOnly ? range.from.date.startOf('day') : range.from.date)
  }
  if (range.to) result.to = sql(range.to.dateOnly ? range.to.date.endOf('day') : range.to.date)
  if (result.from && result.to && result.from > result.to) throw badValue(name)
  return result
}

export type OrderDirection = 'asc' | 'desc'

/**
 * `order` as `field`, `-field` (descending), `field desc`, `field:desc`, a comma list of
 * those, or a JSON object `{ "field": "desc" }`. Fields must be in `allowed`.
 */
export function parseOrder<Field extends string>(
  raw: unknown,
  allowed: readonly Field[]
): { column: Field; direction: OrderDirection }[] {
  if (raw === undefined || raw === null || raw === '') return []
  const pairs: [string, string][] = []
  if (typeof raw === 'string' && raw.trim().startsWith('{')) {
    let object: unknown
    try {
      object = JSON.parse(raw)
    } catch {
      throw invalid(M.badJson('order'), 'order')
    }
    for (const [key, direction] of Object.entries(object as Record<string, unknown>)) {
      pairs.push([key, String(direction)])
    }
  } else {
    for (const part of parseNameList(raw, 'order')) {
      const descending = part.startsWith('-')
      const [field, direction] = (descending ? part.slice(1) : part).split(/[\s:]+/)
      pairs.push([field, direction ?? (descending ? 'desc' : 'asc')])
    }
  }
  return pairs.map(([field, direction]) => {
    if (!allowed.includes(field as Field)) throw invalid(M.unknownOrder(field, allowed), 'order')
    const normalized = direction.toLowerCase()
    if (normalized !== 'asc' && normalized !== 'desc') {
      throw invalid(M.badOrderDirection(direction), 'order')
    }
    return { column: field as Field, direction: normalized }
  })
}

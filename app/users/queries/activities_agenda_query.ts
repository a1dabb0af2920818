import { DateTime } from 'luxon'
import Activity from '#users/models/activity'
import { BusinessError } from '#core/errors'
import {
  ACTIVITY_DATE_FORMAT,
  ACTIVITY_MESSAGES as M,
  ACTIVITY_URL_MAX,
  AGENDA_PAGE_SIZE,
} from '#users/rules/activity'

/**
 * Filters of the agenda (JSON object in `filter`): `activity_state` (0 / 1), `date`
 * (`{ "from": …, "to": … }`, each 'YYYY-MM-DD' — the whole day — or 'YYYY-MM-DD HH:mm:ss'),
 * `activity_url` (the page's activities: exact path) and `search` (part of the name or
 * description). Anything else is a 422.
 */
export const AGENDA_FILTERS = ['activity_state', 'date', 'activity_url', 'search'] as const

export interface AgendaFilter {
  activityState?: 0 | 1
  from?: DateTime
  to?: DateTime
  activityUrl?: string
  search?: string
}

const invalid = (name: string) => new BusinessError(M.badFilterValue(name), 422, {}, 'filter')

function readDateEnd(value: unknown, end: 'from' | 'to') {
  if (typeof value !== 'string') throw invalid('date')
  const text = value.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = DateTime.fromISO(text, { zone: 'utc' })
    if (!day.isValid) throw invalid('date')
    return end === 'from' ? day.startOf('day') : day.endOf('day')
  }
  const moment = DateTime.fromFormat(text, ACTIVITY_DATE_FORMAT, { zone: 'utc' })
  if (!moment.isValid) throw invalid('date')
  return moment
}

/** The `filter` parameter, checked against AGENDA_FILTERS. */
export function parseAgendaFilter(raw: unknown): AgendaFilter {
  if (raw === undefined || raw === null || raw === '') return {}
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw new BusinessError(M.badFilter, 422, {}, 'filter')
    }
  }
  if (value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new BusinessError(M.badFilter, 422, {}, 'filter')
  }
  const filter: AgendaFilter = {}
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    if (!(AGENDA_FILTERS as readonly string[]).includes(name)) {
      throw new BusinessError(M.unknownFilter(name, AGENDA_FILTERS), 422, {}, 'filter')
    }
    if (item === null || item === undefined || item === '') continue
    if (name === 'activity_state') {
      const state = Number(item)
      if (state !== 0 && state !== 1) throw invalid(name)
      filter.activityState = state
    } else if (name === 'date') {
      if (typeof item !== 'object' || Array.isArray(item)) throw invalid(name)
      const range = item as Record<string, unknown>
      if (Object.keys(range).some((key) => key !== 'from' && key !== 'to')) throw invalid(name)
      if (range.from) filter.from = readDateEnd(range.from, 'from')
      if (range.to) filter.to = readDateEnd(range.to, 'to')
    } else {
      if (typeof item !== 'string' || item.trim().length > ACTIVITY_URL_MAX) throw invalid(name)
      if (name === 'activity_url') filter.activityUrl = item.trim()
      else filter.search = item.trim()
    }
  }
  return filter
}

const sql = (date: DateTime) => date.toFormat(ACTIVITY_DATE_FORMAT)

/** The signed-in user's agenda, soonest first. Zero-based page. */
export default class ActivitiesAgendaQuery {
  async list(userId: number, filter: AgendaFilter, page = 0, pageSize = AGENDA_PAGE_SIZE) {
    const query = Activity.query().withScopes((scopes) => scopes.ofUser(userId))
    if (filter.activityState !== undefined) query.where('activity_state', filter.activityState)
    if (filter.from) query.where('date', '>=', sql(filter.from))
    if (filter.to) query.where('date', '<=', sql(filter.to))
    if (filter.activityUrl) query.where('activity_url', filter.activityUrl)
    if (filter.search) {
      const like = `%${filter.search.replace(/[!%_]/g, (c) => `!${c}`)}%`
      query.where((group) => {
        group
          .whereRaw(`name like ? escape '!'`, [like])
          .orWhereRaw(`activity like ? escape '!'`, [like])
      })
    }
    const result = await query
      .orderBy('date', 'asc')
      .orderBy('id', 'asc')
      .paginate(page + 1, pageSize)
    return { rows: result.all(), count: result.total, page, pageSize }
  }

  /** An activity, whoever owns it (the policy decides), or null. */
  async find(id: number) {
    return Activity.find(id)
  }
}
